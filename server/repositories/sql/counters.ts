/** Reading the stats counters (migration 2): totals per value and per period, kept by triggers. */
import type { Queryable } from '../../db';
import { Params } from './params';
import { onlyRow } from './rows';
import { periodStarts } from './timeZone';

/** The tables whose rows the stats counters count (migration 2), by the columns counted. */
export type CountedTable = 'waitlist_entries' | 'contact_messages';

/** What the stats counters know of a selection: the rows whose `dimension` is `key` (any case), or all rows. */
export type CountedSelection = { dimension: string; key?: string };

/** The size of a selection the stats counters hold. */
export async function counterTotal(db: Queryable, table: CountedTable, { dimension, key }: CountedSelection) {
  const params = new Params([table]);
  // Any one dimension counts every row once; 'source' is the one both tables count.
  const keyCondition = key === undefined ? '' : `and lower(key) = lower(${params.add(key)})`;
  const { total } = onlyRow(
    await db.query<{ total: number }>(
      `select coalesce(sum(total), 0)::int as total from stats_totals
       where subject = $1 and dimension = ${params.add(key === undefined ? 'source' : dimension)} ${keyCondition}`,
      params.values,
    ),
  );
  return Number(total);
}

/** Turns `[{ key, count }]` rows into `{ key: count }`. */
export const toBreakdown = (rows: Array<{ key: string; count: number }>) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));

/**
 * What the stats counters (migration 2) say of a table: per counted column, how many rows hold each
 * value, most first (a null source under 'direct'; values no row holds left out, as a GROUP BY
 * would), and how many rows were created since the start of today, this ISO week and this month.
 * Reads a few dozen counter rows and at most a month of quarter hours, however many rows the table has.
 */
export async function readCounters(db: Queryable, table: CountedTable, period: { now: Date; timeZone: string }) {
  const params = new Params();
  const subject = params.add(table);
  const starts = periodStarts(params.add(period.now), params.add(period.timeZone));
  const [totals, periods] = await Promise.all([
    db.query<{ dimension: string; key: string; count: number }>(
      `select dimension, key, total::int as count from stats_totals
       where subject = $1 and total <> 0 order by total desc, key`,
      [table],
    ),
    db.query<{ today: number; week: number; month: number }>(
      `select coalesce(sum(total) filter (where starts_at >= period.day), 0)::int as today,
              coalesce(sum(total) filter (where starts_at >= period.week), 0)::int as week,
              coalesce(sum(total) filter (where starts_at >= period.month), 0)::int as month
       from (select ${starts.day} as day, ${starts.week} as week, ${starts.month} as month) as period
       left join stats_quarter_hours
         on subject = ${subject} and starts_at >= least(period.week, period.month)`,
      params.values,
    ),
  ]);
  const { today, week, month } = onlyRow(periods);
  return {
    breakdown: (column: string) => toBreakdown(totals.filter((row) => row.dimension === column)),
    today: Number(today),
    week: Number(week),
    month: Number(month),
  };
}

/**
 * A breakdown with the keys that differ only in case ("website", "Website") added together under the
 * most common spelling; `breakdown` lists its keys most first, as `readCounters` does.
 */
export function caseInsensitiveBreakdown(breakdown: Record<string, number>): Record<string, number> {
  const groups = new Map<string, { label: string; total: number }>();
  for (const [key, count] of Object.entries(breakdown)) {
    const group = groups.get(key.toLowerCase());
    if (group) group.total += count;
    else groups.set(key.toLowerCase(), { label: key, total: count });
  }
  return Object.fromEntries(
    [...groups.values()].sort((a, b) => b.total - a.total).map((group) => [group.label, group.total]),
  );
}

/** The largest id of `table` (its newest row; ids only grow), read from the primary key; null when empty. */
export async function newestIdOf(db: Queryable, table: CountedTable): Promise<number | null> {
  const { newest } = onlyRow(await db.query<{ newest: number | null }>(`select max(id) as newest from ${table}`));
  return newest === null ? null : Number(newest);
}

/** How many rows a breakdown counts in all. */
export const sumOf = (breakdown: Record<string, number>) =>
  Object.values(breakdown).reduce((sum, count) => sum + count, 0);
