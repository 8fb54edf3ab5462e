import { isOverLimit } from '@/components/TextArea';
import { fieldLimits } from '@shared/contract/constants';

export { replySubject } from '@shared/contract/constants';

/**
 * Send is offered once the reply has text (the server refuses one of only spaces and line breaks) and
 * while it fits the limit the composer's counter shows.
 */
export const canSendReply = (draft: string) => draft.trim() !== '' && !isOverLimit(draft, fieldLimits.message);

/** What a saved reply's text may hold for the sender's first name, as the manager tells its writers. */
export const FIRST_NAME_PLACEHOLDER = '{firstName}';

/**
 * A saved reply's text as it goes into a reply to `firstName`: every `{firstName}` replaced by the name
 * as the sender typed it (trimmed), and nothing else touched.
 */
export const fillSavedReply = (body: string, firstName: string) =>
  // A function, not a string: a name holding `$&` or `$1` must go in as written.
  body.replaceAll(FIRST_NAME_PLACEHOLDER, () => firstName.trim());

/**
 * `draft` with `text` put where the cursor is (`selection`: the text box's selection, which the inserted
 * text replaces), and where the cursor goes after it. Nothing typed is lost: an empty draft becomes the
 * text, anything around the cursor stays where it was.
 */
export function insertIntoDraft(
  draft: string,
  selection: { start: number; end: number },
  text: string,
): { value: string; caret: number } {
  const start = Math.min(Math.max(selection.start, 0), draft.length);
  const end = Math.min(Math.max(selection.end, start), draft.length);
  return { value: draft.slice(0, start) + text + draft.slice(end), caret: start + text.length };
}

/**
 * A saved reply's Save waits for a title and a text, each with something in it, that fit their limits
 * (the manager's fields show by how much one is too long, the text kept whole).
 */
export const canSaveSavedReply = ({ title, body }: { title: string; body: string }) =>
  title.trim() !== '' &&
  body.trim() !== '' &&
  !isOverLimit(title, fieldLimits.savedReplyTitle) &&
  !isOverLimit(body, fieldLimits.savedReplyBody);
