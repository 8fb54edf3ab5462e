import { createContext, use } from 'react';

import { ShareMeta } from '@/components/PageMeta';
import { pageUrl, siteConfig } from '@/config/site';

/** What a link to a page shows where it is shared, as the build drew it (scripts/siteImages.mjs). */
export type SharePreview = {
  /** The page's title, without the brand. */
  title: string;
  description: string;
  image: {
    /** The picture's path on this site (`/assets/share/features-<hash>.png`). */
    src: string;
    width: number;
    height: number;
    alt: string;
    type: string;
  };
};

/** Every page's preview, by the path of the page the card is for. */
export type SharePreviews = Readonly<Record<string, SharePreview>>;

/**
 * Handed down by the prerender (src/entry-server.tsx), which has just drawn the pictures: their names
 * carry a hash of their content, known only then. Pure: nothing in the browser's build reads it.
 */
export const SharePreviewsContext = /* @__PURE__ */ createContext<SharePreviews | null>(null);

/**
 * The share tags of the page at `path`, on this site's origin: the build's `VITE_SITE_URL`, as the
 * canonical links (ADR 0016).
 */
export function SiteShareMeta({ path }: { path: string }) {
  const previews = use(SharePreviewsContext);
  // Only the prerender provides the previews; any other server render has none to give.
  if (!previews) return null;
  const preview = previews[path];
  if (!preview) throw new Error(`No share card for ${path}: add one to src/content/shareCards.ts.`);
  return (
    <ShareMeta
      title={`${preview.title} · ${siteConfig.brandName}`}
      description={preview.description}
      url={pageUrl(siteConfig, path)}
      siteName={siteConfig.brandName}
      image={{ ...preview.image, url: `${siteConfig.siteUrl}${preview.image.src}` }}
    />
  );
}
