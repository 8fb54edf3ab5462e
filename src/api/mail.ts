import type { ContactAnswer, ContactReply, MailHealth, OutboxMail } from '@shared/contract';
import type { Http } from './http';
import { type OutboxFilters, type PageRequest, toQueryString, withQuery } from './listQuery';

export function createMailApi(http: Http) {
  const outboxMail = (id: number) => `/api/mail/outbox/${encodeURIComponent(id)}`;
  const replies = (messageId: number) => `/api/contact/${encodeURIComponent(messageId)}/replies`;
  return {
    /**
     * A page of the outbox, newest first, optionally in one state and to recipients whose address holds
     * `q` (GET /api/mail/outbox), its total (a search's capped, as the other lists') and the page answered.
     */
    outbox: ({ page = 1, pageSize = 50, q, state }: OutboxFilters & PageRequest = {}) =>
      http.page<OutboxMail>(withQuery('/api/mail/outbox', toQueryString({ q, state, page, pageSize }))),
    /** Puts a failed mail back in the queue; 409 with the reason when it is not in the failed state. */
    retry: (id: number) => http.send(`${outboxMail(id)}/retry`, { method: 'POST' }),
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
