import { paths } from '@shared/content/paths';

/** A place the site's navigation links to. */
export type NavigationItem = {
  /** The link text. */
  label: string;
  /** The route path. */
  to: string;
};

/** The items of the top navigation bar, the full-screen menu and the footer, in this order (product.md §2). */
export const navigationItems: readonly NavigationItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Features', to: paths.features },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Contact', to: paths.contact },
];

/** The call to action beside the navigation, and the floating button on wide screens. */
export const launchAction: NavigationItem = { label: 'Launch System', to: paths.comingSoon };

/**
 * How far the page must be scrolled, in pixels, before the floating launch button shows
 * (product.md §9: "scroll more than 20 pixels").
 */
export const FLOATING_LAUNCH_SCROLL_THRESHOLD = 20;
