import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/api';
import { mailKeys } from '../common/mailKeys';
import { contactKeys } from './contactQueries';

/** The key of a message's conversation: under `mailKeys.all`, so a retry of one of its mails reloads it. */
export const repliesKey = (messageId: number) => [...mailKeys.all, 'replies', messageId] as const;
/** The key of the answers that came back to it by mail: under `contactKeys.all`, reloaded with the messages. */
export const answersKey = (messageId: number) => [...contactKeys.all, 'answers', messageId] as const;
/** The key of its sender's other messages and sign-up: under `contactKeys.all` too, as they change with them. */
export const senderKey = (messageId: number) => [...contactKeys.all, 'sender', messageId] as const;

/**
 * A message's conversation — the replies sent from the portal (GET /api/contact/{id}/replies) and the
 * answers that came back by mail (GET /api/contact/{id}/answers), with its sender's other messages and
 * sign-up beside it (GET /api/webpage/contact/{id}/sender) — and sending a reply to it. A sent reply marks
 * the message replied and puts a mail in the outbox, so the messages' list and stats and every mail
 * query reload; the send stays pending until they have, so the reply is in the conversation by the
 * time the composer closes. Failures are logged as the other admin failures are (product.md §8); the dialog
 * shows them in place.
 */
export function useMessageReplies(messageId: number) {
  const queryClient = useQueryClient();

  const replies = useQuery({
    queryKey: repliesKey(messageId),
    queryFn: () =>
      api.mail.replies(messageId).catch((error: unknown) => {
        console.error('Error fetching replies:', error);
        throw error;
      }),
  });

  const answers = useQuery({
    queryKey: answersKey(messageId),
    queryFn: () =>
      api.mail.answers(messageId).catch((error: unknown) => {
        console.error('Error fetching answers:', error);
        throw error;
      }),
  });

  const sender = useQuery({
    queryKey: senderKey(messageId),
    queryFn: () =>
      api.contact.sender(messageId).catch((error: unknown) => {
        console.error('Error fetching the sender:', error);
        throw error;
      }),
  });

  const send = useMutation({
    mutationFn: (body: string) => api.mail.sendReply(messageId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: mailKeys.all }),
      ]),
    onError: (error) => console.error('Error sending reply:', error),
  });

  return { replies, answers, sender, send };
}
