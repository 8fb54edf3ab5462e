import { api } from '@/api';
import { type WebhookEventType, webhookEventTypes, type WebhookState, webhookStates } from '@shared/contract';
import { PAGE_SIZE, readPage } from '../common/listState';

/**
 * TanStack Query keys of the webhook data: the list and the status line sit under `all`, so a retry
 * reloads both.
 */
export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  status: ['admin', 'webhooks', 'status'] as const,
};

/** The state and type filters and the page of the events table, as the URL holds them (`?state=failed&type=…`). */
export type WebhookListState = {
  /** Only events in this state; `null` for every event. */
  state: WebhookState | null;
  /** Only events of this type; `null` for every type. */
  type: WebhookEventType | null;
  /** 1-based. */
  page: number;
};

/** Reads the table state from the URL, ignoring a state or type this build does not know. */
export function readWebhookListState(params: URLSearchParams): WebhookListState {
  const state = params.get('state');
  const type = params.get('type');
  return {
    state: webhookStates.includes(state as WebhookState) ? (state as WebhookState) : null,
    type: webhookEventTypes.includes(type as WebhookEventType) ? (type as WebhookEventType) : null,
    page: readPage(params),
  };
}

/** The key of one page of the events. */
export const webhookListKey = (state: WebhookListState) => [...webhookKeys.all, 'events', state] as const;

/** One page of the events, newest first (GET /api/webhooks). */
export const fetchWebhookPage = ({ state, type, page }: WebhookListState) =>
  api.webhooks.events({ state: state ?? undefined, type: type ?? undefined, page, pageSize: PAGE_SIZE });
