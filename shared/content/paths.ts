/**
 * Where each public page lives. One table for the route definitions, the navigation, the links in the
 * copy and each page's canonical address, so a path is never spelled twice.
 */
export const paths = {
  home: '/',
  about: '/about',
  features: '/features',
  howItWorks: '/how-it-works',
  contact: '/contact',
  comingSoon: '/coming-soon',
  privacy: '/privacy',
  /** The waitlist as a page of its own: where Join Waitlist leads when the app has not started. */
  waitlist: '/waitlist',
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

/**
 * Where a form sent by the browser itself (JavaScript off, or a submit before the app started) lands.
 * The form posts to its page's own path (`POST /waitlist`, `POST /contact`); the server stores it as the
 * JSON calls would and answers 303 to one of these pages, which shows the outcome in the spec's words.
 * Only the outcome is in the address, never what was typed.
 */
export const formOutcomePaths = {
  waitlist: {
    joined: '/waitlist/joined',
    duplicate: '/waitlist/already-on-the-list',
    invalid: '/waitlist/check-your-details',
    throwaway: '/waitlist/use-an-address-you-keep',
    rateLimited: '/waitlist/too-many-requests',
    failed: '/waitlist/not-joined',
  },
  contact: {
    sent: '/contact/sent',
    invalid: '/contact/check-your-details',
    failed: '/contact/not-sent',
  },
  /**
   * The /waitlist page's second form, "mail me my status link": it posts to `form`, and its outcomes are
   * small pages the server makes itself (server/routes/memberLinks.ts), like the status page they lead to.
   */
  statusLink: {
    form: '/waitlist/status-link',
    sent: '/waitlist/status-link/sent',
    invalid: '/waitlist/status-link/check-the-address',
    rateLimited: '/waitlist/status-link/too-many-requests',
    failed: '/waitlist/status-link/not-sent',
  },
} as const;

export type WaitlistOutcome = keyof typeof formOutcomePaths.waitlist;
export type ContactOutcome = keyof typeof formOutcomePaths.contact;

/** `pathname` without a trailing slash ("/contact/" → "/contact"), the root left as it is. */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
