export { replySubject } from '../../../../contract';

/** Send is offered once the reply has text: the server refuses one of only spaces and line breaks. */
export const canSendReply = (draft: string) => draft.trim() !== '';
