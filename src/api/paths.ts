/**
 * The addresses of the public lists' calls (product.md §7). The API client makes them (waitlist.ts,
 * contact.ts), and so does the admin page's first script before the portal's code has loaded
 * (portal/early/earlyCalls.ts, ADR 0010), whose answers the client takes only for exactly the
 * same address: declared here once, so the two cannot drift apart. Constants only, and no imports: the
 * early script carries a copy of this module inline in the page.
 */
const webpageList = (list: string) => ({
  /** The list itself: POST adds to it (a sign-up, a message). */
  list,
  /** The list's stats. */
  stats: `${list}/stats`,
  /** A page of the most recent rows, newest first; the admin's first page is `recent(1, 50)`. */
  recent: (page: number, pageSize: number) => `${list}?page=${page}&pageSize=${pageSize}`,
});

export const waitlistPaths = webpageList('/api/webpage/waitlist');
export const contactPaths = webpageList('/api/webpage/contact');
