import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Select } from '@/components/Select';
import { CountedTextArea, isOverLimit } from '@/components/TextArea';
import type { ContactMessage, ContactStatus } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { DIRECT_SOURCE, formatDateTime, machineDate } from '../common/format';
import { DetailsHeading, FactList } from './detailsStyles';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import {
  discardMessageDraft,
  draftStorage,
  keepMessageDraft,
  type MessageForm,
  readMessageDraft,
  restoredForm,
  unsavedLosses,
  untouchedForm,
} from './messageDrafts';
import {
  canMarkReplied,
  changesToSave,
  contactStatuses,
  contactStatusLabels,
  type MessageChanges,
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

const NoticeText = styled.p`
  margin-bottom: ${({ theme }) => theme.space[200]};
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The form a message opens with, and whether it came back from a kept draft: the work left unsaved
 * when the session expired, the tab reloaded or the view was left, restored over the stored values.
 */
function openingForm(message: ContactMessage): { form: MessageForm; restored: boolean } {
  const storage = draftStorage();
  const kept = storage ? readMessageDraft(storage, message.id) : null;
  if (!kept) return { form: untouchedForm(message), restored: false };
  const form = restoredForm(message, kept);
  // A draft that the stored message has since caught up with (saved in another tab) restores nothing.
  return { form, restored: unsavedLosses(message, form).length > 0 };
}

/**
 * A message in full (product.md §2): who sent it and when, the subject and text, a status selector, the
 * admin notes, and whether it is read and replied and where it came from. The status and notes are
 * edited here and sent by Save, each only if it changed; the other buttons act at once. Under the
 * message, its conversation and a composer to reply by e-mail (issue 14); while a reply is being sent
 * the dialog stays open.
 *
 * Unsaved work (a changed status or notes, a reply with text) is kept in the tab's session storage as
 * it is typed, so it survives a session that expires meanwhile: the dialog opens on it again after
 * signing in, with a notice. Closing with unsaved work asks first; Save, Send and Discard forget it.
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
  const [opening] = useState(() => openingForm(message));
  const [draft, setDraft] = useState<MessageForm>(opening.form);
  const [restoredNotice, setRestoredNotice] = useState(opening.restored);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const edit = (change: Partial<MessageForm>) => setDraft((current) => ({ ...current, ...change }));
  const thread = useMessageReplies(message.id);
  const sendingReply = thread.send.isPending;
  const notesTooLong = isOverLimit(draft.notes, fieldLimits.adminNotes);
  const losses = unsavedLosses(message, draft);

  // Every change is kept at once: a 401 can end the session, and this dialog with it, at any call.
  useEffect(() => {
    const storage = draftStorage();
    if (storage) keepMessageDraft(storage, message, draft);
  }, [message, draft]);

  /** Escape, the backdrop, the close button and Cancel: ask first if something would be lost. */
  const requestClose = () => {
    if (losses.length > 0) setAskingToDiscard(true);
    else onClose();
  };
  const discardAndClose = () => {
    const storage = draftStorage();
    if (storage) discardMessageDraft(storage, message.id);
    setAskingToDiscard(false);
    onClose();
  };
  const discardDraft = () => {
    // The notice goes with the focused button in it: focus moves on to the notes, now as stored.
    flushSync(() => {
      setDraft(untouchedForm(message));
      setRestoredNotice(false);
    });
    notesRef.current?.focus();
  };

  const setStatusNow = async (status: ContactStatus) => {
    edit({ status });
    if (message.status !== status) await onSetStatus(status).catch(() => edit({ status: message.status }));
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
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
          <Button variant="ghost" disabled={saving || sendingReply} onClick={requestClose}>
            Cancel
          </Button>
          <Button
            disabled={(busy && !saving) || notesTooLong}
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
        {restoredNotice && (
          <Alert tone="info" title="Draft restored" onClose={() => setRestoredNotice(false)} dismissLabel="Hide notice">
            <NoticeText>Your unsaved changes to this message were kept and are back in the form.</NoticeText>
            <Button variant="secondary" size="sm" onClick={discardDraft}>
              Discard draft
            </Button>
          </Alert>
        )}
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

        <MessageReplies
          message={message}
          thread={thread}
          onReplied={onReplied}
          reply={draft.reply}
          onReplyChange={(reply) => edit({ reply })}
        />

        <Select
          label="Status"
          options={statusOptions}
          value={draft.status}
          fullWidth
          onChange={(event) => edit({ status: event.target.value as ContactStatus })}
        />
        <CountedTextArea
          ref={notesRef}
          label="Admin Notes"
          value={draft.notes}
          rows={4}
          characterLimit={fieldLimits.adminNotes}
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
      <DiscardChangesDialog
        open={askingToDiscard}
        losses={losses}
        onKeepEditing={() => setAskingToDiscard(false)}
        onDiscard={discardAndClose}
      />
    </Dialog>
  );
}
