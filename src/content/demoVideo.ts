import { siteConfig } from '@/config/site';

/**
 * Copy of the demo video panel, shared by /how-it-works and /features: its own module, so /features
 * does not download the rest of the /how-it-works copy with it.
 */

/** Every word the demo video panel shows or announces. */
export type DemoVideoCopy = {
  /** The embedded video's title: what a screen reader announces for the frame. */
  videoTitle: string;
  /** The label above the video, beside its icon buttons. */
  caption: string;
  /** Shown, and announced, over the video until the player has loaded. */
  loading: string;
  /** The icon link that opens the video in a new tab. */
  openInNewTab: string;
  /** The icon button that hides the panel. */
  close: string;
  /** The button that shows the panel (again), and the disclosure of the collapsible variant. */
  show: string;
  /** Beside the show button once the panel is closed. */
  closedNote: string;
  /**
   * The link that stands in for the player until the app has started (the player is created by the
   * app, so no load event can be missed): it opens the video in a new tab.
   */
  watchInNewTab: string;
};

export const demoVideoCopy: DemoVideoCopy = {
  videoTitle: `${siteConfig.brandName} product demo video`,
  caption: 'Product demo',
  loading: 'Loading demo video…',
  openInNewTab: 'Open the demo video in a new tab',
  close: 'Close the demo video',
  show: 'Watch the demo video',
  closedNote: 'The demo video is hidden.',
  watchInNewTab: 'Watch the demo video (opens in a new tab)',
};
