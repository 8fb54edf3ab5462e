/** The picture a shared link shows, as Open Graph describes it. */
export type ShareImage = {
  /** Absolute address (https://…): link previews are fetched by other sites' servers. */
  url: string;
  /** In pixels; the large card wants 1200×630. */
  width: number;
  height: number;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The picture's media type. @default 'image/png' */
  type?: string;
};

export type ShareMetaProps = {
  /** The title a preview shows: the page's document title. */
  title: string;
  /** The line under it: the page's meta description. */
  description: string;
  /** The page's absolute address, the one a preview links to (`og:url`). */
  url: string;
  /** The site's name, shown above the title by some apps. */
  siteName: string;
  /** The language of the page as Open Graph spells it. @default 'en_GB' */
  locale?: string;
  image: ShareImage;
};

/**
 * What a link to the page shows where it is shared: Open Graph tags (read by Facebook, LinkedIn, Slack,
 * WhatsApp, iMessage, Discord…) and Twitter's large-image card. React 19 hoists them into the document
 * head. Crawlers that build previews read the HTML and run no script, so the site renders these in the
 * prerender only (src/pages/SitePageMeta.tsx, ADR 0016).
 */
export function ShareMeta({ title, description, url, siteName, locale = 'en_GB', image }: ShareMetaProps) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={locale} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content={image.type ?? 'image/png'} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}
