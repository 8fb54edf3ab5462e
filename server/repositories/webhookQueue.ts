import type { WebhookEventType } from '@shared/contract/constants';
import type { Queryable } from '../db';

/**
 * How the server queues the events WEBHOOK_URL gets (`webhook_outbox`, migration 14): in the statement or
 * transaction that made them, so an event exists exactly when what it tells of happened. Without a
 * WEBHOOK_URL nothing is queued: an endpoint set later hears of what happens from then on, not of a backlog.
 */
export type WebhookQueue = {
  readonly enabled: boolean;
  /** Queues one event with `data` (its payload's `data`) in `db`'s transaction. */
  queue(db: Queryable, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
  /**
   * A data-modifying CTE (`, name as (insert …)`) queuing one event per row of the CTE `rows`, with `data`
   * a jsonb expression over that CTE's columns; empty when webhooks are off.
   */
  cte(name: string, rows: string, type: WebhookEventType, data: string): string;
};

export function createWebhookQueue(enabled: boolean): WebhookQueue {
  return {
    enabled,
    async queue(db, type, data) {
      if (enabled)
        await db.query('insert into webhook_outbox (type, payload) values ($1, $2::jsonb)', [
          type,
          JSON.stringify(data),
        ]);
    },
    cte: (name, rows, type, data) =>
      enabled ? `, ${name} as (insert into webhook_outbox (type, payload) select '${type}', ${data} from ${rows})` : '',
  };
}
