import { ArchiveRestore, Megaphone, Send, UserMinus } from 'lucide-react';

import { Button } from '@/components/Button';

/**
 * The waitlist's own bulk actions, before Export selection and Delete: invite the selection to the
 * launch (the flow opens in a dialog), remove it from the launch (kept, never invited; asks first) or
 * restore removed entries. `onPrepareInvite` fetches the flow's code as the pointer or focus reaches
 * Invite, so the dialog opens without a wait.
 */
export function LaunchBulkActions({
  onInvite,
  onPrepareInvite,
  onRemove,
  onRestore,
  restoring,
}: {
  onInvite: () => void;
  onPrepareInvite: () => void;
  onRemove: () => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  return (
    <>
      <Button
        size="sm"
        startIcon={<Send size={16} aria-hidden="true" />}
        onPointerEnter={onPrepareInvite}
        onFocus={onPrepareInvite}
        onClick={onInvite}
      >
        Invite…
      </Button>
      <Button size="sm" variant="secondary" startIcon={<UserMinus size={16} aria-hidden="true" />} onClick={onRemove}>
        Remove from launch
      </Button>
      <Button
        size="sm"
        variant="secondary"
        startIcon={<ArchiveRestore size={16} aria-hidden="true" />}
        loading={restoring}
        loadingLabel="Restoring..."
        onClick={onRestore}
      >
        Restore
      </Button>
    </>
  );
}

/**
 * Opens the launch news (to every member waiting or invited, not to a selection, so it sits by the launch
 * counts rather than in the selection's bar); its dialog's code is fetched as the pointer or focus reaches it.
 */
export function SendLaunchNewsButton({ onOpen, onPrepare }: { onOpen: () => void; onPrepare: () => void }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      startIcon={<Megaphone size={16} aria-hidden="true" />}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={onOpen}
    >
      Send launch news…
    </Button>
  );
}
