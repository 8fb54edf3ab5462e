/**
 * The webhook outbox (`webhook_outbox`, migration 14): what the worker claims and settles, what the
 * portal lists and retries, and what its retention deletes. Events are written by whatever they tell of,
 * in its own statement or transaction (server/repositories/webhookQueue.ts).
 */
import type { WebhookEvent, WebhookEventType, WebhookListQuery, WebhookState } from '@shared/contract';
import type { Queryable } from '../db';
import { Params, whereClause } from './sql/params';
import { isoString, onlyRow } from './sql/rows';

/** An event the worker has claimed: what its body is made of, and which try this claim is. */
export type ClaimedEvent = {
  id: number;
  /** Its `webhook-id` (see `webhookIdOf`), the same on every try. */
  webhookId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** When what it tells of happened: the body's `timestamp`. */
  createdAt: string;
  /** Tries so far, this one included. */
  attempts: number;
};

/** A row of webhook_outbox as the repository reads it. */
export type EventRow = {
  id: number;
  event_id: string;
  type: WebhookEventType;
  payload: Record<string, unknown>;
  state: WebhookState;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | string;
  delivered_at: Date | string | null;
  created_at: Date | string;
};

/**
 * The `webhook-id` of an event: its uuid without dashes behind `msg_`, as Standard Webhooks' examples
 * write one. Receivers keep it to recognise an event sent again.
 */
export const webhookIdOf = (eventId: string) => `msg_${eventId.replaceAll('-', '')}`;

const toEvent = (row: EventRow): WebhookEvent => ({
  id: Number(row.id),
  eventId: webhookIdOf(row.event_id),
  type: row.type,
  state: row.state,
  attempts: Number(row.attempts),
  lastStatus: row.last_status === null ? null : Number(row.last_status),
  lastError: row.last_error,
  nextAttemptAt: row.state === 'queued' ? isoString(row.next_attempt_at) : null,
  deliveredAt: row.delivered_at === null ? null : isoString(row.delivered_at),
  createdAt: isoString(row.created_at),
  data: row.payload,
});

/** A try's outcome: the receiver's status (null when it never answered) and why it did not count. */
export type FailedTry = { status: number | null; error: string; retryInMs: number | null };

export function createWebhookRepository(db: Queryable) {
  return {
    /**
     * Claims up to `limit` due events — queued and due, or left `sending` by an instance that stopped
     * mid-try and whose lease ran out — and marks them sending for `leaseMs`. The lease end is their
     * `next_attempt_at` too, so that one range of webhook_outbox_due_idx finds both kinds. `skip locked`
     * lets instances claim at once without waiting for or taking each other's events; those in `except`
     * (tried already in this pass) are left alone.
     */
    async claimDue(limit: number, leaseMs: number, except: readonly number[] = []): Promise<ClaimedEvent[]> {
      const rows = await db.query<EventRow>(
        `with due as (
           select id from webhook_outbox
           where state in ('queued', 'sending') and next_attempt_at <= now() and id <> all($3::bigint[])
           order by next_attempt_at, id
           limit $1
           for update skip locked
         )
         update webhook_outbox
         set state = 'sending', attempts = webhook_outbox.attempts + 1,
             lease_until = now() + make_interval(secs => $2::double precision / 1000),
             next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
         from due where webhook_outbox.id = due.id
         returning webhook_outbox.*`,
        [limit, leaseMs, except],
      );
      return rows
        .map((row) => ({
          id: Number(row.id),
          webhookId: webhookIdOf(row.event_id),
          type: row.type,
          data: row.payload,
          createdAt: isoString(row.created_at),
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },

    /**
     * The receiver answered 2xx: delivered, never sent again. Only this claim changes the row (still
     * `sending`, at the try it claimed): if its lease ran out and another instance claimed it meanwhile,
     * a late answer here leaves theirs alone.
     */
    async markDelivered(event: Pick<ClaimedEvent, 'id' | 'attempts'>, status: number): Promise<void> {
      await db.query(
        `update webhook_outbox
         set state = 'delivered', delivered_at = now(), last_status = $3, last_error = null, lease_until = null
         where id = $1 and attempts = $2 and state = 'sending'`,
        [event.id, event.attempts, status],
      );
    },

    /**
     * A try failed: back in the queue `retryInMs` from now, or failed for good when that is null (the
     * portal can still retry it). Only this claim changes the row, as in `markDelivered`.
     */
    async markFailed(event: Pick<ClaimedEvent, 'id' | 'attempts'>, failed: FailedTry): Promise<void> {
      await db.query(
        `update webhook_outbox
         set state = case when $5::double precision is null then 'failed' else 'queued' end,
             next_attempt_at = now() + make_interval(secs => coalesce($5::double precision, 0) / 1000),
             last_status = $3, last_error = $4, lease_until = null
         where id = $1 and attempts = $2 and state = 'sending'`,
        [event.id, event.attempts, failed.status, failed.error, failed.retryInMs],
      );
    },

    /**
     * Puts a failed event back in the queue, due now, with a fresh round of tries (as a retried mail);
     * its last status and error stay until the next try.
     */
    async retry(id: number): Promise<'retried' | 'not failed' | 'missing'> {
      const [row] = await db.query<{ retried: boolean }>(
        `with target as (select id, state from webhook_outbox where id = $1 for update),
         retried as (
           update webhook_outbox set state = 'queued', attempts = 0, next_attempt_at = now()
           from target where webhook_outbox.id = target.id and target.state = 'failed'
           returning webhook_outbox.id
         )
         select exists (select 1 from retried) as retried from target`,
        [id],
      );
      if (!row) return 'missing';
      return row.retried ? 'retried' : 'not failed';
    },

    /**
     * One page of events, newest first, of one state and one type if asked, and how many match, counted
     * exactly: retention keeps the table to about a month of events. A page beyond the last answers the
     * last, as the other admin lists do.
     */
    async list(query: WebhookListQuery) {
      const params = new Params();
      const conditions: string[] = [];
      if (query.state) conditions.push(`state = ${params.add(query.state)}`);
      if (query.type) conditions.push(`type = ${params.add(query.type)}`);
      const where = whereClause(conditions);
      const { total } = onlyRow(
        await db.query<{ total: number }>(`select count(*)::int as total from webhook_outbox ${where}`, params.values),
      );
      const page = Math.min(query.page, Math.max(1, Math.ceil(Number(total) / query.pageSize)));
      const rows = await db.query<EventRow>(
        `select * from webhook_outbox ${where} order by created_at desc, id desc
         limit ${params.add(query.pageSize)} offset ${params.add((page - 1) * query.pageSize)}`,
        params.values,
      );
      return { events: rows.map(toEvent), total: Number(total), page };
    },

    /** Events waiting for a try or being sent, and those failed for good: two ranges of partial indexes. */
    async counts(): Promise<{ queued: number; failed: number }> {
      const { queued, failed } = onlyRow(
        await db.query<{ queued: number; failed: number }>(
          `select (select count(*)::int from webhook_outbox where state in ('queued', 'sending')) as queued,
                  (select count(*)::int from webhook_outbox where state = 'failed') as failed`,
        ),
      );
      return { queued: Number(queued), failed: Number(failed) };
    },

    /**
     * Deletes up to `batch` delivered events written more than `olderThanMs` ago, oldest first; resolves
     * with how many. Failed and queued events stay, whatever their age, until they are delivered.
     */
    async pruneDelivered(olderThanMs: number, batch: number): Promise<number> {
      const rows = await db.query(
        `delete from webhook_outbox where id in (
           select id from webhook_outbox
           where state = 'delivered' and created_at < now() - make_interval(secs => $1::double precision / 1000)
           order by created_at, id limit $2
         ) returning id`,
        [olderThanMs, batch],
      );
      return rows.length;
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
