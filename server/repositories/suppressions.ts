/**
 * The suppression list (migration 12): the addresses no mail, or no bulk mail, goes to. Keyed by
 * `mail_address_hash(address)`, computed by the database alone, so that every lookup hashes an address
 * the same way (its `lower` and the stored hashes always agree).
 */
import { bulkMailKinds, type Suppression, type SuppressionListQuery, type SuppressionReason } from '@shared/contract';
import type { Queryable } from '../db';
import { listExpressions } from '../db/migrations';
import { whereClause } from './sql/params';
import { isoString } from './sql/rows';

/**
 * Soft bounces (a full mailbox, a server refusing for now) an address may give before it counts as
 * bounced: one is common and passes, three in a row of our mails is a mailbox nobody reads.
 */
export const SOFT_BOUNCES_BEFORE_SUPPRESSION = 3;

/** A later reason replaces an earlier one only when it stops more mail: bounced, then complained, then left. */
const STRONGER_REASON = `array_position(array['left', 'complained', 'bounced'], excluded.reason)
  > coalesce(array_position(array['left', 'complained', 'bounced'], s.reason), 0)`;

/**
 * Which suppressions stop a mail of the outbox row `m` (an SQL condition on `s`, the suppression of its
 * recipient): a bounced address gets no mail at all, one that complained or left no bulk mail (their
 * contact messages are still acknowledged and answered). The administrators' mails have no recipient.
 */
export const suppressionStops = (s: string, m: string) =>
  `(${s}.reason = 'bounced' or (${s}.reason in ('complained', 'left')
    and ${m}.kind in (${bulkMailKinds.map((kind) => `'${kind}'`).join(', ')})))`;

/**
 * An SQL condition on `waitlist_entries`, true for an entry whose address is suppressed for mail to the
 * list: what invite runs and the launch news leave out. Written from the list's side, so that the entries
 * it matches are found through migration 12's index on the address's hash, a probe per suppression.
 */
export const ENTRY_SUPPRESSED = `mail_address_hash(email) in (select address_hash from mail_suppressions where reason is not null)`;

/**
 * How many entries meet `conditions` and are not suppressed: those meeting them, less those of them that
 * are. Asking "not suppressed" of every entry hashes every address (1.8 s for 900,000 waiting entries on
 * PostgreSQL); counting the suppressed ones from the list's side takes a few milliseconds.
 */
export const countUnsuppressed = async (db: Queryable, conditions: readonly string[], params: unknown[]) => {
  const [row] = await db.query<{ count: number }>(
    `select (select count(*) from waitlist_entries ${whereClause([...conditions])})
          - (select count(*) from waitlist_entries ${whereClause([...conditions, ENTRY_SUPPRESSED])}) as count`,
    params,
  );
  return Number(row!.count);
};

type SuppressionRow = {
  address_hash: string;
  reason: SuppressionReason;
  detail: string | null;
  suppressed_at: Date | string;
};

const toSuppression = (row: SuppressionRow): Suppression => ({
  addressHash: row.address_hash,
  reason: row.reason,
  detail: row.detail,
  createdAt: isoString(row.suppressed_at),
});

/** Puts `address` on the list for `reason`, unless a reason that stops more mail is there already. */
export async function suppress(
  db: Queryable,
  address: string,
  reason: SuppressionReason,
  detail: string | null,
): Promise<void> {
  await db.query(
    `insert into mail_suppressions as s (address_hash, reason, detail, suppressed_at)
     values (mail_address_hash($1), $2, $3, now())
     on conflict (address_hash) do update
       set reason = excluded.reason, detail = excluded.detail, suppressed_at = now(), updated_at = now()
       where ${STRONGER_REASON}`,
    [address, reason, detail],
  );
}

/** Counts a soft bounce of `address`; the `SOFT_BOUNCES_BEFORE_SUPPRESSION`th makes it bounced. */
export async function countSoftBounce(db: Queryable, address: string, detail: string): Promise<void> {
  await db.query(
    `insert into mail_suppressions as s (address_hash, soft_bounces, detail)
     values (mail_address_hash($1), 1, $2)
     on conflict (address_hash) do update
       set soft_bounces = s.soft_bounces + 1,
           reason = case when s.reason is null and s.soft_bounces + 1 >= $3 then 'bounced' else s.reason end,
           suppressed_at = case when s.reason is null and s.soft_bounces + 1 >= $3 then now() else s.suppressed_at end,
           detail = case when s.reason is null then excluded.detail else s.detail end,
           updated_at = now()`,
    [address, `${detail}, soft bounce`, SOFT_BOUNCES_BEFORE_SUPPRESSION],
  );
}

/** The list, newest first, or the entry of one address (`email`); and how many there are. */
export async function listSuppressions(
  db: Queryable,
  query: SuppressionListQuery,
): Promise<{ suppressions: Suppression[]; total: number }> {
  const one = query.email !== undefined && query.email !== '';
  const where = one ? 'reason is not null and address_hash = mail_address_hash($1)' : 'reason is not null';
  const params = one ? [query.email] : [];
  const [rows, [count]] = await Promise.all([
    db.query<SuppressionRow>(
      `select address_hash, reason, detail, suppressed_at from mail_suppressions where ${where}
       order by suppressed_at desc, address_hash limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from mail_suppressions where ${where}`, params),
  ]);
  return { suppressions: rows.map(toSuppression), total: Number(count?.total ?? 0) };
}

/**
 * Takes an address off the list (an administrator's decision: its mails go again), soft bounces
 * forgotten too. False when it was not on it.
 */
export async function liftSuppression(db: Queryable, addressHash: string): Promise<boolean> {
  const rows = await db.query(
    'delete from mail_suppressions where address_hash = $1 and reason is not null returning address_hash',
    [addressHash],
  );
  return rows.length > 0;
}

/** The suppressions of the addresses of these waitlist entries, by entry id. */
export async function suppressionsOfEntries(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, { addressHash: string; reason: SuppressionReason; since: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<SuppressionRow & { id: number }>(
    `select w.id, s.address_hash, s.reason, s.detail, s.suppressed_at
     from waitlist_entries w
     join mail_suppressions s on s.address_hash = mail_address_hash(w.email) and s.reason is not null
     where w.id = any($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { addressHash: row.address_hash, reason: row.reason, since: isoString(row.suppressed_at) },
    ]),
  );
}

/** Whether `address` is one the product has mailed (a report about any other is no report of ours). */
export async function wasMailed(db: Queryable, address: string): Promise<boolean> {
  // The outbox search's expression, so migration 10's b-tree on it finds the address.
  const rows = await db.query(
    `select 1 from mail_outbox where ${listExpressions.outboxRecipient} = lower($1) limit 1`,
    [address],
  );
  return rows.length > 0;
}
