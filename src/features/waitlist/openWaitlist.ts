/**
 * The window-level event that opens the waitlist dialog (product.md §2: "or by a window-level event named
 * openWaitlist"). Any script on the page can dispatch it; every Join Waitlist button does.
 */
export const OPEN_WAITLIST_EVENT = 'openWaitlist';

/** Opens the waitlist dialog from anywhere on the site. */
export function openWaitlist() {
  window.dispatchEvent(new Event(OPEN_WAITLIST_EVENT));
}
