import type { KeyValueStorage } from '@/api';
import type { ContactMessage } from '@shared/contract';
import { type ContactStatus, contactStatuses, contactStatusLabels } from '@shared/contract/constants';
import { changesToSave, draftOf, type MessageDraft } from './messageRules';

/**
 * Everything the details dialog lets the administrator change about one message: the status chosen,
 * the notes typed, and the reply being written (`null` while no reply is open).
 */
export type MessageForm = MessageDraft & { reply: string | null };

/**
 * What is kept of unsaved work on one message: only what differs from the message as stored (the
 * status, the notes) and a reply with some text. Never the session token, and nothing of the message
 * itself, which is loaded again.
 */
export type StoredMessageDraft = { status?: MessageDraft['status']; notes?: string; reply?: string };

/** Where the drafts are kept: the tab's session storage, so they outlive a sign-in but not the tab. */
export type DraftStorage = KeyValueStorage & Pick<Storage, 'key' | 'length'>;

type StoredValues = Pick<ContactMessage, 'status' | 'adminNotes'>;

const DRAFT_KEY_PREFIX = 'adminMessageDraft:';

/** The storage key of one message's draft: its id alone, no address or name. */
export const messageDraftKey = (messageId: number) => `${DRAFT_KEY_PREFIX}${messageId}`;

/** The fields a kept draft may hold, and the check of each. */
const draftFieldChecks: Record<keyof StoredMessageDraft, (value: unknown) => boolean> = {
  status: (value) => contactStatuses.includes(value as ContactStatus),
  notes: (value) => typeof value === 'string',
  reply: (value) => typeof value === 'string',
};

/**
 * Whether a parsed value reads as a draft: an object holding only the draft's fields, each of its type.
 * Checked by hand, not with zod: this module is imported by the portal's eager code (sign-out discards
 * the drafts), where zod cost ~14 kB (Brotli) of the code loaded before the first rows
 * (`npm run bench:admin`).
 */
function isStoredDraft(value: unknown): value is StoredMessageDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([field, fieldValue]) =>
      Object.hasOwn(draftFieldChecks, field) && draftFieldChecks[field as keyof StoredMessageDraft](fieldValue),
  );
}

/** The form as the message is stored: its status and notes, no reply open. */
export const untouchedForm = (message: StoredValues): MessageForm => ({ ...draftOf(message), reply: null });

/**
 * The part of a form that would be lost on closing: a status or notes that differ from the message as
 * stored, and a reply with some text (spaces alone are no reply, as Send says). `null` when none.
 */
export function unsavedPart(message: StoredValues, form: MessageForm): StoredMessageDraft | null {
  const draft: StoredMessageDraft = changesToSave(message, form);
  if (form.reply !== null && form.reply.trim() !== '') draft.reply = form.reply;
  return Object.keys(draft).length > 0 ? draft : null;
}

/** What closing now would lose, one line each, for the question asked before closing. */
export function unsavedLosses(message: StoredValues, form: MessageForm): string[] {
  const draft = unsavedPart(message, form) ?? {};
  return [
    draft.status !== undefined && `The status you chose (${contactStatusLabels[draft.status]})`,
    draft.notes !== undefined && 'The notes you changed',
    draft.reply !== undefined && 'The reply you are writing',
  ].filter((loss): loss is string => loss !== false);
}

/** Whether closing now would lose work. */
export const hasUnsavedWork = (message: StoredValues, form: MessageForm) => unsavedPart(message, form) !== null;

/** The form a kept draft brings back: its values over the message's, the reply open if it has one. */
export const restoredForm = (message: StoredValues, draft: StoredMessageDraft): MessageForm => ({
  status: draft.status ?? message.status,
  notes: draft.notes ?? message.adminNotes ?? '',
  reply: draft.reply ?? null,
});

/**
 * The draft kept for a message, if any. One that does not read as a draft (edited by hand, left by an
 * older build) is removed rather than shown.
 */
export function readMessageDraft(storage: KeyValueStorage, messageId: number): StoredMessageDraft | null {
  const key = messageDraftKey(messageId);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredDraft(parsed) && Object.keys(parsed).length > 0) return parsed;
  } catch {
    // Not JSON: removed below, like any other unreadable draft.
  }
  storage.removeItem(key);
  return null;
}

/** Writes a draft, or removes it when it holds nothing. */
function writeDraft(storage: KeyValueStorage, messageId: number, draft: StoredMessageDraft | null) {
  const key = messageDraftKey(messageId);
  try {
    if (draft) storage.setItem(key, JSON.stringify(draft));
    else storage.removeItem(key);
  } catch {
    // A full or refused storage loses only the safety copy; the form still holds the text.
  }
}

/**
 * Keeps the unsaved part of a message's form, and removes the draft once there is none (saved, typed
 * back to what is stored, the reply sent or cancelled).
 */
export const keepMessageDraft = (storage: KeyValueStorage, message: StoredValues & { id: number }, form: MessageForm) =>
  writeDraft(storage, message.id, unsavedPart(message, form));

/**
 * After a Save: the status and notes are stored, so the draft forgets them; a reply still being
 * written stays, since Save does not send it.
 */
export function forgetSavedChanges(storage: KeyValueStorage, messageId: number) {
  const draft = readMessageDraft(storage, messageId);
  writeDraft(storage, messageId, draft?.reply === undefined ? null : { reply: draft.reply });
}

/** Forgets a message's draft: the administrator chose to discard it. */
export const discardMessageDraft = (storage: KeyValueStorage, messageId: number) =>
  writeDraft(storage, messageId, null);

/** Forgets every message draft, e.g. when the administrator signs out on purpose. */
export function discardAllMessageDrafts(storage: DraftStorage) {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The tab's session storage, or none where there is no browser (prerendering) or it is refused. */
export function draftStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
