import { useRef } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';

export type DiscardChangesDialogProps = {
  /** Shown while the administrator is asked. */
  open: boolean;
  /** What would be lost, one short line each ("The notes you typed"). */
  losses: readonly string[];
  /** Back to the form, everything kept (also Escape, the backdrop and the close button). */
  onKeepEditing: () => void;
  /** Closes the form and forgets what was not saved. */
  onDiscard: () => void;
};

const Losses = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  padding-left: ${({ theme }) => theme.space[500]};
  list-style: disc;
`;

/**
 * Asks before closing a form with unsaved work: lists what would be lost and offers Keep editing (where
 * focus starts, so a hurried Enter loses nothing) and Discard. Opened over the form it guards.
 */
export function DiscardChangesDialog({ open, losses, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onKeepEditing}
      title="Discard unsaved changes?"
      description="These are not saved yet and will be lost:"
      size="sm"
      initialFocusRef={keepRef}
      footer={
        <>
          <Button ref={keepRef} variant="secondary" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard
          </Button>
        </>
      }
    >
      <Losses>
        {losses.map((loss) => (
          <li key={loss}>{loss}</li>
        ))}
      </Losses>
    </Dialog>
  );
}
