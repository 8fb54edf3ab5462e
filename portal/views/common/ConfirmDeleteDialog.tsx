import { Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Spinner } from '@/components/Spinner';
import type { ConfirmedDelete } from './useConfirmedDelete';

export type ConfirmDeleteDialogProps<Row> = {
  /** The state of the delete (see `useConfirmedDelete`, `useConfirmedBulk`). */
  deletion: Omit<ConfirmedDelete<Row>, 'ask'>;
  /** The dialog's title, e.g. "Delete sign-up". */
  title: string;
  /** The question naming exactly what goes, e.g. "Delete the sign-up of ada@example.com?". */
  question: (row: Row) => ReactNode;
  /** What the question reads while the server counts the rows. @default 'Counting...' */
  countingLabel?: string;
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

const Counting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Consequence = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * Asks before deleting a row for good: names what will be deleted, says it cannot be undone, and offers
 * Cancel and a destructive Delete. A failure stays in the dialog, so the person can retry or cancel.
 * While the server counts the rows a bulk action would change, the question says so and Delete waits:
 * nobody confirms a number they have not been shown.
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
  countingLabel = 'Counting...',
}: ConfirmDeleteDialogProps<Row>) {
  const { open, target, counting, deleting, error, cancel, confirm } = deletion;
  // Focus starts on the harmless choice, so a hurried Enter does not delete.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
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
          <Button
            variant="danger"
            startIcon={icon}
            disabled={target === null}
            loading={deleting}
            loadingLabel={confirmingLabel}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Content>
        {counting ? (
          <Counting role="status">
            <Spinner size="sm" label={null} />
            {countingLabel}
          </Counting>
        ) : (
          target !== null && <Question>{question(target)}</Question>
        )}
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
