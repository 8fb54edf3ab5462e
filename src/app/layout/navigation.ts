/** A place the site's navigation links to. */
export type NavigationItem = {
  /** The link text. */
  label: string;
  /** The route path. */
  to: string;
};

/** The items of the top navigation bar, the full-screen menu and the footer, in this order (SPEC §2). */
export const navigationItems: readonly NavigationItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Features', to: '/features' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Contact', to: '/contact' },
];

/** The call to action beside the navigation, and the floating button on wide screens. */
export const launchAction: NavigationItem = { label: 'Launch System', to: '/coming-soon' };

/**
 * How far the page must be scrolled, in pixels, before the floating launch button shows
 * (SPEC §9: "scroll more than 20 pixels").
 */
export const FLOATING_LAUNCH_SCROLL_THRESHOLD = 20;
