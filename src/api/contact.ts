import type {
  BulkCount,
  BulkResult,
  ContactBulkCountRequest,
  ContactBulkRequest,
  ContactMessage,
  ContactMessageRequest,
  ContactStats,
  ContactStatus,
  SenderContext,
} from '@shared/contract';
import { toApiError } from './errors';
import type { Http } from './http';
import { contactPaths } from './paths';
import { type ContactFilters, idsParameter, type PageRequest, toQueryString, withQuery } from './listQuery';

const filterValues = ({ q, from, to, source, sort, status, isRead, isReplied }: ContactFilters) => ({
  q,
  status,
  isRead,
  isReplied,
  source,
  from,
  to,
  sort,
});

export function createContactApi(http: Http) {
  const message = (id: number, action: string) => `${contactPaths.list}/${encodeURIComponent(id)}/${action}`;
  return {
    /**
     * Sends a contact message with a plain request (product.md §7); the answer's body is not read. A non-OK
     * answer rejects with an `ApiError`, a network failure with fetch's `TypeError`.
     */
    async send(contact: ContactMessageRequest): Promise<void> {
      const response = await http.fetch(`${http.baseUrl}${contactPaths.list}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      });
      if (!response.ok) throw await toApiError(response, false);
    },
    stats: () => http.json<ContactStats>(contactPaths.stats),
    list: (page = 1, pageSize = 50) => http.json<ContactMessage[]>(contactPaths.recent(page, pageSize)),
    /**
     * The recent messages of product.md §7 (GET /api/webpage/contact?page=1&pageSize=50), with the total the
     * server sends in `X-Total-Count` so the admin can page on.
     */
    recent: (page = 1, pageSize = 50) => http.page<ContactMessage>(contactPaths.recent(page, pageSize)),
    /**
     * One message by its id, as the list shows it (GET /api/webpage/contact/{id}): a message the portal
     * opens by its link while it is on no page shown. A message that is gone rejects with a 404 `ApiError`.
     */
    get: (id: number) => http.json<ContactMessage>(`${contactPaths.list}/${encodeURIComponent(id)}`),
    /** The admin list with search, filters and sort (GET /api/contact), and the total that matches. */
    search: ({ page = 1, pageSize = 50, ...filters }: ContactFilters & PageRequest = {}) =>
      http.page<ContactMessage>(withQuery('/api/contact', toQueryString({ ...filterValues(filters), page, pageSize }))),
    markRead: (id: number) => http.send(message(id, 'read'), { method: 'PATCH' }),
    markReplied: (id: number) => http.send(message(id, 'replied'), { method: 'PATCH' }),
    saveNotes: (id: number, notes: string) => http.send(message(id, 'notes'), { method: 'PATCH', body: { notes } }),
    setStatus: (id: number, status: ContactStatus) =>
      http.send(message(id, 'status'), { method: 'PATCH', body: { status } }),
    /**
     * The sender of a message beside it: their other messages (the newest 10 and how many in all) and
     * their waitlist sign-up, if any (GET /api/webpage/contact/{id}/sender); 404 for an unknown message.
     */
    sender: (id: number) => http.json<SenderContext>(message(id, 'sender')),
    /** Deletes one message for good; the stats follow (DELETE /api/contact/{id}). */
    remove: (id: number) => http.send(`/api/contact/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /**
     * Marks read or replied, sets a status or deletes the messages named by `ids`, or every one
     * `filter` matches (POST /api/contact/bulk); resolves with how many the action changed. The stats
     * follow. With `expectedCount`, a 409 when the action would change another number (nothing changed).
     */
    bulk: (request: ContactBulkRequest) =>
      http.json<BulkResult>('/api/contact/bulk', { method: 'POST', body: request }),
    /** How many messages that bulk action would change now, exactly (POST /api/contact/bulk/count). */
    bulkCount: (request: ContactBulkCountRequest) =>
      http.json<BulkCount>('/api/contact/bulk/count', { method: 'POST', body: request }),
    /**
     * Every message matching the filters, or exactly the messages `ids` names (the filters then
     * ignored), as CSV (GET /api/contact/export), with the file name the server gave it.
     */
    exportCsv: (filters: ContactFilters = {}, ids?: readonly number[]) =>
      http.file(withQuery('/api/contact/export', toQueryString({ ...filterValues(filters), ids: idsParameter(ids) }))),
  };
}
