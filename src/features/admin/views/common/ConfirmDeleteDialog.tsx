import { Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import type { ConfirmedDelete } from './useConfirmedDelete';

export type ConfirmDeleteDialogProps<Row> = {
  /** The state of the delete (see `useConfirmedDelete`): open while it has a target. */
  deletion: ConfirmedDelete<Row>;
  /** The dialog's title, e.g. "Delete sign-up". */
  title: string;
  /** The question naming exactly what goes, e.g. "Delete the sign-up of ada@example.com?". */
  question: (row: Row) => ReactNode;
  /** What deleting means, under the question. @default one row's: removed at once, cannot be undone */
  consequence?: ReactNode;
  /** The destructive button's words, for a removal that is not a delete. @default 'Delete' */
  confirmLabel?: string;
  /** What it reads while working. @default 'Deleting...' */
  confirmingLabel?: string;
  /** The title of a failure. @default 'Not deleted' */
  failureTitle?: string;
  /** @default a bin */
  icon?: ReactNode;
};

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

const Question = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Consequence = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * Asks before deleting a row for good: names what will be deleted, says it cannot be undone, and offers
 * Cancel and a destructive Delete. A failure stays in the dialog, so the person can retry or cancel.
 */
export function ConfirmDeleteDialog<Row>({
  deletion,
  title,
  question,
  consequence = 'It is removed from the database and the stats at once. This cannot be undone.',
  confirmLabel = 'Delete',
  confirmingLabel = 'Deleting...',
  failureTitle = 'Not deleted',
  icon = <Trash2 size={16} aria-hidden="true" />,
}: ConfirmDeleteDialogProps<Row>) {
  const { target, deleting, error, cancel, confirm } = deletion;
  // Focus starts on the harmless choice, so a hurried Enter does not delete.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={target !== null}
      onClose={cancel}
      title={title}
      size="sm"
      preventClose={deleting}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" disabled={deleting} onClick={cancel}>
            Cancel
          </Button>
          <Button variant="danger" startIcon={icon} loading={deleting} loadingLabel={confirmingLabel} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Content>
        <Question>{target !== null && question(target)}</Question>
        <Consequence>{consequence}</Consequence>
        {error && (
          <Alert tone="error" title={failureTitle}>
            {error}
          </Alert>
        )}
      </Content>
    </Dialog>
  );
}
