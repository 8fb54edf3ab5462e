import { PageMeta } from '@/components/PageMeta';
import { pageUrl, siteConfig } from '@/config/site';

type SitePageMetaProps = {
  title: string;
  description: string;
  /** Where the page lives; gives its canonical link. Left out for the 404 page, which has no address of its own. */
  path?: string;
};

/** A public page's title, description and canonical link, with the brand and origin of this site. */
export function SitePageMeta({ title, description, path }: SitePageMetaProps) {
  return (
    <PageMeta
      title={title}
      description={description}
      brandName={siteConfig.brandName}
      canonicalUrl={path === undefined ? undefined : pageUrl(siteConfig, path)}
    />
  );
}
