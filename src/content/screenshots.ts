/**
 * Screenshots of the invoicing product, as the site shows them. The images are made by the project:
 * realistic screens composed from our own design system (stories under "Product screens") and captured
 * by `npm run screenshots` into public/screenshots/ as WebP, each at 1280×800 and a 640×400 variant.
 */
export type Screenshot = {
  /** Full-size image (1280×800). */
  src: string;
  /** Candidates for responsive loading: the 640 w and 1280 w variants. */
  srcSet: string;
  alt: string;
  width: number;
  height: number;
  /** A line shown under the image. */
  caption: string;
};

const screenshot = (name: string, alt: string, caption: string): Screenshot => ({
  src: `/screenshots/${name}.webp`,
  srcSet: `/screenshots/${name}-640.webp 640w, /screenshots/${name}.webp 1280w`,
  alt,
  width: 1280,
  height: 800,
  caption,
});

/** Every screen, by name; the file names under public/screenshots/ follow these keys. */
export const screenshots = {
  'dashboard-overview': screenshot(
    'dashboard-overview',
    'Dashboard with monthly earnings chart, invoice counts by status and recent invoices',
    'See monthly earnings and invoice counts at a glance.',
  ),
  'dashboard-yearly': screenshot(
    'dashboard-yearly',
    'Dashboard showing yearly earnings compared across years, with top clients',
    'Compare yearly earnings and spot your best clients.',
  ),
  'invoice-list': screenshot(
    'invoice-list',
    'Invoice list with Draft, Sent, Paid and Overdue statuses and a bulk status update',
    'Track every invoice and update many statuses at once.',
  ),
  'invoice-editor': screenshot(
    'invoice-editor',
    'Invoice editor with client, line items from the catalogue, currency selector and totals',
    'Create an invoice from your catalogue, in any currency.',
  ),
  'client-list': screenshot(
    'client-list',
    'Client list with search and lookup by email, showing balances per client',
    'Find any client by name or email.',
  ),
  reports: screenshot(
    'reports',
    'Reports page with revenue by month, outstanding amounts and Excel and PDF export buttons',
    'Reports with Excel and PDF export.',
  ),
  templates: screenshot(
    'templates',
    'Invoice template editor with logo, brand colour and layout choices and a live preview',
    'Brand your invoices with your logo and colours.',
  ),
  products: screenshot(
    'products',
    'Product and service catalogue with prices, units and tax rates',
    'Keep products and services ready to bill.',
  ),
  setup: screenshot(
    'setup',
    'System setup with company details, default currency, invoice numbering and trial status',
    'Set up your company in under a minute.',
  ),
} as const satisfies Record<string, Screenshot>;

export type ScreenshotName = keyof typeof screenshots;
