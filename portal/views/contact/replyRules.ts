import { isOverLimit } from '@/components/TextArea';
import { fieldLimits } from '@shared/contract/constants';

export { replySubject } from '@shared/contract/constants';

/**
 * Send is offered once the reply has text (the server refuses one of only spaces and line breaks) and
 * while it fits the limit the composer's counter shows.
 */
export const canSendReply = (draft: string) => draft.trim() !== '' && !isOverLimit(draft, fieldLimits.message);
