import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  OTHER_KEY,
  SIGNUP_CHART_KEYS,
  type SignupChart,
  type SignupChartGrouping,
  signupChartSchema,
} from '@shared/contract';
import type { Queryable } from '../db';
import { dayStartsIn, fullScanSignUpsPerDay } from '../db/direct/fullScanStats';
import { deleteEveryNthSignUp, moveEveryNthSignUp, seedSignUps } from '../db/direct/waitlist';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';
import { randomGenerator } from '@testing/server/seededRandom';

/*
 * GET /api/waitlist/signups against the slow way of counting the same thing: every row of
 * waitlist_entries grouped by its calendar day in the stats time zone. The zones are half- and
 * quarter-hour ones (a day that starts at 03:30 or 18:15 UTC), one of them with daylight saving.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** "2026-03-01": the calendar day an instant falls on in a zone, as Intl reads the zone's rules. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The calendar day `days` after `date` ("2026-03-01", -1: "2026-02-28"). */
const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The `count` calendar days ending with `lastDay`, oldest first. */
const daysEndingWith = (lastDay: string, count: number) =>
  Array.from({ length: count }, (_, index) => shiftDay(lastDay, index - count + 1));

/**
 * The chart counted from the rows themselves: each row's day in the zone (the database's reading of
 * the zone), the largest keys in the window by name (ties in code point order), the rest as "other".
 */
async function fullScanChart(
  db: Queryable,
  { now, timeZone, days, by }: { now: Date; timeZone: string; days: number; by?: SignupChartGrouping },
): Promise<SignupChart> {
  const rows = await fullScanSignUpsPerDay(db, timeZone, by);
  const dates = daysEndingWith(dayIn(now, timeZone), days);
  const inWindow = rows.filter((row) => row.day >= dates[0]! && row.day <= dates.at(-1)!);
  const windowTotals = new Map<string, number>();
  for (const row of inWindow) windowTotals.set(row.key, (windowTotals.get(row.key) ?? 0) + row.count);
  const named = [...windowTotals]
    .filter(([key]) => key !== OTHER_KEY)
    .sort(([keyA, a], [keyB, b]) => b - a || (keyA < keyB ? -1 : 1))
    .slice(0, SIGNUP_CHART_KEYS)
    .map(([key]) => key);
  const keys = !by ? [] : windowTotals.size > named.length ? [...named, OTHER_KEY] : named;
  const groupOf = (key: string) => (named.includes(key) ? key : OTHER_KEY);
  return {
    timeZone,
    by: by ?? null,
    keys,
    days: dates.map((date) => {
      const ofDay = inWindow.filter((row) => row.day === date);
      const byKey = Object.fromEntries(keys.map((key) => [key, 0]));
      if (by) for (const row of ofDay) byKey[groupOf(row.key)]! += row.count;
      return {
        date,
        total: ofDay.reduce((sum, row) => sum + row.count, 0),
        runningTotal: rows.filter((row) => row.day <= date).reduce((sum, row) => sum + row.count, 0),
        byKey,
      };
    }),
  };
}

type Entry = { at: Date | string | number; source?: string | null; campaign?: string | null };

/** Inserts the entries in one statement (the counters' triggers run as for any write). */
const insertEntries = (db: Queryable, entries: Entry[]) =>
  seedSignUps(
    db,
    entries.map((entry) => ({
      email: `person-${randomUUID()}@example.com`,
      source: entry.source ?? null,
      utmCampaign: entry.campaign ?? null,
      createdAt: new Date(entry.at),
    })),
  );

describe.each(databaseKinds)('the sign-ups chart on %s', (kind) => {
  const zones = ['America/St_Johns', 'Asia/Kathmandu', 'UTC'] as const;
  type Zone = (typeof zones)[number];
  // Monday 2026-03-02 03:00 UTC: Sunday 23:30 in St John's, Monday 08:45 in Kathmandu.
  let now = new Date('2026-03-02T03:00:00Z');
  let database: TestDatabase;
  const apps = {} as Record<Zone, TestApp>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const zone of zones) {
      apps[zone] = await createTestApp(database, { now: () => now, config: { STATS_TIMEZONE: zone } });
    }
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app.close();
    await database?.drop();
  });
  beforeEach(async () => {
    now = new Date('2026-03-02T03:00:00Z');
    await apps.UTC.reset();
  });

  const get = (zone: Zone, query: string, headers: Record<string, string> = {}) =>
    apps[zone].app.inject({ url: `/api/waitlist/signups${query}`, headers: { ...apps[zone].auth, ...headers } });
  const chart = async (zone: Zone, query: string) => {
    const response = await get(zone, query);
    expect(response.statusCode, response.body).toBe(200);
    return signupChartSchema.parse(response.json());
  };
  const day = (answer: SignupChart, date: string) => answer.days.find((row) => row.date === date);

  it.each([
    ['America/St_Johns', 1],
    ['Asia/Kathmandu', 2],
  ] as const)('agrees with a full scan of the rows by day in %s (seed %i)', async (zone, seed) => {
    const { db } = database;
    const random = randomGenerator(seed);
    const sources = ['website', 'Website', 'twitter', 'partner', 'newsletter', 'podcast', 'ads', null];
    const campaigns = ['launch', 'LAUNCH', 'spring', 'beta', 'other', 'Other', 'webinar', 'podcast-7', 'ads-q1', null];
    // The first and last instants of random days in the zone (from the database's reading of it),
    // random instants over the last 100 days, and a few dated after today (a clock ahead of the stats').
    const everyWeekBack = Array.from({ length: 14 }, (_, week) => week * 7);
    const midnights = await dayStartsIn(db, zone, now, everyWeekBack);
    const edges = midnights.flatMap((at) => [-1000, 0, 1000].map((offset) => at.getTime() + offset));
    const someTime = () =>
      new Date(random.below(3) === 0 ? random.pick(edges) : now.getTime() - 100 * DAY + random.below(100 * DAY));
    const entries: Entry[] = Array.from({ length: 400 }, () => ({
      at: someTime(),
      source: random.pick(sources),
      campaign: random.pick(campaigns),
    }));
    entries.push(
      { at: new Date(now.getTime() + 2 * DAY), source: 'website' },
      { at: new Date(now.getTime() + 60_000) },
    );
    await insertEntries(db, entries);
    // Deleted and changed rows: the counters follow every write, the chart with them.
    await deleteEveryNthSignUp(db, 7);
    await moveEveryNthSignUp(db, 11, 'moved');

    for (const days of [30, 90]) {
      for (const by of [undefined, 'source', 'campaign'] as const) {
        const answer = await chart(zone, `?days=${days}${by ? `&by=${by}` : ''}`);
        expect(answer).toEqual(await fullScanChart(db, { now, timeZone: zone, days, by }));
      }
    }
    // The mix reached what it is about: more keys than are named, and every day with its count.
    const byCampaign = await chart(zone, '?days=90&by=campaign');
    expect(byCampaign.keys).toHaveLength(SIGNUP_CHART_KEYS + 1);
    expect(byCampaign.days.filter((row) => row.total > 0).length).toBeGreaterThan(60);
  });

  it('ends with today in the stats zone and lists every day, zeros included', async () => {
    await insertEntries(database.db, [{ at: '2026-02-20T12:00:00Z' }, { at: '2026-02-20T13:00:00Z' }]);
    const inStJohns = await chart('America/St_Johns', '');
    expect(inStJohns.days).toHaveLength(30);
    expect(inStJohns.days.map((row) => row.date)).toEqual(daysEndingWith('2026-03-01', 30));
    expect(inStJohns.days.filter((row) => row.total > 0)).toEqual([
      { date: '2026-02-20', total: 2, runningTotal: 2, byKey: {} },
    ]);
    expect(inStJohns.days.at(-1)).toEqual({ date: '2026-03-01', total: 0, runningTotal: 2, byKey: {} });
    expect(inStJohns.days[0]).toEqual({ date: '2026-01-31', total: 0, runningTotal: 0, byKey: {} });
    expect(inStJohns).toMatchObject({ timeZone: 'America/St_Johns', by: null, keys: [] });

    const inKathmandu = await chart('Asia/Kathmandu', '?days=90');
    expect(inKathmandu.days).toHaveLength(90);
    expect(inKathmandu.days.at(-1)?.date).toBe('2026-03-02');
    expect(inKathmandu.days[0]?.date).toBe('2025-12-03');
  });

  it.each([
    // Spring forward, 2026-03-08: 02:00 NST becomes 03:00 NDT, a day of 23 hours (03:30Z to 02:30Z).
    { now: '2026-03-10T12:00:00Z', dstDay: '2026-03-08', starts: '2026-03-08T03:30:00Z', ends: '2026-03-09T02:30:00Z' },
    // Fall back, 2026-11-01: 02:00 NDT becomes 01:00 NST, a day of 25 hours (02:30Z to 03:30Z).
    { now: '2026-11-03T12:00:00Z', dstDay: '2026-11-01', starts: '2026-11-01T02:30:00Z', ends: '2026-11-02T03:30:00Z' },
  ])('counts the day daylight saving changes ($dstDay) from midnight to midnight', async (dst) => {
    now = new Date(dst.now);
    const starts = Date.parse(dst.starts);
    const ends = Date.parse(dst.ends);
    await insertEntries(database.db, [
      { at: new Date(starts - 1000) },
      { at: new Date(starts) },
      { at: new Date(ends - 1000) },
      { at: new Date(ends - 15 * MINUTE) },
      { at: new Date(ends) },
    ]);
    const answer = await chart('America/St_Johns', '?days=30');
    // The day before, the day of the change and the day after.
    const dates = [-1, 0, 1].map((days) => shiftDay(dst.dstDay, days));
    expect(dates.map((date) => day(answer, date)?.total)).toEqual([1, 3, 1]);
    expect(dates.map((date) => day(answer, date)?.runningTotal)).toEqual([1, 4, 5]);
    expect(answer).toEqual(
      await fullScanChart(database.db, { now, timeZone: 'America/St_Johns', days: 30, by: undefined }),
    );
  });

  it('names the five largest campaigns of the window and adds the rest up as "other"', async () => {
    const sizes = { launch: 9, spring: 8, beta: 7, webinar: 6, 'podcast-7': 5, 'ads-q1': 4, winter: 3 };
    const entries: Entry[] = [];
    for (const [campaign, size] of Object.entries(sizes)) {
      for (let n = 0; n < size; n += 1) {
        // Spread over three days, in any case; "launch" once as "LAUNCH".
        entries.push({
          at: now.getTime() - (n % 3) * DAY - MINUTE,
          campaign: n === 0 ? campaign.toUpperCase() : campaign,
        });
      }
    }
    // No campaign (direct); one literally called "other", large enough to be named were it not the name of
    // the rest; and a larger one before the window.
    entries.push({ at: now.getTime() - DAY, campaign: null });
    entries.push(
      ...Array.from({ length: 10 }, (_, n) => ({ at: now.getTime() - DAY, campaign: n % 2 ? 'Other' : 'other' })),
    );
    entries.push(...Array.from({ length: 20 }, () => ({ at: now.getTime() - 40 * DAY, campaign: 'autumn' })));
    await insertEntries(database.db, entries);

    const answer = await chart('UTC', '?days=30&by=campaign');
    expect(answer.by).toBe('campaign');
    expect(answer.keys).toEqual(['launch', 'spring', 'beta', 'webinar', 'podcast-7', OTHER_KEY]);
    const totals = Object.fromEntries(answer.keys.map((key) => [key, 0]));
    for (const row of answer.days) {
      expect(Object.keys(row.byKey)).toEqual(answer.keys);
      expect(Object.values(row.byKey).reduce((sum, count) => sum + count, 0)).toBe(row.total);
      for (const [key, count] of Object.entries(row.byKey)) totals[key]! += count;
    }
    // ads-q1 (4), winter (3), no campaign (1) and "other" (10); autumn lies before the window.
    expect(totals).toEqual({ launch: 9, spring: 8, beta: 7, webinar: 6, 'podcast-7': 5, [OTHER_KEY]: 18 });
    expect(answer.days.at(-1)?.runningTotal).toBe(20 + 42 + 11);
    expect(answer).toEqual(await fullScanChart(database.db, { now, timeZone: 'UTC', days: 30, by: 'campaign' }));

    // Five or fewer: each named, no "other".
    const bySource = await chart('UTC', '?days=30&by=source');
    expect(bySource.keys).toEqual(['direct']);
  });

  it('takes deleted sign-ups out of their day and of the running totals after it', async () => {
    const t = apps.UTC;
    await insertEntries(database.db, [
      { at: '2026-02-25T10:00:00Z', source: 'twitter' },
      { at: '2026-02-25T11:00:00Z', source: 'website' },
      { at: '2026-02-27T10:00:00Z', source: 'website' },
      { at: '2026-03-01T10:00:00Z', source: 'website' },
    ]);
    const before = await chart('UTC', '?by=source');
    expect(['2026-02-25', '2026-02-27', '2026-03-01'].map((date) => day(before, date)?.runningTotal)).toEqual([
      2, 3, 4,
    ]);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/waitlist/1', headers: t.auth });
    expect(deleted.statusCode).toBe(204);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/bulk',
      headers: t.auth,
      payload: { action: 'delete', ids: [3] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);

    const after = await chart('UTC', '?by=source');
    expect(day(after, '2026-02-25')).toEqual({ date: '2026-02-25', total: 1, runningTotal: 1, byKey: { website: 1 } });
    expect(day(after, '2026-02-27')).toEqual({ date: '2026-02-27', total: 0, runningTotal: 1, byKey: { website: 0 } });
    expect(after.days.at(-1)?.runningTotal).toBe(2);
    expect(after.keys).toEqual(['website']);
    expect(after).toEqual(await fullScanChart(database.db, { now, timeZone: 'UTC', days: 30, by: 'source' }));
  });

  it('answers 304 to a client holding the same answer, and the new one after a sign-up', async () => {
    await insertEntries(database.db, [{ at: '2026-03-01T10:00:00Z' }]);
    const first = await get('UTC', '?days=90');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const same = await get('UTC', '?days=90', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    // Another window is another answer.
    expect((await get('UTC', '?days=30', { 'if-none-match': etag })).statusCode).toBe(200);

    await insertEntries(database.db, [{ at: '2026-03-02T01:00:00Z' }]);
    const changed = await get('UTC', '?days=90', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().days.at(-1)).toMatchObject({ total: 1, runningTotal: 2 });
  });

  it.each([
    ['?days=7', 'days must be one of 30, 90'],
    ['?days=abc', 'days must be one of 30, 90'],
    ['?days=30&by=referrer', 'by must be one of source, campaign'],
  ])('answers 400 to %s, saying what it takes', async (query, message) => {
    const response = await get('UTC', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('is for administrators only', async () => {
    const response = await apps.UTC.app.inject({ url: '/api/waitlist/signups' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
