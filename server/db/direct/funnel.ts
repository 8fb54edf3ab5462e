import type { FunnelSteps } from '@shared/contract';
import type { Queryable } from '../database';

/** Where each sign-up counts in the funnel, counted the slow way: every entry of the period, one by one. */
export async function fullScanFunnel(db: Queryable, from: string, to: string, timeZone: string) {
  const rows = await db.query<FunnelSteps & { source: string }>(
    `select coalesce(nullif(lower(utm_source), ''), case when referred_by is not null then 'referral' else 'direct' end)
              as source,
            count(*)::int as signups, count(confirmed_at)::int as confirmed, count(invited_at)::int as invited,
            count(redeemed_at)::int as joined
     from waitlist_entries
     where (created_at at time zone $3)::date between $1::date and $2::date
     group by 1 order by 1`,
    [from, to, timeZone],
  );
  return Object.fromEntries(rows.map(({ source, ...steps }) => [source, steps]));
}

/** The visits the funnel stores: a day, a source, a page and a count, nothing else. */
export const storedPageViews = (db: Queryable) =>
  db.query<{ day: string; source: string; page: string; views: number }>(
    'select day::text as day, source, page, views::int as views from page_views',
  );

/** Visits counted on days gone by, as the server's flushes would have written them. */
export async function insertPageViews(
  db: Queryable,
  rows: ReadonlyArray<{ day: string; source: string; page: string; views: number }>,
): Promise<void> {
  await db.query(
    `insert into page_views (day, source, page, views)
     select * from unnest($1::date[], $2::text[], $3::text[], $4::bigint[])`,
    [
      rows.map((row) => row.day),
      rows.map((row) => row.source),
      rows.map((row) => row.page),
      rows.map((row) => row.views),
    ],
  );
}

/** Entry `referred` came through the share link of entry `referrer`, as its sign-up records it. */
export async function setReferrer(db: Queryable, referred: number, referrer: number): Promise<void> {
  await db.query('update waitlist_entries set referred_by = $1 where id = $2', [referrer, referred]);
}

/**
 * Moves the entries along the funnel by their ids, each step through the table's own triggers: every 3rd
 * confirmed, every 4th invited, every 8th joined, every 5th without a campaign referred by `referrer`,
 * every 7th deleted.
 */
export async function stepEntriesAlong(db: Queryable, referrer: number): Promise<void> {
  await db.query('update waitlist_entries set confirmed_at = now() where id % 3 = 0');
  await db.query("update waitlist_entries set invited_at = now(), status = 'invited' where id % 4 = 0");
  await db.query("update waitlist_entries set redeemed_at = now(), status = 'joined' where id % 8 = 0");
  await db.query('update waitlist_entries set referred_by = $1 where id % 5 = 0 and utm_source is null', [referrer]);
  await db.query('delete from waitlist_entries where id % 7 = 0');
}
