/** Days and periods in the stats time zone as SQL: the database does the time-zone arithmetic. */
import type { Params } from './params';

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
