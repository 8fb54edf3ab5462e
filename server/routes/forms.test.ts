import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formOutcomePaths } from '@shared/content/paths';
import { fieldLimits, HONEYPOT_FIELD } from '@shared/contract';
import { noAttribution } from '@shared/contract/attribution';
import { buildApp } from '../app';
import type { Database } from '../db';
import { countRows } from '../db/direct/tables';
import { openPostgres } from '../db/postgres';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  setupTestApp,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';
import { deleteKeys, redisAvailable, testRedisUrl, uniqueKeyPrefix } from '@testing/server/redis';
import { CROSS_ORIGIN_MESSAGE } from './forms';

/*
 * The public forms as a browser without the app sends them: POST /waitlist and POST /contact with a
 * form body, answered 303 to the page of the outcome. They must store exactly what the JSON calls store
 * and refuse exactly what they refuse.
 */

type Fields = Record<string, string> | Array<[string, string]>;

const HOST = 'invoiceflow.test';
/** What a browser sends with a form submitted from one of our own pages. */
const sameOrigin = { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };

/** Posts `fields` as a browser posts a form (urlencoded), from `headers`' origin. */
const postForm = (
  app: FastifyInstance,
  path: string,
  fields: Fields,
  headers: Record<string, string> = sameOrigin,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const waitlistForm = { email: '  ada@example.com ', name: ' Ada ', company: '', [HONEYPOT_FIELD]: '' };
const contactForm = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  email: 'grace@example.com',
  subject: 'Invoices in euros?',
  message: 'Can I bill clients in EUR?',
  [HONEYPOT_FIELD]: '',
};

const joined = formOutcomePaths.waitlist.joined;

const expectSeeOther = (response: { statusCode: number; headers: Record<string, unknown> }, location: string) => {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('no-store');
};

describe.each(databaseKinds)('form posts on %s', (kind) => {
  const t = setupTestApp(kind);
  const form = (path: string, fields: Fields, headers?: Record<string, string>) =>
    postForm(t.app, path, fields, headers);
  /** What the admin reads: the proof that a post was (or was not) stored where it matters. */
  const waitlistInAdmin = async () =>
    (await t.app.inject({ url: '/api/webpage/waitlist?page=1&pageSize=50', headers: t.auth })).json();
  const contactInAdmin = async () =>
    (await t.app.inject({ url: '/api/webpage/contact?page=1&pageSize=50', headers: t.auth })).json();

  describe('POST /waitlist', () => {
    it('stores the sign-up as the JSON call does, with the source "website" whatever was posted', async () => {
      const response = await form('/waitlist', { ...waitlistForm, source: 'somewhere-else' });
      expectSeeOther(response, formOutcomePaths.waitlist.joined);
      // The 303 goes to our own origin, which the page's `form-action 'self'` allows.
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
      expect(await waitlistInAdmin()).toEqual([
        expect.objectContaining({ email: 'ada@example.com', name: 'Ada', company: null, source: 'website' }),
      ]);
    });

    it('sends a duplicate (any case, either door first) to its page and keeps the first entry', async () => {
      await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'ada@example.com' } });
      const response = await form('/waitlist', { ...waitlistForm, email: 'ADA@Example.com', name: 'Second' });
      expectSeeOther(response, formOutcomePaths.waitlist.duplicate);
      expect(await waitlistInAdmin()).toEqual([expect.objectContaining({ email: 'ada@example.com', name: null })]);
    });

    it.each<[string, Fields]>([
      ['an invalid e-mail', { ...waitlistForm, email: 'not-an-email' }],
      ['no e-mail', { name: 'Ada' }],
      ['a name over the limit', { ...waitlistForm, name: 'x'.repeat(101) }],
      [
        'a field sent twice',
        [
          ['email', 'ada@example.com'],
          ['email', 'eve@example.com'],
        ],
      ],
    ])('sends %s to "check your details" and stores nothing', async (_case, fields) => {
      expectSeeOther(await form('/waitlist', fields), formOutcomePaths.waitlist.invalid);
      expect(await waitlistInAdmin()).toEqual([]);
    });

    it('answers a filled honeypot as joined and stores nothing', async () => {
      const response = await form('/waitlist', { ...waitlistForm, [HONEYPOT_FIELD]: 'https://spam.example' });
      expectSeeOther(response, formOutcomePaths.waitlist.joined);
      expect(await waitlistInAdmin()).toEqual([]);
    });

    it('sends a body over the size limit of the JSON calls to "not joined"', async () => {
      const response = await form('/waitlist', { ...waitlistForm, company: 'x'.repeat(70 * 1024) });
      expectSeeOther(response, formOutcomePaths.waitlist.failed);
      expect(await waitlistInAdmin()).toEqual([]);
    });

    describe('attribution without JavaScript: the Referer, when it carries campaign tags', () => {
      const landing = `http://${HOST}/waitlist?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=x#top`;
      const attributionInAdmin = async () => {
        const [entry] = await waitlistInAdmin();
        const { landingPage, referrerHost, utmSource, utmMedium, utmCampaign } = entry;
        return { landingPage, referrerHost, utmSource, utmMedium, utmCampaign };
      };

      it('takes the page the form was on as the landing page, with its tags (never its other parameters)', async () => {
        expectSeeOther(await form('/waitlist', waitlistForm, { ...sameOrigin, referer: landing }), joined);
        expect(await attributionInAdmin()).toEqual({
          landingPage: '/waitlist',
          referrerHost: null,
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'launch',
        });
      });

      it('stores none from a Referer without tags: the form page need not be where the visit began', async () => {
        expectSeeOther(
          await form('/waitlist', waitlistForm, { ...sameOrigin, referer: `http://${HOST}/waitlist` }),
          joined,
        );
        expect(await attributionInAdmin()).toEqual(noAttribution);
      });

      it('caps over-long tags as the site does instead of refusing the sign-up', async () => {
        const referer = `http://${HOST}/waitlist?utm_campaign=${'c'.repeat(150)}`;
        expectSeeOther(await form('/waitlist', waitlistForm, { ...sameOrigin, referer }), joined);
        expect((await attributionInAdmin()).utmCampaign).toBe('c'.repeat(fieldLimits.utm));
      });

      it('keeps what the post carries, with nothing from the Referer mixed in', async () => {
        const posted = { ...waitlistForm, landingPage: '/pricing', referrerHost: 'news.example.com' };
        expectSeeOther(await form('/waitlist', posted, { ...sameOrigin, referer: landing }), joined);
        expect(await attributionInAdmin()).toEqual({
          ...noAttribution,
          landingPage: '/pricing',
          referrerHost: 'news.example.com',
        });
      });

      it('validates what the post carries as the JSON call does', async () => {
        const posted = { ...waitlistForm, landingPage: '/pricing?email=ada@example.com' };
        expectSeeOther(
          await form('/waitlist', posted, { ...sameOrigin, referer: landing }),
          formOutcomePaths.waitlist.invalid,
        );
        expect(await waitlistInAdmin()).toEqual([]);
      });

      it('ignores a Referer it cannot read', async () => {
        expectSeeOther(await form('/waitlist', waitlistForm, { ...sameOrigin, referer: 'not a url' }), joined);
        expect(await attributionInAdmin()).toEqual(noAttribution);
      });

      it('reads no Referer on the JSON call: the app sends the attribution it recorded', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/webpage/waitlist',
          headers: { referer: landing },
          payload: { email: 'ada@example.com' },
        });
        expect(response.statusCode).toBe(201);
        expect(await attributionInAdmin()).toEqual(noAttribution);
      });
    });

    it('takes form bodies only: JSON posted to the page is not stored', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/waitlist',
        headers: { host: HOST, ...sameOrigin },
        payload: { email: 'ada@example.com' },
      });
      expectSeeOther(response, formOutcomePaths.waitlist.failed);
      expect(await waitlistInAdmin()).toEqual([]);
    });
  });

  describe('POST /contact', () => {
    it('stores the message as the JSON call does and sends the visitor to "sent"', async () => {
      expectSeeOther(await form('/contact', { ...contactForm, source: 'elsewhere' }), formOutcomePaths.contact.sent);
      expect(await contactInAdmin()).toEqual([
        expect.objectContaining({
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          subject: 'Invoices in euros?',
          message: 'Can I bill clients in EUR?',
          status: 'New',
          source: 'website',
        }),
      ]);
    });

    it('stores line breaks as the JSON call does (LF), so a message at the length limit is taken from either door', async () => {
      // 100 lines of 49 characters and a closing "!": 5,000 characters with LF line breaks, 5,099 with CR LF.
      const lines = Array.from({ length: 100 }, (_, index) => `${index}`.padEnd(49, '.'));
      const message = lines.join('\n');
      expect(message).toHaveLength(5000 - 1);
      const sent = `${lines.join('\r\n')}!`;
      expectSeeOther(await form('/contact', { ...contactForm, message: sent }), formOutcomePaths.contact.sent);
      expect(await contactInAdmin()).toEqual([expect.objectContaining({ message: `${message}!` })]);
    });

    it.each<[string, Fields]>([
      ['a missing message', { ...contactForm, message: '   ' }],
      ['a field sent twice', [...Object.entries(contactForm), ['subject', 'Another subject']]],
    ])('sends %s to "check your details" and stores nothing', async (_case, fields) => {
      expectSeeOther(await form('/contact', fields), formOutcomePaths.contact.invalid);
      expect(await contactInAdmin()).toEqual([]);
    });

    it('answers a filled honeypot as sent and stores nothing', async () => {
      const response = await form('/contact', { ...contactForm, [HONEYPOT_FIELD]: 'https://spam.example' });
      expectSeeOther(response, formOutcomePaths.contact.sent);
      expect(await contactInAdmin()).toEqual([]);
    });
  });

  describe('where a form post comes from', () => {
    it.each([
      ['an Origin of another host', { origin: 'https://evil.example' }],
      ['an Origin of another port', { origin: `http://${HOST}:8080` }],
      ['an opaque Origin (null)', { origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
      ['Sec-Fetch-Site cross-site with our own Origin', { origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' }],
    ])('refuses %s with a plain 403, storing nothing', async (_case, headers) => {
      for (const [path, fields] of [
        ['/waitlist', waitlistForm],
        ['/contact', contactForm],
      ] as const) {
        const response = await form(path, fields, headers);
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.body).toBe(CROSS_ORIGIN_MESSAGE);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect(await waitlistInAdmin()).toEqual([]);
      expect(await contactInAdmin()).toEqual([]);
    });

    it.each([
      ['from our own page', sameOrigin],
      ['with our own Origin written with its default port', { origin: `http://${HOST.toUpperCase()}:80` }],
      ['with neither header (curl, an old browser)', {}],
      // Behind a reverse proxy that rewrites Host, the browser's Origin names the public host, not ours:
      // Sec-Fetch-Site alone says whether the page that sent it is one of ours.
      [
        'from our own page behind a proxy that rewrites Host',
        { origin: 'https://www.invoiceflow.example', 'sec-fetch-site': 'same-origin' },
      ],
    ])('accepts a post %s', async (_case, headers) => {
      expectSeeOther(await form('/waitlist', waitlistForm, headers), formOutcomePaths.waitlist.joined);
      expectSeeOther(await form('/contact', contactForm, headers), formOutcomePaths.contact.sent);
      expect(await waitlistInAdmin()).toHaveLength(1);
      expect(await contactInAdmin()).toHaveLength(1);
    });
  });

  it('keeps the JSON API JSON-only: a form body there is refused with 415 and not stored', async () => {
    for (const [url, fields] of [
      ['/api/webpage/waitlist', waitlistForm],
      ['/api/webpage/contact', contactForm],
    ] as const) {
      const response = await form(url, fields);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Send the request body as JSON (Content-Type: application/json)');
    }
    expect(await waitlistInAdmin()).toEqual([]);
    expect(await contactInAdmin()).toEqual([]);
  });

  describe('when the database is down', () => {
    let database: TestDatabase;
    let app: FastifyInstance | undefined;
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('sends the visitor to "not joined" and "not sent"', async () => {
      database = await createTestDatabase(kind);
      // The app gets a connection of its own to close; the test's own still drops the database after.
      const db: Database = kind === 'postgres' ? await openPostgres(database.databaseUrl!) : database.db;
      app = await buildApp({ config: testConfig(), db, jwtSecret: TEST_JWT_SECRET });
      await db.close();
      expectSeeOther(await postForm(app, '/waitlist', waitlistForm), formOutcomePaths.waitlist.failed);
      expectSeeOther(await postForm(app, '/contact', contactForm), formOutcomePaths.contact.failed);
    });
  });
});

const limitStores = ['memory', ...(redisAvailable ? (['redis'] as const) : [])] as const;

describe.each(limitStores)('one rate limit for the JSON call and the form post (%s store)', (store) => {
  let database: TestDatabase;
  let t: TestApp;
  const prefix = uniqueKeyPrefix();
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const redis: Record<string, string> =
      store === 'redis' ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix } : {};
    t = await createTestApp(database, { config: { RATE_LIMIT_PUBLIC: '4', ...redis } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    if (store === 'redis') await deleteKeys(prefix);
  });

  const client = '203.0.113.9';
  const joinJson = (index: number, remoteAddress = client) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      remoteAddress,
      payload: { email: `json-${index}@example.com` },
    });
  const joinForm = (index: number) =>
    postForm(t.app, '/waitlist', { ...waitlistForm, email: `form-${index}@example.com` }, sameOrigin, client);
  const sendJson = () =>
    t.app.inject({ method: 'POST', url: '/api/webpage/contact', remoteAddress: client, payload: contactForm });
  const sendForm = () => postForm(t.app, '/contact', contactForm, sameOrigin, client);

  it('counts both doors of a form together, and each form on its own', async () => {
    const waitlist = [await joinJson(1), await joinForm(1), await joinJson(2), await joinForm(2)];
    expect(waitlist.map((response) => response.statusCode)).toEqual([201, 303, 201, 303]);
    // The allowance of 4 is spent, whichever door asks next.
    expectSeeOther(await joinForm(3), formOutcomePaths.waitlist.rateLimited);
    expect((await joinJson(3)).statusCode).toBe(429);
    expect(await countRows(t.db, 'waitlist_entries')).toBe(4);
    // Another address has its own allowance.
    expect((await joinJson(4, '203.0.113.10')).statusCode).toBe(201);

    // The contact form has an allowance of its own; product.md §8 reads its 429 as "not sent".
    const contact = [await sendForm(), await sendJson(), await sendJson(), await sendForm()];
    expect(contact.map((response) => response.statusCode)).toEqual([303, 201, 201, 303]);
    expectSeeOther(await sendForm(), formOutcomePaths.contact.failed);
    expect((await sendJson()).statusCode).toBe(429);
    expect(await countRows(t.db, 'contact_messages')).toBe(4);
  });

  it('spends nothing of the allowance on cross-origin posts', async () => {
    const other = '203.0.113.11';
    for (let index = 0; index < 6; index++) {
      const response = await postForm(t.app, '/waitlist', waitlistForm, { origin: 'https://evil.example' }, other);
      expect(response.statusCode).toBe(403);
    }
    expect((await joinJson(10, other)).statusCode).toBe(201);
  });
});

describe.each(databaseKinds)('what a form post leaves in the log on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('holds none of the values typed, whatever the outcome', async () => {
    const typed = {
      email: 'zebulon.quartermaine@example.org',
      name: 'Zebulon Quartermaine',
      company: 'Quokka Ledger Works',
      firstName: 'Zebulon',
      lastName: 'Quartermaine',
      subject: 'Peculiar invoicing question',
      message: 'Do you support invoices written in Klingon?',
    };
    const waitlist = { email: typed.email, name: typed.name, company: typed.company };
    const contact = { ...typed };
    const outcomes = [
      await postForm(app, '/waitlist', waitlist),
      await postForm(app, '/waitlist', waitlist), // duplicate
      await postForm(app, '/waitlist', { ...waitlist, [HONEYPOT_FIELD]: 'https://spam.example' }),
      await postForm(app, '/waitlist', { ...waitlist, email: `${typed.name} at home` }), // invalid
      await postForm(app, '/contact', contact),
      await postForm(app, '/contact', [...Object.entries(contact), ['message', typed.message]]), // twice
      await postForm(app, '/contact', contact, { origin: 'https://evil.example' }),
    ];
    expect(outcomes.map((response) => response.statusCode)).toEqual([303, 303, 303, 303, 303, 303, 403]);

    const log = lines.join('');
    expect(log).toContain('"route":"/waitlist"');
    expect(log).toContain('"route":"/contact"');
    for (const value of [...Object.values(typed), encodeURIComponent(typed.email), 'Zebulon+Quartermaine']) {
      expect(log).not.toContain(value);
    }
  });
});
