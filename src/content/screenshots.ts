/**
 * Screenshots of the invoicing product, as the site shows them. The images are made by the project:
 * realistic screens composed from our own design system (stories under "Product screens") and captured
 * by `npm run screenshots` into public/screenshots/ as WebP. This file is the one list of them: the
 * capture script reads the names, sizes and crops from here, and the manifest test checks every file
 * it names.
 *
 * Each screen is a 1280×800 (CSS px) window of the app, drawn at 1x and at 2x, and written at every
 * width of `screenshotWidths`, so a browser given `srcSet` and a `sizes` that matches the width shown
 * fetches the smallest file that is sharp on its screen (a thumbnail the 320, a phone at 2x the 1920 or
 * 2560 only when it zooms, a laptop at 2x the 2560). Each also has a `narrow` crop: a 560×420 part of
 * the screen around what the caption talks about, for screens too narrow to read the whole window
 * (the carousel serves it through `<picture>` below 640 px).
 */

/** The size of the screens, in CSS px: `width`/`height` of every screenshot. */
export const screenSize = { width: 1280, height: 800 } as const;

/**
 * Widths written for every screen, in px. 1280 is the screen drawn at 1x and 2560 at 2x; 320 and 640
 * are the 1x drawing scaled down (thumbnails, small tiles), 1920 the 2x one (tablets, a 2x screen
 * showing it around 900 px wide).
 */
export const screenshotWidths = [320, 640, 1280, 1920, 2560] as const;

/** The narrow crop's size, in CSS px of the screen: 4:3, wide enough to keep a table's key columns. */
export const narrowCropSize = { width: 560, height: 420 } as const;

/**
 * Widths written for every narrow crop, in px: 1120 is the crop of the 2x drawing, 840 it scaled down.
 * A phone shows the crop about 340 px wide, so 840 is sharp at 2x and 1120 at 3x.
 */
export const narrowWidths = [840, 1120] as const;

/** One picture and the candidates a browser chooses from. */
export type ScreenshotImage = {
  /** The fallback file: the 1x drawing (1280 w) of the whole screen, or the crop at 2x. */
  src: string;
  /** Every width of the picture ("/screenshots/a-320.webp 320w, …, /screenshots/a-2560.webp 2560w"). */
  srcSet: string;
  /** Intrinsic width in CSS px; with `height`, the aspect ratio to reserve before the file loads. */
  width: number;
  /** Intrinsic height in CSS px. */
  height: number;
};

/** Where the narrow crop sits in the screen: its top-left corner, in CSS px of the 1280×800 screen. */
export type ScreenshotCrop = { x: number; y: number };

export type Screenshot = ScreenshotImage & {
  alt: string;
  /** A line shown under the image. */
  caption: string;
  /**
   * A tighter crop of the same screen for narrow screens (560×420 CSS px), with where it sits in the
   * screen (`x`, `y`): the zoom view opens on that part.
   */
  narrow: ScreenshotImage & ScreenshotCrop;
};

/** The public path of a screen's file at `width` px; the 1280 w file keeps the plain name. */
export function screenshotFile(name: string, width: number): string {
  return width === screenSize.width ? `/screenshots/${name}.webp` : `/screenshots/${name}-${width}.webp`;
}

/** The public path of a screen's narrow crop at `width` px. */
export function narrowScreenshotFile(name: string, width: number): string {
  return `/screenshots/${name}-narrow-${width}.webp`;
}

const candidates = (file: (width: number) => string, widths: readonly number[]) =>
  widths.map((width) => `${file(width)} ${width}w`).join(', ');

const screenshot = (name: string, alt: string, caption: string, crop: ScreenshotCrop): Screenshot => ({
  src: screenshotFile(name, screenSize.width),
  srcSet: candidates((width) => screenshotFile(name, width), screenshotWidths),
  alt,
  width: screenSize.width,
  height: screenSize.height,
  caption,
  narrow: {
    src: narrowScreenshotFile(name, Math.max(...narrowWidths)),
    srcSet: candidates((width) => narrowScreenshotFile(name, width), narrowWidths),
    width: narrowCropSize.width,
    height: narrowCropSize.height,
    ...crop,
  },
});

/** Every screen, by name; the file names under public/screenshots/ follow these keys. */
export const screenshots = {
  hero: screenshot(
    'hero',
    'Dashboard with June’s earnings, a monthly earnings chart, invoices by status and recent invoices in pounds, dollars and euros, and a notice that an invoice was just sent',
    'Your earnings and every invoice at a glance.',
    // The month's figures and the sent invoice's notice.
    { x: 256, y: 80 },
  ),
  'dashboard-overview': screenshot(
    'dashboard-overview',
    'Dashboard with monthly earnings chart, invoice counts by status and recent invoices',
    'See monthly earnings and invoice counts at a glance.',
    // The month's figures and the whole earnings chart, with its months.
    { x: 256, y: 140 },
  ),
  'dashboard-yearly': screenshot(
    'dashboard-yearly',
    'Dashboard showing yearly earnings compared across years, with top clients',
    'Compare yearly earnings and spot your best clients.',
    // The year-on-year chart, with this year's rise and its months.
    { x: 256, y: 260 },
  ),
  'invoice-list': screenshot(
    'invoice-list',
    'Invoice list with Draft, Sent, Paid and Overdue statuses and a bulk status update',
    'Track every invoice and update many statuses at once.',
    // The bulk update bar over the rows' clients, dates and statuses.
    { x: 472, y: 280 },
  ),
  'invoice-editor': screenshot(
    'invoice-editor',
    'Invoice editor with client, line items from the catalogue, currency selector and totals',
    'Create an invoice from your catalogue, in any currency.',
    // The client, the currency and the line items.
    { x: 272, y: 160 },
  ),
  'client-list': screenshot(
    'client-list',
    'Client list with search and lookup by email, showing balances per client',
    'Find any client by name or email.',
    // The search box over the clients' names and e-mail addresses.
    { x: 252, y: 150 },
  ),
  reports: screenshot(
    'reports',
    'Reports page with revenue by month, outstanding amounts and Excel and PDF export buttons',
    'Reports with Excel and PDF export.',
    // The export buttons, the latest figures and the outstanding amounts by age.
    { x: 696, y: 80 },
  ),
  templates: screenshot(
    'templates',
    'Invoice template editor with logo, brand colour and layout choices and a live preview',
    'Brand your invoices with your logo and colours.',
    // The layout, logo and colour choices beside the preview's letterhead.
    { x: 252, y: 150 },
  ),
  products: screenshot(
    'products',
    'Product and service catalogue with prices, units and tax rates',
    'Keep products and services ready to bill.',
    // The catalogue's items, codes, types and units.
    { x: 252, y: 80 },
  ),
  setup: screenshot(
    'setup',
    'System setup with company details, default currency, invoice numbering and trial status',
    'Set up your company in under a minute.',
    // The company details and the default currency.
    { x: 252, y: 150 },
  ),
} as const satisfies Record<string, Screenshot>;

export type ScreenshotName = keyof typeof screenshots;

/**
 * The sentence a screenshot viewer adds to its section's description: what its pictures do. Without
 * scripts the viewer is a row that scrolls sideways and nothing zooms, so it says that instead.
 */
export const screenshotViewerHint = {
  withScripts: 'Click a screenshot to zoom in.',
  withoutScripts: 'Scroll sideways to see every screenshot.',
} as const;
