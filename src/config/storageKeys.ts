/** Browser storage keys the site uses (product.md §3 and §9). */
export const storageKeys = {
  /** The local copy of waitlist sign-ups. */
  waitlist: 'invoiceSystemWaitlist',
  /** The admin session token. */
  adminToken: 'adminToken',
  /** The signed-in admin user, as JSON. */
  adminUser: 'adminUser',
} as const;
