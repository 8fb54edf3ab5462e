/**
 * The window-level event that opens the waitlist dialog (product.md §2: "or by a window-level event named
 * openWaitlist"). Any script on the page can dispatch it; every Join Waitlist button does.
 */
export const OPEN_WAITLIST_EVENT = 'openWaitlist';

/** Opens the waitlist dialog from anywhere on the site. */
export function openWaitlist() {
  window.dispatchEvent(new Event(OPEN_WAITLIST_EVENT));
}

// Every Join Waitlist button is the submit button of a form that goes to /waitlist, which the browser
// follows before the app runs or without it. From the moment this module runs (with the layout, before
// anything hydrates), one listener on the document turns that submit into the dialog: the button needs
// no code of its own, so it works inside a section that is never hydrated (ADR 0028).
if (typeof document !== 'undefined') {
  document.addEventListener('submit', (event) => {
    // The form of a Join Waitlist button says `data-join-waitlist` (JoinWaitlistButton).
    if (!(event.target instanceof HTMLFormElement) || event.target.dataset.joinWaitlist === undefined) return;
    event.preventDefault();
    openWaitlist();
  });
}
