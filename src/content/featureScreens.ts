import type { ScreenshotName } from './screenshots';

/**
 * The product screen that shows each of the six features, in the order both pages list them (product.md
 * §2): the home page's bento (featureShots.ts, with the part of each screen its tile shows) and the cards
 * of /features show the same six, so a visitor who goes on from one to the other recognises each feature
 * by its screen. Names only: /features reads the manifest in its cards' deferred code, not up front.
 */
export const featureScreens = {
  invoices: 'invoice-list',
  clients: 'client-list',
  catalogue: 'products',
  templates: 'templates',
  analytics: 'dashboard-yearly',
  reports: 'reports',
} as const satisfies Record<string, ScreenshotName>;
