import type { EventRow } from '../../repositories/webhooks';
import type { Queryable } from '../database';

/*
 * The webhook outbox as a worker leaves it: states reached only mid-try, after a crash or after time
 * has passed, put in place so a test need not wait for them.
 */

/** A row of webhook_outbox as the database holds it, every column: the repository's and its lease. */
export type StoredWebhookEvent = EventRow & { lease_until: Date | string | null };

/** Every event of the webhook outbox, oldest id first. */
export const storedWebhookEvents = (db: Queryable) =>
  db.query<StoredWebhookEvent>('select * from webhook_outbox order by id');

/** Every event delivered on its first try, as a worker whose receiver took them all would leave them. */
export async function markEveryEventDelivered(db: Queryable): Promise<void> {
  await db.query(
    `update webhook_outbox set state = 'delivered', attempts = 1, last_status = 200, delivered_at = now(),
       lease_until = null`,
  );
}

/**
 * Every event still to be delivered, claimed by an instance that died mid-try: `sending`, one try made,
 * and the lease (its `next_attempt_at` too, as a claim sets both) `leaseSeconds` from now; negative, it
 * has run out.
 */
export async function strandEveryEventMidTry(db: Queryable, leaseSeconds: number): Promise<void> {
  await db.query(
    `update webhook_outbox
     set state = 'sending', attempts = 1, lease_until = now() + make_interval(secs => $1::double precision),
         next_attempt_at = now() + make_interval(secs => $1::double precision)
     where state in ('queued', 'sending')`,
    [leaseSeconds],
  );
}

/** Dates the events `ids` `days` back, as if they had been written then. */
export async function ageEvents(db: Queryable, ids: readonly number[], days: number): Promise<void> {
  await db.query(
    `update webhook_outbox set created_at = now() - make_interval(days => $2::int) where id = any($1::bigint[])`,
    [ids, days],
  );
}

/** Puts the event `id` in `state` ('failed': as its last try leaves it), as if its tries had gone so. */
export async function setEventState(db: Queryable, id: number, state: 'failed' | 'delivered'): Promise<void> {
  await db.query('update webhook_outbox set state = $2 where id = $1', [id, state]);
}

/** Makes every event's next try due now, as if its wait had passed. */
export async function makeEveryEventDue(db: Queryable): Promise<void> {
  await db.query('update webhook_outbox set next_attempt_at = now()');
}
