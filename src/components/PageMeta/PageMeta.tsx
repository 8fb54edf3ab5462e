export type PageMetaProps = {
  /** The page's own title; the brand is appended ("Features · InvoiceFlow"). */
  title: string;
  /** The meta description search engines show (about 150 characters). */
  description: string;
  /** The brand appended to the title. */
  brandName: string;
  /**
   * The page's one address for search engines (`<link rel="canonical">`), absolute. Left out on pages
   * that must not be indexed under any address, such as the 404 page.
   */
  canonicalUrl?: string;
};

/**
 * Sets the document title, meta description and canonical link of a page. React 19 hoists `<title>`, `<meta>` and `<link>` into
 * the document head, on the client and in server rendering alike.
 */
export function PageMeta({ title, description, brandName, canonicalUrl }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${brandName}`}</title>
      <meta name="description" content={description} />
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
    </>
  );
}
