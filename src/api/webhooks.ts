import type { WebhookEvent, WebhookStatus } from '@shared/contract';
import type { Http } from './http';
import { type PageRequest, toQueryString, type WebhookFilters, withQuery } from './listQuery';

export function createWebhookApi(http: Http) {
  return {
    /**
     * A page of the events sent to WEBHOOK_URL, newest first, optionally of one state and one type (GET
     * /api/webhooks), with its total and the page answered.
     */
    events: ({ page = 1, pageSize = 50, state, type }: WebhookFilters & PageRequest = {}) =>
      http.page<WebhookEvent>(withQuery('/api/webhooks', toQueryString({ state, type, page, pageSize }))),
    /** Whether events are sent and where to, and how many wait or failed (GET /api/webhooks/status). */
    status: () => http.json<WebhookStatus>('/api/webhooks/status'),
    /** Puts a failed event back in the queue; 409 with the reason when it has not failed. */
    retry: (id: number) => http.send(`/api/webhooks/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
  };
}
