export type PageMetaProps = {
  /** The page's own title; the brand is appended ("Features · InvoiceFlow"). */
  title: string;
  /** The meta description search engines show (about 150 characters). */
  description: string;
  /** The brand appended to the title. */
  brandName: string;
};

/**
 * Sets the document title and meta description of a page. React 19 hoists `<title>` and `<meta>` into
 * the document head, on the client and in server rendering alike.
 */
export function PageMeta({ title, description, brandName }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${brandName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
