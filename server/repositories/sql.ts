/** Small helpers for building parameterised SQL without ever pasting a value into the text. */
import type { Database, Queryable } from '../db';

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

/** One key of a list's order: a SQL expression that is never null, the type it compares as, and a direction. */
export type SortKey = {
  expression: string;
  type: 'timestamptz' | 'int' | 'text' | 'boolean';
  direction: 'asc' | 'desc';
};

/** An order: its keys, the last of them unique (the id), so that the order is total. */
export type SortOrder = readonly SortKey[];

export const ascending = (expression: string, type: SortKey['type']): SortKey => ({
  expression,
  type,
  direction: 'asc',
});
export const descending = (expression: string, type: SortKey['type']): SortKey => ({
  expression,
  type,
  direction: 'desc',
});

/** The same order backwards: every key's direction turned. */
export const reversed = (order: SortOrder): SortOrder =>
  order.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));

/** Newest first: what every list shows unless sorted otherwise. */
export const newestFirst: SortOrder = [descending('created_at', 'timestamptz'), descending('id', 'int')];

/**
 * The orders a list offers by name, built from the keys of each ascending order: `name` sorts by its
 * keys, `name-desc` by the same keys reversed, `newest` and `oldest` by date, and `extra` holds orders
 * that are no simple reversal (e.g. `waiting`).
 */
export function sortOrders<Name extends string>(
  ascendingKeys: Record<string, SortOrder>,
  extra: Record<string, SortOrder> = {},
): Record<Name, SortOrder> {
  const orders: Record<string, SortOrder> = { newest: newestFirst, oldest: reversed(newestFirst), ...extra };
  for (const [name, keys] of Object.entries(ascendingKeys)) {
    orders[name] = keys;
    orders[`${name}-desc`] = reversed(keys);
  }
  return orders as Record<Name, SortOrder>;
}

const orderClause = (order: SortOrder) =>
  `order by ${order.map(({ expression, direction }) => `${expression} ${direction}`).join(', ')}`;

/**
 * The condition "comes after the row whose sort keys are `after`" in `order`. With one direction it is
 * a row comparison, which an index on the keys answers as a range; with mixed directions it is spelled
 * out key by key, with the first key's bound repeated so the index still starts in the right place.
 */
function afterCondition(order: SortOrder, after: string[]): string {
  const beyond = (key: SortKey) => (key.direction === 'asc' ? '>' : '<');
  if (order.every((key) => key.direction === order[0]!.direction)) {
    return `(${order.map((key) => key.expression).join(', ')}) ${beyond(order[0]!)} (${after.join(', ')})`;
  }
  const alternatives = order.map((key, index) =>
    [
      ...order.slice(0, index).map((earlier, earlierIndex) => `${earlier.expression} = ${after[earlierIndex]}`),
      `${key.expression} ${beyond(key)} ${after[index]}`,
    ].join(' and '),
  );
  const first = order[0]!;
  return `${first.expression} ${beyond(first)}= ${after[0]} and (${alternatives.join(' or ')})`;
}

/** What the stats counters know of a selection: the rows whose `dimension` is `key` (any case), or all rows. */
export type CountedSelection = { dimension: string; key?: string };

/** Which rows of a table an admin list shows: a filter (conditions with their parameters) and an order. */
export type RowSelection = {
  table: CountedTable;
  columns: string;
  /** SQL conditions, all of which a row must meet. */
  conditions: string[];
  params: Params;
  /** @default newest first */
  order?: SortOrder;
  /** Set when the stats counters hold the selection's size exactly: it is read there, not counted. */
  counted?: CountedSelection;
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
  const { table, columns, order = newestFirst } = selection;
  // The sort keys come back as text, exactly as the database compares them (a JavaScript Date would
  // drop the microseconds of a timestamp, and the next batch would skip or repeat rows).
  const sortKeys = order.map(({ expression }, index) => `(${expression})::text as sort_key_${index}`).join(', ');
  let last: Record<string, string> | undefined;
  for (;;) {
    const params = new Params(selection.params.values);
    const conditions = [...selection.conditions];
    if (last) {
      const after = order.map(({ type }, index) => `${params.add(last![`sort_key_${index}`])}::${type}`);
      conditions.push(afterCondition(order, after));
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

/**
 * How far a list's total is counted when the counters do not hold it: counting every match of a broad
 * search at a million rows would cost seconds, while "1,000 or more" tells the administrator as much.
 * A page beyond it raises the limit to that page, so the page asked for is always known to exist.
 */
export const COUNT_LIMIT = 1000;

/** The size of a selection the stats counters hold. */
async function counterTotal(db: Queryable, table: CountedTable, { dimension, key }: CountedSelection) {
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

/** Whether more than `limit` of the newest `2 × limit` rows meet the filter: an index walk that stops there. */
async function isDense(db: Queryable, selection: RowSelection, limit: number) {
  const params = new Params(selection.params.values);
  const { total } = onlyRow(
    await db.query<{ total: number }>(
      `select count(*)::int as total from (
         select 1 from (select * from ${selection.table} ${orderClause(newestFirst)} limit ${params.add(2 * limit)})
           as ${selection.table} ${whereClause(selection.conditions)} limit ${params.add(limit + 1)}
       ) as matching`,
      params.values,
    ),
  );
  return Number(total) > limit;
}

/**
 * The selection's matches, `limit + 1` at the most, found through the indexes only, and the page of
 * them asked for: one index scan answers both the count and the page. `total` is null when the page
 * lies beyond the matches (then it has no row to carry the count).
 */
async function pageOfMatches<Row extends object>(
  db: Database,
  selection: RowSelection,
  { limit, page, pageSize }: { limit: number; page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number | null }> {
  const params = new Params(selection.params.values);
  return db.transaction(async (tx) => {
    // A sequential scan "until enough rows match" is quick when matches are dense (found out before)
    // and reads the whole table when they are rare; the planner's guess of which, for a search, is
    // often wrong, and a misjudged search then took seconds at a million rows.
    await tx.query('set local enable_seqscan = off');
    const rows = await tx.query<Row & { matches_in_all: number }>(
      `with matches as materialized (
         select * from ${selection.table} ${whereClause(selection.conditions)} limit ${params.add(limit + 1)}
       )
       select ${selection.columns}, count(*) over ()::int as matches_in_all
       from matches as ${selection.table} ${orderClause(selection.order ?? newestFirst)}
       limit ${params.add(pageSize)} offset ${params.add((page - 1) * pageSize)}`,
      params.values,
    );
    const total = rows.length > 0 ? Number(rows[0]!.matches_in_all) : null;
    return { rows: rows.map(({ matches_in_all: _total, ...row }) => row as unknown as Row), total };
  });
}

/** One page of the selection, in order. */
const pageRows = <Row extends object>(db: Queryable, selection: RowSelection, page: number, pageSize: number) => {
  const params = new Params(selection.params.values);
  return db.query<Row>(
    `select ${selection.columns} from ${selection.table} ${whereClause(selection.conditions)}
     ${orderClause(selection.order ?? newestFirst)} limit ${params.add(pageSize)} offset ${params.add((page - 1) * pageSize)}`,
    params.values,
  );
};

type SelectedPage<Row> = { rows: Row[]; total: number; capped: boolean; page: number };

/**
 * One page of the selection and how many rows it holds in all (`capped`: at least that many, see
 * `COUNT_LIMIT`). A page beyond the last answers the last page instead, and `page` says which page
 * was answered. The total comes from the stats counters when they hold it; else a filter most rows
 * meet is capped after a look at the newest rows, and any other is counted together with its page
 * through the indexes (`pageOfMatches`). Each way costs a few index reads, whatever the filter.
 */
export async function selectPage<Row extends object>(
  db: Database,
  selection: RowSelection,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SelectedPage<Row>> {
  const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / pageSize));
  if (selection.counted) {
    const [rows, total] = await Promise.all([
      pageRows<Row>(db, selection, page, pageSize),
      counterTotal(db, selection.table, selection.counted),
    ]);
    const lastPage = lastPageOf(total);
    if (rows.length > 0 || page <= lastPage) return { rows, total, capped: false, page };
    return { rows: await pageRows<Row>(db, selection, lastPage, pageSize), total, capped: false, page: lastPage };
  }
  const limit = Math.max(COUNT_LIMIT, page * pageSize);
  const capped = async (): Promise<SelectedPage<Row>> => ({
    rows: await pageRows<Row>(db, selection, page, pageSize),
    total: limit,
    capped: true,
    page,
  });
  if (await isDense(db, selection, limit)) return capped();
  const found = await pageOfMatches<Row>(db, selection, { limit, page, pageSize });
  if (found.total !== null)
    return found.total > limit ? capped() : { ...found, total: found.total, capped: false, page };
  // The page lies beyond the matches: the last page holds some of them, or there are none.
  const last = await pageOfMatches<Row>(db, selection, { limit, page: 1, pageSize: limit + 1 });
  const total = last.total ?? 0;
  const lastPage = lastPageOf(total);
  const rows = last.rows.slice((lastPage - 1) * pageSize, lastPage * pageSize);
  return { rows, total, capped: false, page: lastPage };
}

/**
 * A `from` or `to` bound of a list filter as a SQL condition on `created_at`. A plain date is a whole
 * day in the stats time zone: `from` starts at its first instant, `to` ends before the next day's.
 */
export function createdAtBound(
  bound: 'from' | 'to',
  value: string,
  params: Params,
  timeZone: string,
  isDateOnly: (value: string) => boolean,
): string {
  if (isDateOnly(value)) {
    const day = `${params.add(value)}::date`;
    const zone = params.add(timeZone);
    return bound === 'from'
      ? `created_at >= (${day}::timestamp at time zone ${zone})`
      : `created_at < ((${day} + 1)::timestamp at time zone ${zone})`;
  }
  // As ISO text in UTC, which both drivers pass on and PostgreSQL reads alike (a Date is formatted by
  // each driver its own way, in the process's time zone).
  return `created_at ${bound === 'from' ? '>=' : '<='} ${params.add(new Date(value).toISOString())}::timestamptz`;
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

/** The single row a query that always returns one (an aggregate, an insert's `returning`) gave back. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The query returned no row where one was certain.');
  return row;
}

export const isoString = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
