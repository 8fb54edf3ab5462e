import { PageMeta } from '@/components/PageMeta';
import { pageUrl, siteConfig } from '@/config/site';
import { SiteShareMeta } from './SiteShareMeta';

type SitePageMetaProps = {
  title: string;
  description: string;
  /**
   * Where the page lives; gives its canonical link and its share tags. Left out for the 404 page, which
   * has no address of its own, and for the pages a form lands on, which are shared as their form's page
   * (src/pages/FormOutcomePage.tsx).
   */
  path?: string;
};

/**
 * A public page's title, description and canonical link, with the brand and origin of this site, and
 * what a link to it shows where it is shared (SiteShareMeta).
 */
export function SitePageMeta({ title, description, path }: SitePageMetaProps) {
  const pageMeta = (
    <PageMeta
      title={title}
      description={description}
      brandName={siteConfig.brandName}
      canonicalUrl={path === undefined ? undefined : pageUrl(siteConfig, path)}
    />
  );
  // The share tags are for the crawlers that build link previews, which read the HTML and run no
  // script: in the prerendered page only, so that no page's JavaScript carries them (ADR 0016).
  if (!import.meta.env.SSR || path === undefined) return pageMeta;
  return (
    <>
      {pageMeta}
      <SiteShareMeta path={path} />
    </>
  );
}
