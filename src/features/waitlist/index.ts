export { openWaitlist, OPEN_WAITLIST_EVENT } from './openWaitlist';
export { WaitlistDialog, type WaitlistDialogProps } from './WaitlistDialog';
export { WaitlistDialogHost } from './WaitlistDialogHost';
