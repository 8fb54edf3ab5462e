import { CheckCheck, ChevronDown, ChevronUp, CircleCheck, Hourglass, Keyboard, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { type ActionMenuItem, ActionMenu } from '@/components/ActionMenu';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { IconButton } from '@/components/IconButton';
import { Select } from '@/components/Select';
import { CountedTextArea, isOverLimit } from '@/components/TextArea';
import { media } from '@/theme/media';
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
import { MessageReplies, type MessageRepliesHandle } from './MessageReplies';
import { keyOf, type MessageShortcutAction, shortcutFor } from './messageShortcuts';
import { MessageShortcutsDialog } from './MessageShortcutsDialog';
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
  /**
   * Stores the edits that differ from the stored message (none: nothing is sent). Resolves once they are
   * stored, rejects when they are not (the owner says why). Save, then the dialog closes; a reply sent
   * here stores them too.
   */
  onSave: (changes: MessageChanges) => Promise<unknown>;
  /** Asks to delete the message (the owner confirms first); without it there is no Delete action. */
  onDelete?: () => void;
  /** Opens the message above this one on the list's page; without it (the first row) "Previous message" waits. */
  onPrevious?: () => void;
  /**
   * Opens the message below this one on the list's page, also after "Send & resolve"; without it (the last
   * row) "Next message" waits and "Send & resolve" closes the dialog.
   */
  onNext?: () => void;
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

/**
 * The footer's quieter half, on its left: moving between messages, the actions that act at once
 * (folded into one menu) and the keys. Save and Cancel stay on the right, so the footer is one row on a
 * laptop and two on a phone, this group above them.
 */
const SecondaryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin-right: auto;
`;

/** Keys need a keyboard: on a phone the button would only take room ("?" still opens the list). */
const KeysButton = styled(IconButton)`
  ${media.down('sm')} {
    display: none;
  }
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Where a key is text or a choice of its own, not a command: a text field, a select, an open menu. */
const TYPING_TARGETS = [
  'textarea',
  'select',
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"])',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="combobox"]',
].join(', ');

/** Ways to leave the message shown: closing the dialog, or moving to a neighbour on the list. */
type Leaving = 'close' | 'previous' | 'next';

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
 * edited here and stored by Save, each only if it changed; the actions in "More actions" act at once.
 * Under the message, its conversation and a composer to reply by e-mail (issue 14); while a reply is
 * being sent the dialog stays open and the status and notes hold still, since a sent reply stores them
 * too. "Send & resolve" also makes the status Resolved, then moves on to the next message.
 *
 * Unsaved work (a changed status or notes, a reply with text) is kept in the tab's session storage as
 * it is typed, so it survives a session that expires meanwhile: the dialog opens on it again after
 * signing in, with a notice. Closing or moving to another message with unsaved work asks first; Save,
 * Send and Discard forget it. Keys (`messageShortcuts`): j and k move, r replies, e resolves, ? lists them.
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
  onPrevious,
  onNext,
  busy = false,
  saving = false,
}: MessageDetailsDialogProps) {
  const messageHeadingId = useId();
  const [opening] = useState(() => openingForm(message));
  const [draft, setDraft] = useState<MessageForm>(opening.form);
  const [restoredNotice, setRestoredNotice] = useState(opening.restored);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [showingKeys, setShowingKeys] = useState(false);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const repliesRef = useRef<MessageRepliesHandle>(null);
  const edit = (change: Partial<MessageForm>) => setDraft((current) => ({ ...current, ...change }));
  const thread = useMessageReplies(message.id);
  const sendingReply = thread.send.isPending;
  /** A save or a send is under way: the message stays shown until it is through. */
  const holding = saving || sendingReply;
  /** The actions that act at once wait for any update of the message, and for a reply being sent. */
  const acting = busy || sendingReply;
  const notesTooLong = isOverLimit(draft.notes, fieldLimits.adminNotes);
  const losses = unsavedLosses(message, draft);
  const destinations: Record<Leaving, (() => void) | undefined> = {
    close: onClose,
    previous: onPrevious,
    next: onNext,
  };

  // Every change is kept at once: a 401 can end the session, and this dialog with it, at any call.
  useEffect(() => {
    const storage = draftStorage();
    if (storage) keepMessageDraft(storage, message, draft);
  }, [message, draft]);

  /**
   * Escape, the backdrop, the close button, Cancel, and the moves to another message: ask first if
   * something would be lost, as the draft rules say (product.md, "Drafts and unsaved changes").
   */
  const leave = (to: Leaving) => {
    const go = destinations[to];
    if (!go || holding) return;
    if (losses.length > 0) setLeaving(to);
    else go();
  };
  const requestClose = () => leave('close');
  const discardAndLeave = () => {
    const storage = draftStorage();
    if (storage) discardMessageDraft(storage, message.id);
    const go = leaving && destinations[leaving];
    setLeaving(null);
    go?.();
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

  // A refused save is the owner's to report; the form keeps what was not stored, to try again.
  const keepForm = () => {};
  const save = () => onSave(changesToSave(message, draft)).then(() => onClose(), keepForm);

  /**
   * A reply sent here stores the status and notes chosen with it, through Save's own path, so nothing
   * is left unsaved; "Send & resolve" stores Resolved as the status, then moves on to the next message,
   * or closes at the end of the page. Called with this render's values, the one in which Send was
   * pressed: the status and notes, held still while the reply went, are those chosen, and the next
   * message is the one next then (once replied and resolved, a filtered list may no longer show this one).
   */
  const replySent = ({ resolve }: { resolve: boolean }) => {
    onReplied?.();
    const form: MessageForm = resolve ? { ...draft, status: 'Resolved' } : draft;
    if (resolve) edit({ status: 'Resolved' });
    void onSave(changesToSave(message, form)).then(() => {
      if (resolve) (onNext ?? onClose)();
    }, keepForm);
  };

  const shortcuts: Record<MessageShortcutAction, () => void> = {
    next: () => leave('next'),
    previous: () => leave('previous'),
    reply: () => repliesRef.current?.startReply(),
    resolve: () => {
      if (!acting) void setStatusNow('Resolved');
    },
    showShortcuts: () => setShowingKeys(true),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // Keys pressed in a dialog opened over this one reach here through React's tree: they are its own.
    if (!event.currentTarget.contains(target)) return;
    const action = shortcutFor({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      typing: target.closest(TYPING_TARGETS) !== null,
    });
    if (!action) return;
    // "r" moves the cursor into the reply: the letter must not follow it there.
    event.preventDefault();
    shortcuts[action]();
  };

  const moreActions: ActionMenuItem[] = [
    ...(canMarkReplied(message)
      ? [{ label: 'Mark as Replied', icon: <CheckCheck size={16} />, onSelect: onMarkReplied }]
      : []),
    { label: 'Set In Progress', icon: <Hourglass size={16} />, onSelect: () => void setStatusNow('InProgress') },
    { label: 'Mark Resolved', icon: <CircleCheck size={16} />, onSelect: () => void setStatusNow('Resolved') },
    ...(onDelete ? [{ label: 'Delete', icon: <Trash2 size={16} />, tone: 'danger' as const, onSelect: onDelete }] : []),
  ];

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      title="Message Details"
      size="lg"
      preventClose={holding}
      onKeyDown={onKeyDown}
      footer={
        <>
          <SecondaryActions>
            <IconButton
              label="Previous message"
              icon={<ChevronUp size={20} />}
              variant="solid"
              aria-keyshortcuts={keyOf('previous')}
              disabled={!onPrevious || holding}
              onClick={() => leave('previous')}
            />
            <IconButton
              label="Next message"
              icon={<ChevronDown size={20} />}
              variant="solid"
              aria-keyshortcuts={keyOf('next')}
              disabled={!onNext || holding}
              onClick={() => leave('next')}
            />
            <ActionMenu label="More actions" trigger="button" buttonSize="md" disabled={acting} items={moreActions} />
            <KeysButton
              label="Keyboard shortcuts"
              icon={<Keyboard size={20} />}
              aria-haspopup="dialog"
              aria-keyshortcuts={keyOf('showShortcuts')}
              onClick={() => setShowingKeys(true)}
            />
          </SecondaryActions>
          <Button variant="ghost" disabled={holding} onClick={requestClose}>
            Cancel
          </Button>
          <Button
            disabled={(busy && !saving) || notesTooLong || sendingReply}
            loading={saving}
            loadingLabel="Saving..."
            onClick={() => void save()}
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
          ref={repliesRef}
          message={message}
          thread={thread}
          onReplied={replySent}
          reply={draft.reply}
          onReplyChange={(reply) => edit({ reply })}
        />

        <Select
          label="Status"
          options={statusOptions}
          value={draft.status}
          fullWidth
          disabled={sendingReply}
          onChange={(event) => edit({ status: event.target.value as ContactStatus })}
        />
        <CountedTextArea
          ref={notesRef}
          label="Admin Notes"
          value={draft.notes}
          rows={4}
          characterLimit={fieldLimits.adminNotes}
          fullWidth
          readOnly={sendingReply}
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
        open={leaving !== null}
        losses={losses}
        onKeepEditing={() => setLeaving(null)}
        onDiscard={discardAndLeave}
      />
      <MessageShortcutsDialog open={showingKeys} onClose={() => setShowingKeys(false)} />
    </Dialog>
  );
}
