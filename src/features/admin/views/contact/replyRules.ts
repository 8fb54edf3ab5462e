/**
 * The subject of a reply, as the server writes it (server/mail/templates.ts): the message's subject on
 * one line behind "Re: " once, however many "Re:" it already had.
 */
export const replySubject = (subject: string) =>
  `Re: ${subject
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(re:\s*)+/i, '')}`;

/** Send is offered once the reply has text: the server refuses one of only spaces and line breaks. */
export const canSendReply = (draft: string) => draft.trim() !== '';
