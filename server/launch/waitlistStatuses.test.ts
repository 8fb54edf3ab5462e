import { describe, expect, it } from 'vitest';

import { type WaitlistStatus, waitlistStatsSchema } from '@shared/contract';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { fullScanWaitlistStats } from '../db/direct/fullScanStats';
import { seedSignUps, storedSignUps } from '../db/direct/waitlist';

/*
 * The waitlist's launch statuses through the admin API: removing from the launch and restoring in bulk,
 * the status and attribution filters, and the breakdowns the dashboard shows, held to a full scan.
 */
describe.each(databaseKinds)('waitlist statuses on %s', (kind) => {
  const now = new Date('2026-03-18T10:00:00Z');
  const t = setupTestApp(kind, { now: () => now });

  const get = (url: string) => t.app.inject({ url, headers: t.auth });
  const bulk = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/waitlist/bulk', headers: t.auth, payload });
  const ids = async (url: string) => (await get(url)).json().map((row: { id: number }) => row.id);

  type Entry = {
    status: WaitlistStatus;
    invited?: boolean;
    utmCampaign?: string;
    utmSource?: string;
    referrerHost?: string;
  };
  /** Ids 1…n in order, one a day from 2026-03-01. */
  const insertEntries = (entries: Entry[]) =>
    seedSignUps(
      t.db,
      entries.map((entry, index) => ({
        email: `person${index + 1}@example.com`,
        status: entry.status,
        invitedAt: (entry.invited ?? ['invited', 'joined'].includes(entry.status)) ? '2026-03-15T12:00:00Z' : null,
        utmCampaign: entry.utmCampaign ?? null,
        utmSource: entry.utmSource ?? null,
        referrerHost: entry.referrerHost ?? null,
        createdAt: new Date(Date.parse('2026-03-01T12:00:00Z') + index * 24 * 60 * 60_000),
      })),
    );
  const statuses = async () => (await storedSignUps(t.db)).map((row) => row.status);

  const entries: Entry[] = [
    { status: 'waiting', utmCampaign: 'Launch', utmSource: 'newsletter', referrerHost: 'news.example.com' },
    { status: 'invited', utmCampaign: 'launch', utmSource: 'Twitter' },
    { status: 'joined', utmCampaign: 'LAUNCH', referrerHost: 'news.example.com' },
    { status: 'removed', invited: true, utmSource: 'newsletter' },
    { status: 'removed', invited: false, utmCampaign: 'spring' },
    { status: 'waiting' },
  ];

  it('removes waiting and invited entries from the launch and leaves joined ones joined', async () => {
    await insertEntries(entries);
    const removed = await bulk({ action: 'remove', ids: [1, 2, 3, 4, 999] });
    expect(removed.json()).toEqual({ affected: 2 });
    expect(await statuses()).toEqual(['removed', 'removed', 'joined', 'removed', 'removed', 'waiting']);
    // Kept on record: their invite time too, so a restore knows where they were.
    const second = (await storedSignUps(t.db)).find((row) => row.id === 2);
    expect(second!.invited_at).not.toBeNull();
  });

  it('restores removed entries to invited when they had been invited, else to waiting', async () => {
    await insertEntries(entries);
    expect((await bulk({ action: 'restore', filter: {} })).json()).toEqual({ affected: 2 });
    expect(await statuses()).toEqual(['waiting', 'invited', 'joined', 'invited', 'waiting', 'waiting']);
    expect((await bulk({ action: 'restore', filter: {} })).json()).toEqual({ affected: 0 });
  });

  it('applies remove and restore to every entry a filter matches', async () => {
    await insertEntries(entries);
    expect((await bulk({ action: 'remove', filter: { utmCampaign: 'LAUNCH' } })).json()).toEqual({ affected: 2 });
    expect(await statuses()).toEqual(['removed', 'removed', 'joined', 'removed', 'removed', 'waiting']);
    expect((await bulk({ action: 'restore', filter: { status: 'removed', utmSource: 'newsletter' } })).json()).toEqual({
      affected: 2,
    });
    expect(await statuses()).toEqual(['waiting', 'removed', 'joined', 'invited', 'removed', 'waiting']);
  });

  it('still deletes, whatever the status', async () => {
    await insertEntries(entries);
    expect((await bulk({ action: 'delete', filter: { status: 'removed' } })).json()).toEqual({ affected: 2 });
    expect(await ids('/api/waitlist?sort=oldest')).toEqual([1, 2, 3, 6]);
  });

  it('refuses an action it does not know', async () => {
    const response = await bulk({ action: 'invite', ids: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('action must be one of delete, remove, restore');
  });

  it.each([
    ['status=waiting', [1, 6]],
    ['status=removed', [4, 5]],
    ['utmCampaign=launch', [1, 2, 3]],
    ['utmCampaign=direct', [4, 6]],
    ['utmSource=NEWSLETTER', [1, 4]],
    ['utmSource=twitter&status=invited', [2]],
    ['referrerHost=News.Example.com', [1, 3]],
    ['referrerHost=direct&utmCampaign=spring', [5]],
  ])('filters by %s, in any case, "direct" meaning none', async (query, expected) => {
    await insertEntries(entries);
    expect(await ids(`/api/waitlist?sort=oldest&${query}`)).toEqual(expected);
    const total = (await get(`/api/waitlist?${query}`)).headers['x-total-count'];
    expect(total).toBe(String(expected.length));
    // The export takes the same filters.
    const csv = (await get(`/api/waitlist/export?sort=oldest&${query}`)).body.trim().split('\r\n').slice(1);
    expect(csv.map((line) => Number(line.split(',')[0]))).toEqual(expected);
  });

  it('answers 400 for a status that is not one', async () => {
    const response = await get('/api/waitlist?status=asleep');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('status must be one of waiting, invited, joined, removed');
  });

  it('breaks the stats down by status, campaign, source and referrer, as a full scan counts them', async () => {
    await insertEntries(entries);
    const check = async () => {
      const stats = waitlistStatsSchema.parse((await get('/api/webpage/waitlist/stats')).json());
      expect(stats).toEqual(await fullScanWaitlistStats(t.db, { now, timeZone: 'UTC' }));
      return stats;
    };
    expect(await check()).toMatchObject({
      statusBreakdown: { waiting: 2, invited: 1, joined: 1, removed: 2 },
      campaignBreakdown: { launch: 3, spring: 1, direct: 2 },
      utmSourceBreakdown: { newsletter: 2, twitter: 1, direct: 3 },
      referrerBreakdown: { 'news.example.com': 2, direct: 4 },
    });
    await bulk({ action: 'remove', filter: {} });
    expect((await check()).statusBreakdown).toEqual({ waiting: 0, invited: 0, joined: 1, removed: 5 });
    await bulk({ action: 'restore', filter: {} });
    expect((await check()).statusBreakdown).toEqual({ waiting: 3, invited: 2, joined: 1, removed: 0 });
  });
});
