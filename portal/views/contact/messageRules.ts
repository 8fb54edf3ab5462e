import type { ChipTone } from '@/components/Chip';
import type { ContactMessage } from '@shared/contract';
import { type ContactStatus, contactStatuses, contactStatusLabels } from '@shared/contract/constants';

export { contactStatusLabels, contactStatuses };

/** Status chip colours (product.md §4): New error, In Progress warning, Resolved success, Closed default. */
export const contactStatusTones: Record<ContactStatus, ChipTone> = {
  New: 'error',
  InProgress: 'warning',
  Resolved: 'success',
  Closed: 'default',
};

/** How a status reads, with unknown values (a newer server) shown as sent. */
export const statusLabelOf = (status: string) => contactStatusLabels[status as ContactStatus] ?? status;

/** The chip tone of a status; neutral for an unknown one. */
export const statusToneOf = (status: string): ChipTone => contactStatusTones[status as ContactStatus] ?? 'default';

/** "Mark as Read" is offered only while the message is unread. */
export const canMarkRead = (message: Pick<ContactMessage, 'isRead'>) => !message.isRead;

/** "Mark as Replied" is offered only until the message is replied: marking replied is one-way. */
export const canMarkReplied = (message: Pick<ContactMessage, 'isReplied'>) => !message.isReplied;

/** The sender's full name. */
export const senderName = (message: Pick<ContactMessage, 'firstName' | 'lastName'>) =>
  [message.firstName, message.lastName].filter(Boolean).join(' ');

/** What the details dialog lets the administrator edit. */
export type MessageDraft = { status: ContactStatus; notes: string };

/** The edits a Save sends: each field only if it differs from the message as stored. */
export type MessageChanges = { notes?: string; status?: ContactStatus };

/** The dialog's starting values for a message: its status and notes (none reads as empty). */
export const draftOf = (message: Pick<ContactMessage, 'status' | 'adminNotes'>): MessageDraft => ({
  status: message.status,
  notes: message.adminNotes ?? '',
});

/**
 * product.md §5: saving sends the notes only if they changed and the status only if it changed. Missing
 * notes and empty notes are the same thing (the server stores empty notes as none).
 */
export function changesToSave(
  message: Pick<ContactMessage, 'status' | 'adminNotes'>,
  draft: MessageDraft,
): MessageChanges {
  const changes: MessageChanges = {};
  if (draft.notes !== (message.adminNotes ?? '')) changes.notes = draft.notes;
  if (draft.status !== message.status) changes.status = draft.status;
  return changes;
}

export const hasChanges = (changes: MessageChanges) => changes.notes !== undefined || changes.status !== undefined;
