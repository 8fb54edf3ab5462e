import { useId, useState } from 'react';
import styled from 'styled-components';

import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { Select } from '../../../../components/Select';
import { TextArea } from '../../../../components/TextArea';
import type { ContactMessage, ContactStatus } from '../../../../contract';
import { fieldLimits } from '../../../../contract/constants';
import { DIRECT_SOURCE, formatDateTime, machineDate } from '../common/format';
import { DetailsHeading, FactList } from './detailsStyles';
import {
  canMarkReplied,
  changesToSave,
  contactStatuses,
  contactStatusLabels,
  draftOf,
  type MessageChanges,
  type MessageDraft,
  senderName,
} from './messageRules';
import { MessageReplies } from './MessageReplies';
import { StatusChip } from './StatusChip';
import { useMessageReplies } from './useMessageReplies';

export type MessageDetailsDialogProps = {
  /** The message as last stored; the dialog's edits start from it. */
  message: ContactMessage;
  open: boolean;
  onClose: () => void;
  /** Marks the message replied at once (for a reply sent elsewhere than the portal). */
  onMarkReplied: () => void;
  /** Called once a reply written here is sent: the server has marked the message replied. */
  onReplied?: () => void;
  /** Sets the status at once ("Set In Progress", "Mark Resolved"); resolves once stored. */
  onSetStatus: (status: ContactStatus) => Promise<unknown>;
  /** Saves the edits that differ from the stored message (possibly none). */
  onSave: (changes: MessageChanges) => void;
  /** Asks to delete the message (the owner confirms first); without it there is no Delete button. */
  onDelete?: () => void;
  /** An update of this message is under way: the actions wait. @default false */
  busy?: boolean;
  /** The Save is under way. @default false */
  saving?: boolean;
};

const statusOptions = contactStatuses.map((status) => ({ value: status, label: contactStatusLabels[status] }));

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
`;

const MessageText = styled.p`
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Flags = styled(FactList)`
  grid-template-columns: repeat(3, max-content minmax(0, auto));
  padding-top: ${({ theme }) => theme.space[400]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  @media (max-width: 30rem) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * A message in full (SPEC §2): who sent it and when, the subject and text, a status selector, the
 * admin notes, and whether it is read and replied and where it came from. The status and notes are
 * edited here and sent by Save, each only if it changed; the other buttons act at once. Under the
 * message, its conversation and a composer to reply by e-mail (issue 14); while a reply is being sent
 * the dialog stays open.
 */
export function MessageDetailsDialog({
  message,
  open,
  onClose,
  onMarkReplied,
  onReplied,
  onSetStatus,
  onSave,
  onDelete,
  busy = false,
  saving = false,
}: MessageDetailsDialogProps) {
  const messageHeadingId = useId();
  const [draft, setDraft] = useState<MessageDraft>(() => draftOf(message));
  const edit = (change: Partial<MessageDraft>) => setDraft((current) => ({ ...current, ...change }));
  const thread = useMessageReplies(message.id);
  const sendingReply = thread.send.isPending;

  const setStatusNow = async (status: ContactStatus) => {
    edit({ status });
    if (message.status !== status) await onSetStatus(status).catch(() => edit({ status: message.status }));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Message Details"
      size="lg"
      preventClose={saving || sendingReply}
      footer={
        <>
          {onDelete && (
            <Button variant="danger" disabled={busy} onClick={onDelete}>
              Delete
            </Button>
          )}
          {canMarkReplied(message) && (
            <Button variant="secondary" disabled={busy} onClick={onMarkReplied}>
              Mark as Replied
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => void setStatusNow('InProgress')}>
            Set In Progress
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void setStatusNow('Resolved')}>
            Mark Resolved
          </Button>
          <Button variant="ghost" disabled={saving || sendingReply} onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={busy && !saving}
            loading={saving}
            loadingLabel="Saving..."
            onClick={() => onSave(changesToSave(message, draft))}
          >
            Save Changes
          </Button>
        </>
      }
    >
      <Content>
        <FactList>
          <dt>Name</dt>
          <dd>{senderName(message)}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={machineDate(message.createdAt)}>{formatDateTime(message.createdAt)}</time>
          </dd>
          <dt>Current status</dt>
          <dd>
            <StatusChip status={message.status} />
          </dd>
          <dt>Subject</dt>
          <dd>{message.subject}</dd>
        </FactList>

        <section aria-labelledby={messageHeadingId}>
          <DetailsHeading id={messageHeadingId}>Message</DetailsHeading>
          <MessageText>{message.message}</MessageText>
        </section>

        <MessageReplies message={message} thread={thread} onReplied={onReplied} />

        <Select
          label="Status"
          options={statusOptions}
          value={draft.status}
          fullWidth
          onChange={(event) => edit({ status: event.target.value as ContactStatus })}
        />
        <TextArea
          label="Admin Notes"
          value={draft.notes}
          rows={4}
          maxLength={fieldLimits.adminNotes}
          fullWidth
          hint="Only administrators see these notes."
          onChange={(event) => edit({ notes: event.target.value })}
        />

        <Flags>
          <dt>Read</dt>
          <dd>{yesNo(message.isRead)}</dd>
          <dt>Replied</dt>
          <dd>{yesNo(message.isReplied)}</dd>
          <dt>Source</dt>
          <dd>{message.source?.trim() || DIRECT_SOURCE}</dd>
        </Flags>
      </Content>
    </Dialog>
  );
}
