import {
  OTHER_KEY,
  SIGNUP_CHART_KEYS,
  type SignupChart,
  type SignupChartGrouping,
  type SignupChartQuery,
} from '@shared/contract';
import type { Queryable } from '../db';
import { Params } from './sql/params';
import { onlyRow } from './sql/rows';

/** The per-key counters' dimension each grouping reads (migration 5). */
const dimensionOf: Record<SignupChartGrouping, string> = { source: 'source', campaign: 'utm_campaign' };

const SUBJECT = 'waitlist_entries';

/**
 * The chart's window as a SQL common table of one row: its first and last calendar day in the time zone
 * (the last is today) and the instants it starts and ends at, local midnight to local midnight (a day
 * with a DST change lasts 23 or 25 hours). `now`, `timeZone` and `days` are placeholders. Materialized,
 * so its bounds are worked out once: inlined, the planner may scan the counters and work them out again
 * for every row (on PGlite a read of 86,000 counter rows took 634 ms instead of 70).
 */
const chartWindow = (now: string, timeZone: string, days: string) => `
  chart_window as materialized (
    select (today - (${days}::int - 1) * interval '1 day')::date as first_day, today::date as last_day,
           (today - (${days}::int - 1) * interval '1 day') at time zone ${timeZone} as starts_at,
           (today + interval '1 day') at time zone ${timeZone} as ends_at
    from (select date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) as today) as clock
  )`;

/**
 * Counter rows of the window grouped by their calendar day in the zone: one range read of the counters'
 * primary key. A quarter hour never straddles two days, so its start names its day. A join of the days
 * with a range read each was as quick on a maintained database and three to five times slower where the
 * planner had no statistics yet (after an upgrade, or on PGlite between its maintenance runs). `columns`
 * are the counter's own, e.g. `counted.key`.
 */
const perDay = (table: string, conditions: string, timeZone: string, columns = '') => `
  select (counted.starts_at at time zone ${timeZone})::date as day${columns ? `, ${columns}` : ''},
         sum(counted.total) as total
  from chart_window join ${table} as counted
    on ${conditions} and counted.starts_at >= chart_window.starts_at and counted.starts_at < chart_window.ends_at
  group by 1${columns ? `, ${columns}` : ''}`;

type DayRow = { day: string; total: number };
type KeyRow = { day: string; key: string; total: number };

/**
 * The sign-ups chart, read from the counters only (migrations 2 and 5): sign-ups per 15 minutes in
 * `stats_quarter_hours`, per source and per campaign in `stats_quarter_hours_by_key`, and the list's size
 * in `stats_totals`. Every time zone in use is a whole number of quarter hours from UTC (migration 2), so
 * a day in any zone is a sum of whole quarter hours. 90 days are at most 8,640 quarter hours (times the
 * keys when split), whatever the list's size.
 */
export function createSignupChartRepository(db: Queryable, clock: { timeZone: string; now: () => Date }) {
  /** Sign-ups per day, every day of the window (zeros too), and the list's size now and after the window. */
  async function dayTotals(days: number) {
    const params = new Params([SUBJECT]);
    const timeZone = params.add(clock.timeZone);
    const cte = chartWindow(params.add(clock.now()), timeZone, params.add(days));
    const [rows, sizes] = await Promise.all([
      db.query<DayRow>(
        `with ${cte}, per_day as (${perDay('stats_quarter_hours', 'counted.subject = $1', timeZone)})
         select local_day::date::text as day, coalesce(per_day.total, 0)::int as total
         from chart_window
         cross join generate_series(chart_window.first_day, chart_window.last_day, interval '1 day') as local_day
         left join per_day on per_day.day = local_day::date
         order by local_day`,
        params.values,
      ),
      db.query<{ size: number; after: number }>(
        `with ${cte}
         select (select coalesce(sum(total), 0) from stats_totals where subject = $1 and dimension = 'source')::int
                  as size,
                (select coalesce(sum(total), 0) from stats_quarter_hours
                 where subject = $1 and starts_at >= (select ends_at from chart_window))::int as after`,
        params.values,
      ),
    ]);
    const { size, after } = onlyRow(sizes);
    return { rows, size: Number(size), after: Number(after) };
  }

  /**
   * Each day's sign-ups per key: the `SIGNUP_CHART_KEYS` keys with the most sign-ups in the window by
   * name (ties in code point order, the same on every database whatever its collation), everything else
   * under `OTHER_KEY`. A key that is itself called "other" (a campaign so named) goes there too: two
   * groups by one name would read as one. Returns the named keys largest first, then `OTHER_KEY` when
   * anything was added up under it, and at most one row per day and key.
   */
  async function dayTotalsByKey(days: number, by: SignupChartGrouping) {
    const params = new Params([SUBJECT, dimensionOf[by], OTHER_KEY]);
    const timeZone = params.add(clock.timeZone);
    const cte = chartWindow(params.add(clock.now()), timeZone, params.add(days));
    const counted = 'counted.subject = $1 and counted.dimension = $2';
    const rows = await db.query<KeyRow & { rank: number | null }>(
      `with ${cte},
       per_day as (${perDay('stats_quarter_hours_by_key', counted, timeZone, 'counted.key')}),
       largest as (
         select key, row_number() over (order by sum(total) desc, key collate "C") as rank
         from per_day where key <> $3 group by key having sum(total) > 0
         order by rank limit ${params.add(SIGNUP_CHART_KEYS)}
       )
       select per_day.day::text as day, coalesce(largest.key, $3) as key, largest.rank, sum(per_day.total)::int as total
       from per_day left join largest on largest.key = per_day.key
       group by per_day.day, largest.key, largest.rank
       having sum(per_day.total) > 0`,
      params.values,
    );
    const named = [...new Map(rows.filter((row) => row.rank !== null).map((row) => [row.key, Number(row.rank)]))]
      .sort(([, a], [, b]) => a - b)
      .map(([key]) => key);
    const keys = rows.some((row) => row.rank === null) ? [...named, OTHER_KEY] : named;
    return { rows, keys };
  }

  return {
    /**
     * GET /api/waitlist/signups: one row per day of the last `days` in the time zone, the last being
     * today. The list's size at the end of a day is its size now less the sign-ups counted after that day
     * (within the window, and any dated after today), so entries since deleted count nowhere.
     */
    async read({ days, by }: SignupChartQuery): Promise<SignupChart> {
      const [totals, split] = await Promise.all([dayTotals(days), by ? dayTotalsByKey(days, by) : undefined]);
      const byDay = new Map<string, Record<string, number>>();
      for (const row of split?.rows ?? []) {
        const counts = byDay.get(row.day) ?? Object.fromEntries(split!.keys.map((key) => [key, 0]));
        counts[row.key] = Number(row.total);
        byDay.set(row.day, counts);
      }
      const noSignups = Object.fromEntries((split?.keys ?? []).map((key) => [key, 0]));
      let signedUpLater = totals.after;
      const newestFirst = totals.rows.toReversed().map(({ day, total }) => {
        const runningTotal = totals.size - signedUpLater;
        signedUpLater += Number(total);
        return { date: day, total: Number(total), runningTotal, byKey: byDay.get(day) ?? { ...noSignups } };
      });
      return { timeZone: clock.timeZone, by: by ?? null, keys: split?.keys ?? [], days: newestFirst.toReversed() };
    },
  };
}

export type SignupChartRepository = ReturnType<typeof createSignupChartRepository>;
