/** Small helpers for building parameterised SQL without ever pasting a value into the text. */

/** Collects parameters and hands out their `$n` placeholders in order. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `where a and b` from the conditions given, or nothing when there are none. */
export const whereClause = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export const orderBy = {
  newest: 'order by created_at desc, id desc',
  oldest: 'order by created_at asc, id asc',
  email: 'order by lower(email) asc, id asc',
} as const;

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

/** The single row a query that always returns one (an aggregate, an insert's `returning`) gave back. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The query returned no row where one was certain.');
  return row;
}

export const isoString = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
