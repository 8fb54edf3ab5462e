/** The launch flows, a chunk of their own: the portal loads it once the first rows are shown, or on a click. */
export { InviteDialog } from './InviteDialog';
export { InviteRunsPanel } from './InviteRunsPanel';
export { LaunchNewsDialog } from './LaunchNewsDialog';
