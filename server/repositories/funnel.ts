import { type Funnel, funnelRows } from '@shared/contract';
import type { Queryable } from '../db';

type CountedRow = {
  source: string;
  visits: string;
  signups: string;
  confirmed: string;
  invited: string;
  joined: string;
};

/**
 * GET /api/waitlist/funnel's numbers for the days `from` through `to` in `timeZone`, both included:
 * visits from `page_views` (counted by day in that zone, server/funnel/pageViews.ts), sign-ups and
 * their later steps from the funnel's counters (migration 14, `funnel_quarter_hours`: per quarter hour
 * of sign-up, so a day in any zone is a sum of whole quarter hours). Neither reads `waitlist_entries`:
 * a period costs the same at a million sign-ups as at ten.
 */
export async function readFunnel(
  db: Queryable,
  { from, to, timeZone }: { from: string; to: string; timeZone: string },
): Promise<Funnel> {
  const rows = await db.query<CountedRow>(
    `with period as materialized (
       select ($1::date::timestamp at time zone $3) as starts_at, (($2::date + 1)::timestamp at time zone $3) as ends_at
     ),
     visits as (
       select source, sum(views) as visits from page_views where day >= $1::date and day <= $2::date group by source
     ),
     signups as (
       select counted.source, sum(counted.signups) as signups, sum(counted.confirmed) as confirmed,
              sum(counted.invited) as invited, sum(counted.joined) as joined
       from period join funnel_quarter_hours as counted
         on counted.starts_at >= period.starts_at and counted.starts_at < period.ends_at
       group by counted.source
     )
     select coalesce(visits.source, signups.source) as source, coalesce(visits.visits, 0)::text as visits,
            coalesce(signups.signups, 0)::text as signups, coalesce(signups.confirmed, 0)::text as confirmed,
            coalesce(signups.invited, 0)::text as invited, coalesce(signups.joined, 0)::text as joined
     from visits full join signups on signups.source = visits.source`,
    [from, to, timeZone],
  );
  const counted = rows.map((row) => ({
    source: row.source,
    visits: Number(row.visits),
    signups: Number(row.signups),
    confirmed: Number(row.confirmed),
    invited: Number(row.invited),
    joined: Number(row.joined),
  }));
  return { from, to, timeZone, ...funnelRows(counted) };
}
