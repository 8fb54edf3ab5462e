import { afterEach, describe, expect, it, vi } from 'vitest';

import { countingZoneNote, formatDateTime } from './format';

describe('dates and times in the admin lists', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The module as a browser in `timeZone` loads it (its formatters take the zone when created). */
  async function formatIn(timeZone: string) {
    vi.stubEnv('TZ', timeZone);
    vi.resetModules();
    return import('./format');
  }

  it('shows the date and the time of day in the browser time zone', async () => {
    const tokyo = await formatIn('Asia/Tokyo');
    expect(tokyo.browserTimeZone()).toBe('Asia/Tokyo');
    // Late evening in UTC is the next morning in Tokyo.
    expect(tokyo.formatDateTime('2026-11-21T23:30:00.000Z')).toBe('Nov 22, 2026, 8:30 AM');

    const newYork = await formatIn('America/New_York');
    expect(newYork.formatDateTime('2026-11-21T23:30:00.000Z')).toBe('Nov 21, 2026, 6:30 PM');
  });

  it('shows N/A for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
  });
});

describe('the zone the stats are counted in', () => {
  it('names the server zone', () => {
    expect(countingZoneNote('Europe/Paris', 'Europe/Paris')).toBe(
      'Today, this week and this month are counted in Europe/Paris time.',
    );
  });

  it('also names the browser zone when the lists show times in another one', () => {
    expect(countingZoneNote('UTC', 'America/New_York')).toBe(
      'Today, this week and this month are counted in UTC time. Times in the lists are in your time zone, America/New_York.',
    );
  });
});
