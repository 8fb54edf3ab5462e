/** Browser storage keys the site uses (product.md §3 and §9). */
export const storageKeys = {
  /** The local copy of waitlist sign-ups. */
  waitlist: 'invoiceSystemWaitlist',
  /** The admin session token. */
  adminToken: 'adminToken',
  /** The signed-in admin user, as JSON. */
  adminUser: 'adminUser',
} as const;

/** What the service layer needs of storage; `localStorage` in the browser. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or none where there is no browser (prerendering, tests in Node). */
export const browserStorage = (): KeyValueStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;
