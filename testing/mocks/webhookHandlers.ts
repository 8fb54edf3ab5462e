import { http, HttpResponse, type RequestHandler } from 'msw';

import { type WebhookEvent, webhookEventSchema, webhookListQuerySchema, webhookStatusSchema } from '@shared/contract';
import { errorAnswer, hang, pageAnswer, serverError, unauthorized } from './answers';
import { fixtureNow } from './fixtures';
import { contractAnswer } from './mailHandlers';
import { webhookEvents, webhookHost } from './webhookFixtures';

/**
 * The webhook part of the admin mock server, with the paths and answers of server/routes/webhooks.ts
 * over an in-memory copy of the fixtures: the events newest first, filtered by state and type, paged
 * with `X-Total-Count` and `X-Page`; the status line; and Retry. The query is read with the contract's
 * schema (a 400 in its words); every row goes through the contract's schema on the way out. Built by
 * `createAdminMock`; see adminHandlers.ts.
 */

export type WebhookMockOptions = {
  /** The events the server holds, in any order. @default `webhookEvents`: everything delivered */
  webhookEvents?: WebhookEvent[];
  /** Whether the server sends events (`WEBHOOK_URL`). @default true */
  webhooksConfigured?: boolean;
};

export const webhookPaths = {
  list: '/api/webhooks',
  status: '/api/webhooks/status',
  retry: '/api/webhooks/:id/retry',
};

const newestFirst = (a: WebhookEvent, b: WebhookEvent) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/** Whether `event` names `email` (already lower case) anywhere in its data, as the erasure finds them. */
const namesAddress = (event: WebhookEvent, email: string) =>
  JSON.stringify(event.data).toLowerCase().includes(`"email":"${email}"`);

export function createWebhookMock(
  options: WebhookMockOptions,
  { record }: { record: (request: Request) => Promise<URLSearchParams> },
) {
  const initial = options.webhookEvents ?? webhookEvents;
  const configured = options.webhooksConfigured ?? true;
  let events = structuredClone(initial);
  // A clock of its own, a minute a step from the fixtures' "now", so that pictures never change.
  let minutes = 0;
  const now = () => new Date(Date.parse(fixtureNow) + ++minutes * 60_000).toISOString();

  const handlers: RequestHandler[] = [
    http.get(webhookPaths.status, async ({ request }) => {
      await record(request);
      return contractAnswer(webhookStatusSchema, {
        configured,
        host: configured ? webhookHost : null,
        queued: events.filter((event) => event.state === 'queued' || event.state === 'sending').length,
        failed: events.filter((event) => event.state === 'failed').length,
      });
    }),
    http.get(webhookPaths.list, async ({ request }) => {
      const query = await record(request);
      const parsed = webhookListQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues[0]!.message);
      const { state, type } = parsed.data;
      const rows = events
        .filter((event) => (!state || event.state === state) && (!type || event.type === type))
        .sort(newestFirst);
      // As the server: counted exactly, and the last page for one asked beyond it.
      return pageAnswer(webhookEventSchema.array().parse(rows), query, { lastPageBeyond: true });
    }),
    http.post(webhookPaths.retry, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const event = events.find((candidate) => candidate.id === id);
      if (!event) return errorAnswer(404, 'Not Found', `No webhook event with id ${id}`);
      if (event.state !== 'failed') return errorAnswer(409, 'Conflict', 'Only a failed webhook event can be retried');
      Object.assign(event, { state: 'queued', attempts: 0, nextAttemptAt: now() });
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    reset() {
      events = structuredClone(initial);
      minutes = 0;
    },
    /** The events as the server holds them now. */
    events: () => events,
    /** Erases the events naming `email` (lower case), as the privacy erasure does; resolves with how many. */
    erase(email: string) {
      const before = events.length;
      events = events.filter((event) => !namesAddress(event, email));
      return before - events.length;
    },
  };
}

/** Replacements for the webhook calls, to show a failure or a wait; put them before a mock's own handlers. */
export const webhookFailures = {
  /** The events answer 500. */
  webhooksError: [http.get(webhookPaths.list, serverError)],
  /** The events and the status never answer: the loading state. */
  webhooksSlow: [http.get(webhookPaths.list, hang), http.get(webhookPaths.status, hang)],
  /** Retrying an event answers 500. */
  webhookRetryError: [http.post(webhookPaths.retry, serverError)],
  /** Retrying an event is refused: another administrator retried it first. */
  webhookRetryConflict: [
    http.post(webhookPaths.retry, () => errorAnswer(409, 'Conflict', 'Only a failed webhook event can be retried')),
  ],
  /** Every call answers 401, as when the session expired or was revoked. */
  unauthorized: [
    http.get(webhookPaths.list, unauthorized),
    http.get(webhookPaths.status, unauthorized),
    http.post(webhookPaths.retry, unauthorized),
  ],
} satisfies Record<string, RequestHandler[]>;
