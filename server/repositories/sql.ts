/** Small helpers for building parameterised SQL without ever pasting a value into the text. */
import type { Queryable } from '../db';

/** Collects parameters and hands out their `$n` placeholders in order. */
export class Params {
  readonly values: unknown[];
  /** Starts with `values` already placed (copied), e.g. a filter's, to add more after them. */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `where a and b` from the conditions given, or nothing when there are none. */
export const whereClause = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The orders an admin list can be sorted in: the expressions they order by (the last one unique, so
 * the order is total) with the type each compares as, and the direction.
 */
const sortOrders = {
  newest: {
    keys: [
      ['created_at', 'timestamptz'],
      ['id', 'int'],
    ],
    direction: 'desc',
  },
  oldest: {
    keys: [
      ['created_at', 'timestamptz'],
      ['id', 'int'],
    ],
    direction: 'asc',
  },
  email: {
    keys: [
      ['lower(email)', 'text'],
      ['id', 'int'],
    ],
    direction: 'asc',
  },
} as const satisfies Record<string, { keys: ReadonlyArray<readonly [string, string]>; direction: 'asc' | 'desc' }>;

type SortOrder = (typeof sortOrders)[keyof typeof sortOrders];

const orderClause = ({ keys, direction }: SortOrder) =>
  `order by ${keys.map(([expression]) => `${expression} ${direction}`).join(', ')}`;

/** Which rows of a table an admin list shows: a filter (conditions with their parameters) and an order. */
export type RowSelection = {
  table: string;
  columns: string;
  /** SQL conditions, all of which a row must meet. */
  conditions: string[];
  params: Params;
  sort?: keyof typeof sortOrders;
};

/**
 * Every row of the selection, in order, a batch at a time (for exports). Each batch is its own query
 * that starts after the last row of the one before (keyset paging, so batch 500 costs what batch 1
 * does), and nothing holds the database between batches: a million-row export never makes other
 * requests wait for more than one batch.
 */
export async function* selectEach<Row extends object>(
  db: Queryable,
  selection: RowSelection,
  batchSize = 2000,
): AsyncGenerator<Row[]> {
  const { table, columns, sort = 'newest' } = selection;
  const order = sortOrders[sort];
  // The sort keys come back as text, exactly as the database compares them (a JavaScript Date would
  // drop the microseconds of a timestamp, and the next batch would skip or repeat rows).
  const sortKeys = order.keys.map(([expression], index) => `${expression}::text as sort_key_${index}`).join(', ');
  let last: Record<string, string> | undefined;
  for (;;) {
    const params = new Params(selection.params.values);
    const conditions = [...selection.conditions];
    if (last) {
      const after = order.keys.map(([, type], index) => `${params.add(last![`sort_key_${index}`])}::${type}`);
      const operator = order.direction === 'desc' ? '<' : '>';
      conditions.push(`(${order.keys.map(([expression]) => expression).join(', ')}) ${operator} (${after.join(', ')})`);
    }
    const rows = await db.query<Row & Record<string, string>>(
      `select ${columns}, ${sortKeys} from ${table} ${whereClause(conditions)} ${orderClause(order)} limit ${params.add(batchSize)}`,
      params.values,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** One page of the selection, and how many rows it holds in all. */
export async function selectPage<Row extends object>(
  db: Queryable,
  selection: RowSelection,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const { table, columns, params, sort = 'newest' } = selection;
  const where = whereClause(selection.conditions);
  const { total } = onlyRow(
    await db.query<{ total: number }>(`select count(*)::int as total from ${table} ${where}`, params.values),
  );
  const limit = params.add(pageSize);
  const offset = params.add((page - 1) * pageSize);
  const rows = await db.query<Row>(
    `select ${columns} from ${table} ${where} ${orderClause(sortOrders[sort])} limit ${limit} offset ${offset}`,
    params.values,
  );
  return { rows, total: Number(total) };
}

/**
 * The start of today, this ISO week (Monday) and this month as SQL expressions, in a time zone.
 * `now` and `timeZone` are placeholders: the clock and zone are parameters, never pasted text.
 */
export function periodStarts(now: string, timeZone: string) {
  const startOf = (unit: 'day' | 'week' | 'month') =>
    `(date_trunc('${unit}', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
  return { day: startOf('day'), week: startOf('week'), month: startOf('month') };
}

/** Turns `[{ key, count }]` rows into `{ key: count }`. */
export const toBreakdown = (rows: Array<{ key: string; count: number }>) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));

/** The tables whose rows the stats counters count (migration 2), by the columns counted. */
export type CountedTable = 'waitlist_entries' | 'contact_messages';

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

/** How many rows a breakdown counts in all. */
export const sumOf = (breakdown: Record<string, number>) =>
  Object.values(breakdown).reduce((sum, count) => sum + count, 0);

/** The single row a query that always returns one (an aggregate, an insert's `returning`) gave back. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The query returned no row where one was certain.');
  return row;
}

export const isoString = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
