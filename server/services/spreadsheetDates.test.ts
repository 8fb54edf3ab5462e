import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { spreadsheetDateTime } from './spreadsheetDates';

/** What `Intl` says the clock read in `timeZone` at `instant`, asked directly: the oracle. */
function clockReading(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

describe('instants as a spreadsheet reads a date and time', () => {
  it.each([
    ['UTC', '2026-01-09T08:00:00.000Z', '2026-01-09 08:00:00'],
    ['Europe/Paris', '2026-01-09T08:00:00.000Z', '2026-01-09 09:00:00'],
    ['Europe/Paris', '2026-07-09T08:00:00.000Z', '2026-07-09 10:00:00'],
    // West of UTC the day can be the one before.
    ['America/New_York', '2026-01-01T03:00:00.000Z', '2025-12-31 22:00:00'],
    // A zone a quarter hour off the hour.
    ['Asia/Kathmandu', '2026-01-09T08:00:00.000Z', '2026-01-09 13:45:00'],
    // Seconds are cut, never rounded up into the next minute (or day).
    ['UTC', '2026-12-31T23:59:59.999Z', '2026-12-31 23:59:59'],
    // Midnight is 00, not 24.
    ['Europe/Paris', '2026-01-08T23:00:00.000Z', '2026-01-09 00:00:00'],
  ])('in %s, %s is %s', (timeZone, instant, written) => {
    expect(spreadsheetDateTime(timeZone)(instant)).toBe(written);
  });

  it('writes a Date and its ISO text alike', () => {
    const write = spreadsheetDateTime('Europe/Paris');
    expect(write(new Date('2026-01-09T08:00:00.000Z'))).toBe(write('2026-01-09T08:00:00.000Z'));
  });

  it('follows the spring change in Europe/Paris: 01:59:59 is followed by 03:00:00', () => {
    // 2026-03-29, 01:00 UTC: the clocks go from 02:00 to 03:00.
    const write = spreadsheetDateTime('Europe/Paris');
    expect(
      ['2026-03-29T00:00:00Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-03-29T12:00:00Z'].map(write),
    ).toEqual(['2026-03-29 01:00:00', '2026-03-29 01:59:59', '2026-03-29 03:00:00', '2026-03-29 14:00:00']);
  });

  it('writes the hour repeated in autumn twice (the zone has no notation for which one)', () => {
    // 2026-10-25, 01:00 UTC: the clocks go from 03:00 back to 02:00.
    const write = spreadsheetDateTime('Europe/Paris');
    expect(['2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z', '2026-10-25T01:30:00Z'].map(write)).toEqual([
      '2026-10-25 02:30:00',
      '2026-10-25 02:00:00',
      '2026-10-25 02:30:00',
    ]);
  });

  it('follows a change that falls within a UTC hour, on both sides of it', () => {
    // Lord Howe Island moves its clocks half an hour, at 02:00 local time: 15:30 UTC.
    const write = spreadsheetDateTime('Australia/Lord_Howe');
    expect(['2026-10-03T15:00:00Z', '2026-10-03T15:29:59Z', '2026-10-03T15:30:00Z'].map(write)).toEqual([
      '2026-10-04 01:30:00',
      '2026-10-04 01:59:59',
      '2026-10-04 02:30:00',
    ]);
    // The same hour asked again, in the other order: what was learnt of it changes nothing.
    expect(['2026-10-03T15:30:00Z', '2026-10-03T15:00:00Z'].map(write)).toEqual([
      '2026-10-04 02:30:00',
      '2026-10-04 01:30:00',
    ]);
  });

  it('says what Intl says the clock read, for any instant in any of these zones', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Apia'];
    const writers = new Map(zones.map((zone) => [zone, spreadsheetDateTime(zone)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (zone, instant) => {
          expect(writers.get(zone)!(instant)).toBe(clockReading(instant, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses what is no instant', () => {
    expect(() => spreadsheetDateTime('UTC')('not a date')).toThrow('Not an instant: not a date');
  });
});
