/**
 * Instants as spreadsheets read a date and time. Excel, LibreOffice Calc and Google Sheets, in any
 * locale, take `2026-01-09 09:00:00` for a date with a time (a number they can sort, filter and compute
 * with); an ISO timestamp as JSON writes it (`2026-01-09T08:00:00.000Z`) stays text in Excel. That form
 * has no room for a time zone, so the instant is written as the clock read in one zone, and the CSV's
 * header names the zone (`csvDateColumn`).
 *
 * One clock time a year is ambiguous wherever summer time ends: in Europe/Paris, 02:30 on the last
 * Sunday of October happens twice, an hour apart, and both are written `… 02:30:00`. Only a zone without
 * summer time (UTC, the default `STATS_TIMEZONE`) avoids that; the rows' order still tells them apart.
 */

const HOUR_MS = 3_600_000;

/** How many hours' offsets a formatter remembers: a year of hours, each a few bytes. */
const REMEMBERED_HOURS = 10_000;

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** The clock reading in `timeZone` of any instant, written `YYYY-MM-DD HH:MM:SS` (seconds truncated). */
export type SpreadsheetDateTime = (instant: Date | string) => string;

/**
 * A writer of instants as `YYYY-MM-DD HH:MM:SS` in `timeZone` (an IANA name), for a CSV export's cells.
 *
 * Asking `Intl` for every cell would cost a full export of a million rows and three date columns tens of
 * seconds; so it asks once per hour of time the instants fall in, for the zone's offset from UTC then, and
 * adds that offset by arithmetic. An hour in which the offset changes (summer time starts or ends, a
 * zone's rules change) is asked about per instant instead, so every instant is written exactly.
 */
export function spreadsheetDateTime(timeZone: string): SpreadsheetDateTime {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

  /** How far the zone's clock is ahead of UTC at `ms` (behind: negative), in whole seconds as milliseconds. */
  const offsetAt = (ms: number) => {
    const parts: Record<string, number> = {};
    for (const { type, value } of clock.formatToParts(ms)) parts[type] = Number(value);
    const reading = new Date(0);
    // setUTCFullYear, unlike Date.UTC, takes the years 1-99 as they are.
    reading.setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
    reading.setUTCHours(parts.hour!, parts.minute!, parts.second!, 0);
    return reading.getTime() - Math.floor(ms / 1000) * 1000;
  };

  /** Per UTC hour, the offset throughout it, or null when it changes within that hour. */
  const hourOffsets = new Map<number, number | null>();
  const offsetOf = (ms: number) => {
    const hour = Math.floor(ms / HOUR_MS);
    let offset = hourOffsets.get(hour);
    if (offset === undefined) {
      const atStart = offsetAt(hour * HOUR_MS);
      offset = atStart === offsetAt((hour + 1) * HOUR_MS - 1) ? atStart : null;
      if (hourOffsets.size >= REMEMBERED_HOURS) hourOffsets.clear();
      hourOffsets.set(hour, offset);
    }
    return offset ?? offsetAt(ms);
  };

  return (instant) => {
    const ms = new Date(instant).getTime();
    if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
    const reading = new Date(ms + offsetOf(ms));
    return (
      `${pad(reading.getUTCFullYear(), 4)}-${pad(reading.getUTCMonth() + 1)}-${pad(reading.getUTCDate())} ` +
      `${pad(reading.getUTCHours())}:${pad(reading.getUTCMinutes())}:${pad(reading.getUTCSeconds())}`
    );
  };
}
