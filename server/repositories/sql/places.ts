import type { Queryable } from '../../db';
import { PLACE_BUCKET_SIZE } from '../../db/migrations';

/**
 * The places in line of the waiting entries among `ids` (migration 14, ADR 0033): 1 + the waiting
 * entries of the buckets before an entry's, summed once for every bucket by a window over
 * `waitlist_place_counts` (a thousand rows at a million entries), + those ahead of it in its own bucket,
 * counted through the partial index of the waiting entries' places. One statement for a page: a function called per entry was re-planned
 * with a generic plan on the embedded database, 1 to 300 ms an entry depending on where it stood. The
 * count's range is bounded on both sides (`place <= entry.place` is implied by the row comparison): with
 * one bound PostgreSQL reckoned a tenth of the table per entry and scanned it, 0.2-0.4 s an entry.
 */
export async function positionsOf(db: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; position: number }>(
    `with entry as (
       select id, place, floor(place / ${PLACE_BUCKET_SIZE})::bigint as bucket from waitlist_entries
       where id = any($1::int[]) and status = 'waiting'
     ), bucket as (
       select bucket, sum(waiting) over (order by bucket) - waiting as waiting_before from waitlist_place_counts
     )
     select entry.id, (1 + coalesce(bucket.waiting_before, 0)
       + (select count(*) from waitlist_entries ahead
          where ahead.status = 'waiting'
            and ahead.place >= entry.bucket * ${PLACE_BUCKET_SIZE} and ahead.place <= entry.place
            and (ahead.place, ahead.id) < (entry.place, entry.id)))::int as position
     from entry left join bucket on bucket.bucket = entry.bucket`,
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.position)]));
}
