import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type Funnel, funnelSchema } from '@shared/contract';
import { fullScanFunnel, insertPageViews, setReferrer, stepEntriesAlong, storedPageViews } from '../db/direct/funnel';
import { seedSignUps, setLaunchState } from '../db/direct/waitlist';
import { createConfirmLinks } from '../mail/memberLinks';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  TEST_JWT_SECRET,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';

/*
 * The funnel end to end: page views counted as the built site serves its pages (app.inject, through the
 * same handlers as a browser's request), sign-ups through the public API, confirmations through the
 * confirm link of the welcome mail, and GET /api/waitlist/funnel reading them back.
 */

const ADMIN_PATH = '/back-office-funnel';
/** A day starts at 18:15 UTC in Kathmandu (UTC+5:45): a period's edges are never UTC midnights. */
const STATS_TIMEZONE = 'Asia/Kathmandu';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const browser = { 'user-agent': BROWSER, 'sec-fetch-dest': 'document' };

/** A built site as scripts/build-site.mjs writes it: pages, the admin page, the 404, a form's outcome page. */
async function writeSite(parent: string) {
  const siteDir = join(parent, 'site');
  const page = (title: string, extra = '') =>
    `<!doctype html><title>${title}</title><link rel="canonical" href="http://localhost:3000/"/>${extra}<h1>${title}</h1>`;
  await mkdir(join(siteDir, 'about'), { recursive: true });
  await mkdir(join(siteDir, 'waitlist', 'joined'), { recursive: true });
  await writeFile(join(siteDir, 'index.html'), page('Home'));
  await writeFile(join(siteDir, 'about', 'index.html'), page('About'));
  await writeFile(join(siteDir, 'waitlist', 'index.html'), page('Waitlist'));
  await writeFile(
    join(siteDir, 'waitlist', 'joined', 'index.html'),
    page("You're on the list", '<meta name="robots" content="noindex" />'),
  );
  await writeFile(join(siteDir, '404.html'), page('Page not found'));
  await writeFile(
    join(siteDir, 'admin.html'),
    '<!doctype html><meta name="admin-path" content="" /><div id="root"></div>',
  );
  return siteDir;
}

describe.each(databaseKinds)('the funnel on %s', (kind) => {
  let parent: string;
  let database: TestDatabase;
  let t: TestApp;
  const confirmLinks = createConfirmLinks(
    createHmac('sha256', TEST_JWT_SECRET).update('mail links').digest('base64url'),
    'http://localhost:3000',
  );

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'invoiceflow-funnel-'));
    const siteDir = await writeSite(parent);
    database = await createTestDatabase(kind);
    t = await createTestApp(database, {
      config: {
        SITE_DIR: siteDir,
        ADMIN_PATH,
        STATS_TIMEZONE,
        SITE_URL: 'http://localhost:3000',
        LAUNCH_URL: 'https://app.example.com/signup',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await rm(parent, { recursive: true, force: true });
  });
  // Whatever an earlier test counted is written first (the funnel's call writes it), then emptied.
  beforeEach(async () => {
    await t.app.inject({ url: '/api/waitlist/funnel', headers: t.auth });
    await t.reset();
  });

  const visit = (url: string, headers: Record<string, string> = browser, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });
  const signUp = async (email: string, utmSource?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      payload: { email, utmSource },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const confirm = async (id: number) => {
    const link = new URL(confirmLinks.url({ id }));
    const response = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(response.body).toContain('Your address is confirmed');
  };
  const funnel = async (query = '') => {
    const response = await t.app.inject({ url: `/api/waitlist/funnel${query}`, headers: t.auth });
    expect(response.statusCode, response.body).toBe(200);
    return funnelSchema.parse(response.json());
  };
  const row = (answer: Funnel, source: string) => answer.sources.find((candidate) => candidate.source === source);

  it('100 visits to / from news, 10 sign-ups from them, 5 confirmed: 100 → 10 → 5 for news', async () => {
    const first = await visit('/?utm_source=news');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    for (let n = 1; n < 99; n += 1)
      expect((await visit(`/?utm_source=news&utm_medium=email&n=${n}`)).statusCode).toBe(200);
    // A browser that keeps the page asks whether it changed: shown again, so a visit too.
    const again = await visit('/?utm_source=News', { ...browser, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);

    // None of these is a person looking at a page.
    const notVisits = [
      visit('/?utm_source=news', {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      visit('/?utm_source=news', { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }),
      visit('/?utm_source=news', { 'user-agent': 'curl/8.5.0' }),
      visit('/?utm_source=news', { 'user-agent': '' }),
      visit('/?utm_source=news', { ...browser, 'sec-purpose': 'prefetch' }),
      visit('/?utm_source=news', { ...browser, 'sec-purpose': 'prefetch;prerender' }),
      visit('/?utm_source=news', { ...browser, purpose: 'prefetch' }),
      visit('/?utm_source=news', { ...browser, 'x-moz': 'prefetch' }),
      visit('/?utm_source=news', { ...browser, 'sec-fetch-dest': 'empty' }),
      visit('/?utm_source=news', browser, 'HEAD'),
      // A form's outcome page, the admin portal, a page that is not there, the API, a member link's page.
      visit('/waitlist/joined?utm_source=news'),
      visit(`${ADMIN_PATH}?utm_source=news`),
      visit('/nowhere?utm_source=news'),
      visit('/about/?utm_source=news'),
      visit('/api/webpage/waitlist/stats?utm_source=news'),
      visit('/waitlist/confirm?token=1.x&utm_source=news'),
    ];
    const statuses = (await Promise.all(notVisits)).map((response) => response.statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 308, 401, 400]);

    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) ids.push(await signUp(`reader-${n}@example.com`, n % 3 === 0 ? ' News ' : 'news'));
    for (const id of ids.slice(0, 5)) await confirm(id);

    const answer = await funnel();
    expect(row(answer, 'news')).toEqual({
      source: 'news',
      visits: 100,
      signups: 10,
      confirmed: 5,
      invited: 0,
      joined: 0,
    });
    expect(answer.sources).toHaveLength(1);
    expect(answer.total).toEqual({ visits: 100, signups: 10, confirmed: 5, invited: 0, joined: 0 });
    expect(answer.timeZone).toBe(STATS_TIMEZONE);
    // Nothing but the day, the source, the page and the count is stored.
    expect(await storedPageViews(t.db)).toEqual([{ day: answer.to, source: 'news', page: '/', views: 100 }]);
  });

  it('puts share links and direct visits in rows of their own, and follows sign-ups to their invite and join', async () => {
    const code = 'AbCdEf012_-x';
    for (let n = 0; n < 3; n += 1) await visit(`/?ref=${code}`);
    await visit(`/?ref=${code}&utm_source=Partner`);
    await visit('/?ref=not-a-code');
    await visit('/about');
    await visit('/waitlist?utm_source=%20%20');

    const referrer = await signUp('referrer@example.com');
    const referred = await signUp('friend@example.com');
    const partner = await signUp('partner@example.com', 'partner');
    // Sign-ups through a share link carry their referrer (the sign-up records it, routes/waitlist.ts).
    await setReferrer(t.db, referred, referrer);
    await confirm(referred);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/launch/invites',
      headers: t.auth,
      payload: { ids: [referred, partner] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await setLaunchState(t.db, partner, { status: 'joined' });

    const answer = await funnel();
    expect(answer.sources).toEqual([
      { source: 'direct', visits: 3, signups: 1, confirmed: 0, invited: 0, joined: 0 },
      { source: 'referral', visits: 3, signups: 1, confirmed: 1, invited: 1, joined: 0 },
      { source: 'partner', visits: 1, signups: 1, confirmed: 0, invited: 1, joined: 1 },
    ]);
    await expect(funnel()).resolves.toEqual(answer);

    // The referrer deleted: their newcomer no longer came through anybody's link.
    await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${referrer}`, headers: t.auth });
    expect((await funnel()).sources.map(({ source, signups }) => [source, signups])).toEqual([
      ['direct', 1],
      ['referral', 0],
      ['partner', 1],
    ]);
  });

  it('counts each day in the stats time zone, from the counters as from the entries themselves', async () => {
    // 18:15 UTC is midnight in Kathmandu: these fall on Mar 1, 2, 2 and 3 there.
    const instants = ['2026-03-01T18:14:59Z', '2026-03-01T18:15:00Z', '2026-03-02T18:14:00Z', '2026-03-02T18:15:00Z'];
    const sources = ['news', 'NEWS', null, 'podcast', '', 'news'];
    const ids = await seedSignUps(
      t.db,
      Array.from({ length: 48 }, (_, n) => ({
        email: `seeded-${n}@example.com`,
        createdAt: instants[n % instants.length]!,
        utmSource: sources[n % sources.length]!,
      })),
    );
    await insertPageViews(t.db, [
      { day: '2026-03-01', source: 'news', page: '/', views: 7 },
      { day: '2026-03-02', source: 'news', page: '/', views: 11 },
      { day: '2026-03-02', source: 'news', page: '/about', views: 13 },
      { day: '2026-03-02', source: 'referral', page: '/', views: 5 },
      { day: '2026-03-03', source: 'news', page: '/', views: 17 },
    ]);
    // Later steps, a referral and a deletion, each through the table's own triggers.
    await stepEntriesAlong(t.db, ids[0]!);

    for (const [from, to] of [
      ['2026-03-02', '2026-03-02'],
      ['2026-03-01', '2026-03-03'],
      ['2026-03-03', '2026-03-31'],
    ] as const) {
      const answer = await funnel(`?from=${from}&to=${to}`);
      expect(answer).toMatchObject({ from, to, timeZone: STATS_TIMEZONE });
      const fullScan = await fullScanFunnel(t.db, from, to, STATS_TIMEZONE);
      const counted = Object.fromEntries(answer.sources.map(({ source, visits: _, ...steps }) => [source, steps]));
      const withSignups = Object.fromEntries(Object.entries(counted).filter(([, steps]) => steps.signups > 0));
      expect(withSignups, `${from}..${to}`).toEqual(fullScan);
    }
    const day2 = await funnel('?from=2026-03-02&to=2026-03-02');
    expect(row(day2, 'news')?.visits).toBe(24);
    expect(row(day2, 'referral')?.visits).toBe(5);
    expect((await funnel('?from=2026-03-01&to=2026-03-03')).total.visits).toBe(53);
    expect((await funnel('?days=1&to=2026-03-03')).total.visits).toBe(17);
  });

  it('defaults to the last 30 days and refuses a period that makes no sense', async () => {
    const answer = await funnel();
    expect(answer.sources).toEqual([]);
    expect(answer.total).toEqual({ visits: 0, signups: 0, confirmed: 0, invited: 0, joined: 0 });
    const days = (Date.parse(answer.to) - Date.parse(answer.from)) / 86_400_000 + 1;
    expect(days).toBe(30);
    expect((await funnel('?days=7')).from).toBe(
      new Date(Date.parse(answer.to) - 6 * 86_400_000).toISOString().slice(0, 10),
    );

    const refused = async (query: string) => {
      const response = await t.app.inject({ url: `/api/waitlist/funnel${query}`, headers: t.auth });
      expect(response.statusCode, query).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused('?from=2026-03-02&to=2026-03-01')).toBe('from (2026-03-02) must not be after to (2026-03-01)');
    expect(await refused('?from=2025-01-01&to=2026-03-01')).toBe('The period must be at most 366 days long');
    expect(await refused('?from=2026-02-30')).toMatch(/from must be a date and time that exists/);
    expect(await refused('?to=2026-03-01T10:00')).toBe('to must be a day such as 2026-01-31, without a time');
    expect(await refused('?days=0')).toBe('days must be a whole number from 1 to 366');
    expect(await refused('?from=2026-03-01&days=7')).toBe('Give either from or days, not both');

    expect((await t.app.inject({ url: '/api/waitlist/funnel' })).statusCode).toBe(401);
  });
});
