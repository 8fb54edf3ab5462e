/** The invite flow, a chunk of its own: the portal loads it once the first rows are shown, or on a click. */
export { InviteDialog } from './InviteDialog';
export { InviteRunsPanel } from './InviteRunsPanel';
