export { openWaitlist, OPEN_WAITLIST_EVENT } from './openWaitlist';
export { JoinWaitlistButton, type JoinWaitlistButtonProps } from './JoinWaitlistButton';
// The dialog itself is not exported here: the layout and pages import this module, and a static path
// to the dialog would pull it back into every page's first download (the host fetches it on demand).
export type { WaitlistDialogProps } from './WaitlistDialog';
export { WaitlistDialogHost } from './WaitlistDialogHost';
