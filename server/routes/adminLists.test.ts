import { describe, expect, it } from 'vitest';

import type { ContactStatus } from '@shared/contract';
import { COUNT_LIMIT } from '../repositories/sql/pagination';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { seedMessages } from '../db/direct/contact';
import { numberedSignUps, seedSignUps } from '../db/direct/waitlist';

/*
 * The admin lists as the portal uses them day to day: every sort, the source, reply and date filters,
 * a page beyond the last, capped counts, conditional answers for polling, bulk actions and exports of a
 * selection. The stats are counted in New York, so a plain date is a New York day.
 */
describe.each(databaseKinds)('admin lists on %s', (kind) => {
  // Wednesday 2026-03-18 10:00 UTC, 06:00 in New York.
  const now = new Date('2026-03-18T10:00:00Z');
  const t = setupTestApp(kind, { now: () => now, config: { STATS_TIMEZONE: 'America/New_York' } });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...t.auth, ...headers } });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: t.auth, payload });
  const ids = async (url: string) => (await get(url)).json().map((row: { id: number }) => row.id);

  type Entry = { email: string; name?: string | null; company?: string | null; source?: string | null; at: string };
  /** Inserts entries in order (ids 1, 2, …), at the given instants. */
  const insertEntries = (entries: Entry[]) =>
    seedSignUps(
      t.db,
      entries.map((entry) => ({
        email: entry.email,
        name: entry.name ?? null,
        company: entry.company ?? null,
        source: entry.source ?? null,
        createdAt: entry.at,
      })),
    );

  type Message = Partial<{
    firstName: string;
    lastName: string;
    email: string;
    subject: string;
    status: ContactStatus;
    isRead: boolean;
    isReplied: boolean;
    source: string | null;
  }> & { at: string };
  const insertMessages = (messages: Message[]) =>
    seedMessages(
      t.db,
      messages.map((m) => ({
        firstName: m.firstName ?? 'Ada',
        lastName: m.lastName ?? 'Lovelace',
        email: m.email ?? 'ada@example.com',
        subject: m.subject ?? 'Question',
        message: 'Hello',
        status: m.status ?? 'New',
        isRead: m.isRead ?? false,
        isReplied: m.isReplied ?? false,
        source: m.source ?? null,
        createdAt: m.at,
      })),
    );

  describe('the waitlist', () => {
    const entries: Entry[] = [
      { email: 'carol@example.com', name: 'carol', company: 'Beta', source: 'Website', at: '2026-03-10T12:00:00Z' },
      { email: 'Bob@example.com', name: null, company: 'alpha', source: 'twitter', at: '2026-03-11T12:00:00Z' },
      { email: 'amy@example.com', name: 'Amy', company: null, source: null, at: '2026-03-12T12:00:00Z' },
      { email: 'dan@example.com', name: 'Dan', company: 'Gamma', source: 'website', at: '2026-03-13T12:00:00Z' },
      { email: 'eve@example.com', name: 'eve', company: null, source: 'WEBSITE', at: '2026-03-14T03:30:00Z' },
    ];

    it.each([
      ['newest', [5, 4, 3, 2, 1]],
      ['oldest', [1, 2, 3, 4, 5]],
      ['email', [3, 2, 1, 4, 5]],
      ['email-desc', [5, 4, 1, 2, 3]],
      // Case-insensitive; rows without a name last, and first when reversed.
      ['name', [3, 1, 4, 5, 2]],
      ['name-desc', [2, 5, 4, 1, 3]],
      ['company', [2, 1, 4, 3, 5]],
      ['company-desc', [5, 3, 4, 1, 2]],
      // By source in any case (no source reads "direct"), newest first within one.
      ['source', [3, 2, 5, 4, 1]],
      ['source-desc', [1, 4, 5, 2, 3]],
    ])('sorts by %s', async (sort, expected) => {
      await insertEntries(entries);
      expect(await ids(`/api/waitlist?sort=${sort}`)).toEqual(expected);
    });

    it('filters by source in any case, "direct" meaning none, and groups the breakdown the same way', async () => {
      await insertEntries(entries);
      expect(await ids('/api/waitlist?source=website')).toEqual([5, 4, 1]);
      expect(await ids('/api/waitlist?source=WebSite')).toEqual([5, 4, 1]);
      expect(await ids('/api/waitlist?source=direct')).toEqual([3]);
      const response = await get('/api/waitlist?source=WEBSITE');
      expect(response.headers['x-total-count']).toBe('3');
      const stats = (await get('/api/webpage/waitlist/stats')).json();
      // Named by a spelling of the group (the three tie here: the first in text order).
      expect(stats.sourceBreakdown).toEqual({ WEBSITE: 3, direct: 1, twitter: 1 });
      expect(stats.timeZone).toBe('America/New_York');
    });

    it('reads a plain date as a whole day in the stats time zone', async () => {
      await insertEntries(entries);
      // Entry 5 is 2026-03-13 23:30 in New York; entry 4 is that day's 08:00.
      expect(await ids('/api/waitlist?to=2026-03-13&from=2026-03-13')).toEqual([5, 4]);
      expect(await ids('/api/waitlist?to=2026-03-12')).toEqual([3, 2, 1]);
      expect(await ids('/api/waitlist?from=2026-03-14')).toEqual([]);
      // A date-time is an instant.
      expect(await ids('/api/waitlist?to=2026-03-13T12:00:00Z')).toEqual([4, 3, 2, 1]);
    });

    it('answers the last page for a page beyond it, naming the page answered', async () => {
      await insertEntries(entries);
      const beyond = await get('/api/waitlist?page=500&pageSize=2&sort=oldest');
      expect(beyond.statusCode).toBe(200);
      expect(beyond.headers['x-page']).toBe('3');
      expect(beyond.headers['x-total-count']).toBe('5');
      expect(beyond.json().map((row: { id: number }) => row.id)).toEqual([5]);
      expect((await get('/api/waitlist?page=2&pageSize=2')).headers['x-page']).toBe('2');
      const filtered = await get('/api/waitlist?source=twitter&page=9');
      expect(filtered.headers['x-page']).toBe('1');
      expect(filtered.json()).toHaveLength(1);
      await t.reset();
      const empty = await get('/api/waitlist?page=4');
      expect(empty.headers['x-page']).toBe('1');
      expect(empty.json()).toEqual([]);
    });

    it(`counts a filter's matches up to ${COUNT_LIMIT} and says when it stopped; the whole list exactly`, async () => {
      const rows = COUNT_LIMIT + 50;
      await seedSignUps(t.db, numberedSignUps(rows, 'seeded-', '2026-03-01T00:00:00Z', 1000));
      const broad = await get('/api/waitlist?q=seeded');
      expect(broad.headers['x-total-count']).toBe(String(COUNT_LIMIT));
      expect(broad.headers['x-total-capped']).toBe('true');
      const whole = await get('/api/waitlist');
      expect(whole.headers['x-total-count']).toBe(String(rows));
      expect(whole.headers['x-total-capped']).toBeUndefined();
      // A page past the limit is counted that far, so the page beyond the last is still found.
      const beyond = await get('/api/waitlist?q=seeded&page=300&pageSize=50');
      expect(beyond.headers).toMatchObject({ 'x-total-count': String(rows), 'x-page': String(Math.ceil(rows / 50)) });
      expect(beyond.headers['x-total-capped']).toBeUndefined();
      expect(beyond.json()).toHaveLength(50);
    });

    it('deletes a selection or every entry a filter matches, and the stats follow', async () => {
      await insertEntries(entries);
      expect((await post('/api/waitlist/bulk', { action: 'delete', ids: [1, 2, 999] })).json()).toEqual({
        affected: 2,
      });
      const byFilter = await post('/api/waitlist/bulk', { action: 'delete', filter: { source: 'WEBSITE' } });
      expect(byFilter.json()).toEqual({ affected: 2 });
      expect(await ids('/api/waitlist')).toEqual([3]);
      expect((await get('/api/webpage/waitlist/stats')).json()).toMatchObject({
        totalEntries: 1,
        sourceBreakdown: { direct: 1 },
      });
    });

    it.each([
      [{ action: 'delete' }, 'Send exactly one of ids and filter'],
      [{ action: 'delete', ids: [1], filter: {} }, 'Send exactly one of ids and filter'],
      [{ action: 'delete', ids: [] }, 'ids must name at least one row'],
      [{ action: 'delete', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids must name at most 500 rows'],
      [{ action: 'archive', ids: [1] }, 'action must be one of delete, remove, restore'],
      [{ action: 'delete', filter: { colour: 'red' } }, 'Request body has unexpected fields: colour'],
    ])('refuses a bulk request that is not one (%j)', async (payload, message) => {
      await insertEntries(entries);
      const response = await post('/api/waitlist/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await ids('/api/waitlist')).toHaveLength(5);
    });

    it('exports a selection, ignoring the filters, under a name that says what it holds', async () => {
      await insertEntries(entries);
      const selection = await get('/api/waitlist/export?ids=4,2&source=twitter&sort=oldest');
      expect(selection.headers['content-disposition']).toBe('attachment; filename="waitlist-selection-2026-03-18.csv"');
      expect(
        selection.body
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      ).toEqual(['2', '4']);
      const filtered = await get('/api/waitlist/export?source=Twitter&q=Bob&to=2026-03-31');
      expect(filtered.headers['content-disposition']).toBe(
        'attachment; filename="waitlist-source-twitter-search-bob-to-2026-03-31-2026-03-18.csv"',
      );
      expect((await get('/api/waitlist/export?ids=1,x')).json().message).toBe(
        'ids must be a comma-separated list of ids, e.g. 1,2,3',
      );
    });

    it('answers an unchanged list or stats with 304 to a client holding its ETag', async () => {
      await insertEntries(entries);
      for (const url of ['/api/waitlist?sort=email', '/api/webpage/waitlist/stats']) {
        const first = await get(url);
        expect(first.headers['cache-control']).toBe('private, no-cache');
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      const before = String((await get('/api/waitlist')).headers.etag);
      await insertEntries([{ email: 'new@example.com', at: '2026-03-18T09:00:00Z' }]);
      const changed = await get('/api/waitlist', { 'if-none-match': before });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(before);
      // Other API answers still may not be kept.
      expect((await get('/api/waitlist/export')).headers['cache-control']).toBe('no-store');
    });
  });

  describe('the messages', () => {
    const messages: Message[] = [
      {
        firstName: 'Zoe',
        subject: 'billing',
        status: 'Resolved',
        isRead: true,
        isReplied: true,
        at: '2026-03-10T12:00:00Z',
      },
      { firstName: 'amy', subject: 'Access', status: 'New', at: '2026-03-11T12:00:00Z' },
      { firstName: 'Bo', subject: 'Canceling', status: 'InProgress', isRead: true, at: '2026-03-12T12:00:00Z' },
      {
        firstName: 'Cy',
        subject: 'about',
        status: 'Closed',
        isRead: true,
        isReplied: true,
        at: '2026-03-13T12:00:00Z',
      },
      { firstName: 'Di', subject: 'Dates', status: 'New', source: 'Footer', at: '2026-03-14T12:00:00Z' },
    ];

    it.each([
      ['name', [2, 3, 4, 5, 1]],
      ['subject-desc', [5, 3, 1, 2, 4]],
      // The order of the work: New, In Progress, Resolved, Closed; newest first within a status.
      ['status', [5, 2, 3, 1, 4]],
      // Awaiting a reply first, longest waiting first; then the answered ones, newest first.
      ['waiting', [2, 3, 5, 4, 1]],
    ])('sorts by %s', async (sort, expected) => {
      await insertMessages(messages);
      expect(await ids(`/api/contact?sort=${sort}`)).toEqual(expected);
    });

    it('finds people by their full name, in any case and with or without accents, on both lists', async () => {
      await insertMessages([
        { firstName: 'José', lastName: 'Okafor', email: 'jose@example.com', at: '2026-03-10T12:00:00Z' },
        { firstName: 'Søren', lastName: 'Ærø', email: 'soren@example.com', at: '2026-03-11T12:00:00Z' },
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', at: '2026-03-12T12:00:00Z' },
      ]);
      for (const q of ['José Okafor', 'jose okafor', 'JOSE OKAF', 'Jose', 'josé']) {
        expect(await ids(`/api/contact?q=${encodeURIComponent(q)}`), q).toEqual([1]);
      }
      expect(await ids(`/api/contact?q=${encodeURIComponent('soren aero')}`)).toEqual([2]);
      // What the search box gives stays literal: a % or _ is the character itself.
      expect(await ids(`/api/contact?q=${encodeURIComponent('%')}`)).toEqual([]);

      await insertEntries([
        { email: 'zoe@example.com', name: 'Zoë Ó Brien', company: 'Café Crème', at: '2026-03-10T12:00:00Z' },
      ]);
      for (const q of ['zoe o brien', 'Zoë Ó', 'cafe creme']) {
        expect(await ids(`/api/waitlist?q=${encodeURIComponent(q)}`), q).toEqual([1]);
      }
    });

    it('filters by reply, read state, status and source, counting each alone from the counters', async () => {
      await insertMessages(messages);
      expect(await ids('/api/contact?isReplied=false')).toEqual([5, 3, 2]);
      expect(await ids('/api/contact?isReplied=true&isRead=true')).toEqual([4, 1]);
      expect(await ids('/api/contact?status=New&source=FOOTER')).toEqual([5]);
      const unread = await get('/api/contact?isRead=false');
      expect(unread.headers['x-total-count']).toBe('2');
      expect((await get('/api/contact?source=direct')).headers['x-total-count']).toBe('4');
    });

    it('counts unread and awaiting messages and names the one waiting longest', async () => {
      await insertMessages(messages);
      expect((await get('/api/webpage/contact/stats')).json()).toMatchObject({
        unreadMessages: 2,
        awaitingReply: 3,
        oldestAwaitingReplyAt: '2026-03-11T12:00:00.000Z',
        timeZone: 'America/New_York',
      });
    });

    it('marks a selection read, counting only the messages it changed, and the stats follow', async () => {
      await insertMessages(messages);
      expect((await post('/api/contact/bulk', { action: 'read', ids: [1, 2, 5] })).json()).toEqual({ affected: 2 });
      expect((await post('/api/contact/bulk', { action: 'replied', ids: [2, 3] })).json()).toEqual({ affected: 2 });
      expect((await get('/api/webpage/contact/stats')).json()).toMatchObject({
        unreadMessages: 0,
        awaitingReply: 1,
        oldestAwaitingReplyAt: '2026-03-14T12:00:00.000Z',
      });
    });

    it('sets the status of every message a filter matches, and deletes by filter', async () => {
      await insertMessages(messages);
      const resolved = await post('/api/contact/bulk', {
        action: 'status',
        status: 'Resolved',
        filter: { isReplied: false, q: 'ada@' },
      });
      expect(resolved.json()).toEqual({ affected: 3 });
      expect((await get('/api/webpage/contact/stats')).json()).toMatchObject({
        newMessages: 0,
        resolvedMessages: 4,
        statusBreakdown: { Resolved: 4, Closed: 1 },
      });
      const deleted = await post('/api/contact/bulk', { action: 'delete', filter: { status: 'Resolved' } });
      expect(deleted.json()).toEqual({ affected: 4 });
      expect(await ids('/api/contact')).toEqual([4]);
      expect((await get('/api/webpage/contact/stats')).json()).toMatchObject({ totalMessages: 1, awaitingReply: 0 });
    });

    it.each([
      [{ action: 'status', ids: [1] }, 'status is required with the action status, and only with it'],
      [{ action: 'read', status: 'New', ids: [1] }, 'status is required with the action status, and only with it'],
      [{ action: 'read', filter: { isRead: 'no' } }, 'isRead must be true or false'],
    ])('refuses a bulk request that is not one (%j)', async (payload, message) => {
      const response = await post('/api/contact/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('names an export after its filters', async () => {
      const response = await get('/api/contact/export?isRead=false&status=InProgress&isReplied=false');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="contact-messages-in-progress-unread-awaiting-reply-2026-03-18.csv"',
      );
    });
  });
});
