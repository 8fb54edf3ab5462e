import type { ContactAnswer, ContactReply, MailHealth, OutboxMail, Suppression } from '@shared/contract';
import type { Http } from './http';
import { type OutboxFilters, type PageRequest, type SuppressionFilters, toQueryString, withQuery } from './listQuery';

export function createMailApi(http: Http) {
  const outboxMail = (id: number) => `/api/mail/outbox/${encodeURIComponent(id)}`;
  const replies = (messageId: number) => `/api/contact/${encodeURIComponent(messageId)}/replies`;
  const suppressions = '/api/mail/suppressions';
  return {
    /**
     * A page of the outbox, newest first, optionally in one state and to recipients whose address holds
     * `q` (GET /api/mail/outbox), its total (a search's capped, as the other lists') and the page answered.
     */
    outbox: ({ page = 1, pageSize = 50, q, state }: OutboxFilters & PageRequest = {}) =>
      http.page<OutboxMail>(withQuery('/api/mail/outbox', toQueryString({ q, state, page, pageSize }))),
    /** Puts a failed mail back in the queue; 409 with the reason when it is not in the failed state. */
    retry: (id: number) => http.send(`${outboxMail(id)}/retry`, { method: 'POST' }),
    /**
     * A page of the suppression list, newest first, or with `email` the entry of that one address (GET
     * /api/mail/suppressions), and its total: each address by its hash alone, with why no mail goes to it.
     */
    suppressions: ({ page = 1, pageSize = 50, email }: SuppressionFilters & PageRequest = {}) =>
      http.page<Suppression>(withQuery(suppressions, toQueryString({ email, page, pageSize }))),
    /**
     * Takes an address off the suppression list, by its hash: mails to it are sent again (DELETE
     * /api/mail/suppressions/{addressHash}); 404 when it is not on the list.
     */
    liftSuppression: (addressHash: string) =>
      http.send(`${suppressions}/${encodeURIComponent(addressHash)}`, { method: 'DELETE' }),
    /** The counts behind the dashboards' mail-health line (GET /api/mail/health). */
    health: () => http.json<MailHealth>('/api/mail/health'),
    /** The replies sent from the portal to one contact message, oldest first; 404 for an unknown message. */
    replies: (messageId: number) => http.json<ContactReply[]>(replies(messageId)),
    /** The answers the sender of a contact message sent back by mail, oldest first; 404 for an unknown message. */
    answers: (messageId: number) => http.json<ContactAnswer[]>(`/api/contact/${encodeURIComponent(messageId)}/answers`),
    /**
     * Sends a reply to the sender of a contact message through the outbox and marks the message replied;
     * resolves with the stored reply. 400 with the reason for an empty or too long body.
     */
    sendReply: (messageId: number, body: string) =>
      http.json<ContactReply>(replies(messageId), { method: 'POST', body: { body } }),
  };
}
