import { describe, expect, it } from 'vitest';

import { noAttribution } from '@shared/contract/attribution';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { countRows } from '../db/direct/tables';
import { seedSignUps, storedSignUps } from '../db/direct/waitlist';

const csvHeader =
  'Id,Email,Name,Company,Source,Joined At (UTC),Status,Invited At (UTC),Redeemed At (UTC),' +
  'Landing Page,Referrer,UTM Source,UTM Medium,UTM Campaign';

describe.each(databaseKinds)('waitlist API on %s', (kind) => {
  // A fixed clock: Wednesday 2026-03-18 10:00 UTC, so today / this week / this month are known.
  const now = new Date('2026-03-18T10:00:00Z');
  const t = setupTestApp(kind, { now: () => now });

  const join = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: payload as object });

  describe('POST /api/webpage/waitlist', () => {
    it('trims, stores and answers 201 with the entry and its id', async () => {
      const response = await join({ email: '  ada@example.com ', name: '  Ada ', company: '', source: 'website' });
      expect(response.statusCode).toBe(201);
      const entry = response.json();
      expect(entry).toMatchObject({ email: 'ada@example.com', name: 'Ada', company: null, source: 'website' });
      expect(entry.id).toEqual(expect.any(Number));
      expect(Date.parse(entry.joinedAt)).not.toBeNaN();

      const stored = (await storedSignUps(t.db)).map(({ email, name, company }) => ({ email, name, company }));
      expect(stored).toEqual([{ email: 'ada@example.com', name: 'Ada', company: null }]);
    });

    it('keeps the source as sent and stores none when absent', async () => {
      await join({ email: 'a@example.com', source: 'partner-newsletter' });
      await join({ email: 'b@example.com' });
      const rows = await storedSignUps(t.db);
      expect(rows.map((row) => row.source)).toEqual(['partner-newsletter', null]);
    });

    it.each([
      ['the same case', 'ada@example.com'],
      ['another case', 'ADA@Example.com'],
      ['surrounding spaces', '  ada@example.com  '],
    ])('answers 409 for an e-mail already on the list (%s) and keeps the first entry', async (_case, again) => {
      await join({ email: 'ada@example.com', name: 'First' });
      const response = await join({ email: again, name: 'Second' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This email already exists on the waitlist',
      });
      const rows = await storedSignUps(t.db);
      expect(rows.map((row) => row.name)).toEqual(['First']);
    });

    it('keeps plus-aliases as distinct addresses', async () => {
      expect((await join({ email: 'ada@example.com' })).statusCode).toBe(201);
      expect((await join({ email: 'ada+invoices@example.com' })).statusCode).toBe(201);
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Email must be a valid e-mail address'],
      [{ email: 42 }, 'Email must be text'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
      [{ email: 'ada@example.com', name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ email: 'ada@example.com', company: 'x'.repeat(151) }, 'Company must be at most 150 characters'],
      [{ email: 'ada@example.com', name: { first: 'Ada' } }, 'Name must be text'],
      [['ada@example.com'], 'Request body must be a JSON object'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const response = await join(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await countRows(t.db, 'waitlist_entries')).toBe(0);
    });
  });

  describe('attribution (where a sign-up came from)', () => {
    const attribution = {
      landingPage: '/features',
      referrerHost: 'News.Example.com:8443',
      utmSource: ' newsletter ',
      utmMedium: 'email',
      utmCampaign: 'Launch',
    };
    const adminEntries = async (query = '') =>
      (await t.app.inject({ url: `/api/waitlist?${query}`, headers: t.auth })).json();

    it('stores the fields sent with a sign-up and reads them back, the host in lower case', async () => {
      const response = await join({ email: 'ada@example.com', source: 'website', ...attribution });
      expect(response.statusCode).toBe(201);
      const stored = {
        landingPage: '/features',
        referrerHost: 'news.example.com:8443',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'Launch',
      };
      expect(response.json()).toMatchObject({ email: 'ada@example.com', source: 'website', ...stored });
      expect(await adminEntries()).toEqual([expect.objectContaining({ email: 'ada@example.com', ...stored })]);
      // The source stays what the site sends (product.md §3); the campaign is a breakdown of its own.
      const stats = (await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth })).json();
      expect(stats).toMatchObject({
        sourceBreakdown: { website: 1 },
        campaignBreakdown: { launch: 1 },
        utmSourceBreakdown: { newsletter: 1 },
        referrerBreakdown: { 'news.example.com:8443': 1 },
      });
    });

    it('stores null for fields absent or blank', async () => {
      await join({ email: 'ada@example.com', landingPage: '', referrerHost: '  ', utmSource: null });
      expect(await adminEntries()).toEqual([expect.objectContaining(noAttribution)]);
    });

    it.each([
      [{ referrerHost: 'news.example.com/path' }, 'referrerHost must be a host name such as news.example.com'],
      [{ referrerHost: 'https://news.example.com' }, 'referrerHost must be a host name such as news.example.com'],
      [{ referrerHost: `${'a'.repeat(250)}.com` }, 'referrerHost must be at most 253 characters'],
      [{ landingPage: '/pricing?email=ada@example.com' }, 'landingPage must be a path such as /pricing'],
      [{ landingPage: 'pricing' }, 'landingPage must be a path such as /pricing'],
      [{ landingPage: `/${'p'.repeat(300)}` }, 'landingPage must be at most 300 characters'],
      [{ utmSource: 's'.repeat(101) }, 'utmSource must be at most 100 characters'],
      [{ utmMedium: 'm'.repeat(101) }, 'utmMedium must be at most 100 characters'],
      [{ utmCampaign: 'c'.repeat(101) }, 'utmCampaign must be at most 100 characters'],
      [
        { utmCampaign: 'launch\u0000' },
        'utmCampaign contains a character that cannot be stored (NUL or a broken Unicode pair)',
      ],
      [{ utmSource: 42 }, 'utmSource must be text'],
    ])('answers 400 naming the field for %j and stores nothing', async (fields, message) => {
      const response = await join({ email: 'ada@example.com', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await countRows(t.db, 'waitlist_entries')).toBe(0);
    });

    it('exports the attribution in the CSV, empty where a sign-up has none', async () => {
      await join({ email: 'ada@example.com', source: 'website', ...attribution });
      await join({ email: 'bob@example.com', source: 'website' });
      const response = await t.app.inject({ url: '/api/waitlist/export?sort=email', headers: t.auth });
      const [header, ada, bob] = response.body.split('\r\n');
      expect(header).toBe(`\uFEFF${csvHeader}`);
      expect(ada).toMatch(/,Waiting,,,\/features,news\.example\.com:8443,newsletter,email,Launch$/);
      expect(bob).toMatch(/,Waiting,,,,,,,$/);
    });
  });

  describe('admin reads', () => {
    it('lists entries newest first with both date fields and the total in X-Total-Count', async () => {
      for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) await join({ email });
      const response = await t.app.inject({ url: '/api/webpage/waitlist?page=1&pageSize=2', headers: t.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('3');
      const entries = response.json();
      expect(entries.map((entry: { email: string }) => entry.email)).toEqual(['three@example.com', 'two@example.com']);
      expect(entries[0]).toEqual({
        id: expect.any(Number),
        email: 'three@example.com',
        name: null,
        company: null,
        source: null,
        joinedAt: expect.any(String),
        createdAt: entries[0].joinedAt,
        ...noAttribution,
        status: 'waiting',
        invitedAt: null,
        redeemedAt: null,
        confirmedAt: null,
        suppression: null,
        // The third to join, third in line.
        position: 3,
        referrals: 0,
        referredBy: null,
      });
      const second = await t.app.inject({ url: '/api/webpage/waitlist?page=2&pageSize=2', headers: t.auth });
      expect(second.json().map((entry: { email: string }) => entry.email)).toEqual(['one@example.com']);
    });

    it.each([
      ['pageSize=101', 'pageSize must be between 1 and 100'],
      ['pageSize=0', 'pageSize must be between 1 and 100'],
      ['page=0', 'page must be 1 or more'],
      ['page=abc', 'page must be a whole number'],
    ])('refuses a bad page (%s)', async (query, message) => {
      const response = await t.app.inject({ url: `/api/webpage/waitlist?${query}`, headers: t.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('counts today, this ISO week and this month in the configured time zone, and sources', async () => {
      const at = [
        ['2026-03-18T09:00:00Z', 'website'], // today
        ['2026-03-16T00:30:00Z', 'website'], // Monday: this week
        ['2026-03-15T23:00:00Z', 'referral'], // Sunday: last week, this month
        ['2026-02-28T12:00:00Z', null], // last month
      ] as const;
      await seedSignUps(
        t.db,
        at.map(([createdAt, source]) => ({ email: `${createdAt}@example.com`, source, createdAt })),
      );
      const response = await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        totalEntries: 4,
        todayEntries: 1,
        weekEntries: 2,
        monthEntries: 3,
        sourceBreakdown: { website: 2, referral: 1, direct: 1 },
        confirmedEntries: 0,
        statusBreakdown: { waiting: 4, invited: 0, joined: 0, removed: 0 },
        campaignBreakdown: { direct: 4 },
        utmSourceBreakdown: { direct: 4 },
        referrerBreakdown: { direct: 4 },
        newestId: expect.any(Number),
        timeZone: 'UTC',
      });
    });

    it('answers stats of an empty list with zeros and an empty breakdown', async () => {
      const response = await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth });
      expect(response.json()).toEqual({
        totalEntries: 0,
        todayEntries: 0,
        weekEntries: 0,
        monthEntries: 0,
        sourceBreakdown: {},
        confirmedEntries: 0,
        statusBreakdown: { waiting: 0, invited: 0, joined: 0, removed: 0 },
        campaignBreakdown: {},
        utmSourceBreakdown: {},
        referrerBreakdown: {},
        newestId: null,
        timeZone: 'UTC',
      });
    });

    it('searches, filters and sorts the admin list at /api/waitlist', async () => {
      await join({ email: 'zed@acme.com', name: 'Zed', company: 'Acme', source: 'website' });
      await join({ email: 'amy@globex.com', name: 'Amy', company: 'Globex', source: 'referral' });
      await join({ email: 'bob@acme.com', name: 'Bob', source: 'website' });
      const emails = async (query: string) => {
        const response = await t.app.inject({ url: `/api/waitlist?${query}`, headers: t.auth });
        expect(response.statusCode).toBe(200);
        return response.json().map((entry: { email: string }) => entry.email);
      };
      expect(await emails('q=ACME')).toEqual(['bob@acme.com', 'zed@acme.com']);
      expect(await emails('q=globex')).toEqual(['amy@globex.com']);
      expect(await emails('source=website&sort=oldest')).toEqual(['zed@acme.com', 'bob@acme.com']);
      expect(await emails('sort=email')).toEqual(['amy@globex.com', 'bob@acme.com', 'zed@acme.com']);
      expect(await emails('q=100%25')).toEqual([]);
      expect(await emails('from=2999-01-01')).toEqual([]);
      const bad = await t.app.inject({ url: '/api/waitlist?sort=random', headers: t.auth });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        'sort must be one of newest, oldest, email, email-desc, name, name-desc, source, source-desc, company, company-desc, position, position-desc',
      );
    });

    it('exports CSV with a header row, RFC 4180 quoting and formulas neutralised', async () => {
      await join({ email: 'ada@example.com', name: '=HYPERLINK("http://evil")', company: 'Quote "Inc", Ltd' });
      await join({ email: 'bob@example.com', name: '@SUM(A1)', company: '+1 Corp' });
      const response = await t.app.inject({ url: '/api/waitlist/export?sort=email', headers: t.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      // A UTF-8 byte-order mark first, so Excel on Windows reads the file as UTF-8.
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(`\uFEFF${csvHeader}`);
      const [ada, bob] = (await t.app.inject({ url: '/api/waitlist?sort=email', headers: t.auth })).json();
      expect(lines[1]).toMatch(
        new RegExp(`^${ada.id},ada@example\\.com,"'=HYPERLINK\\(""http://evil""\\)","Quote ""Inc"", Ltd",,\\d{4}-`),
      );
      expect(lines[2]).toMatch(new RegExp(`^${bob.id},bob@example\\.com,'@SUM\\(A1\\),'\\+1 Corp,,`));
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe('');
    });

    it('exports names in any script as UTF-8 that Excel reads right', async () => {
      await join({ email: 'nunez@example.com', name: 'Ñúñez', company: 'Петров и сыновья' });
      const response = await t.app.inject({ url: '/api/waitlist/export', headers: t.auth });
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString('utf8')).toContain(',nunez@example.com,Ñúñez,Петров и сыновья,');
    });
  });
});
