import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import {
  ADMIN,
  createTestApp,
  createTestDatabase,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
  type TestDatabase,
} from './test/harness';

describe('the HTTP surface', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { config: { RATE_LIMIT_PUBLIC: '3', RATE_LIMIT_LOGIN: '2' } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/nothing-here',
    });
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers a body over 64 KiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large (64 KiB at most)');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=ada@example.com',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the request body as JSON (Content-Type: application/json)');
  });

  it('rate-limits public POSTs per client with 429 and Retry-After, without storing the refused ones', async () => {
    const from = (index: number) => ({
      method: 'POST' as const,
      url: '/api/webpage/waitlist',
      remoteAddress: '203.0.113.7',
      payload: { email: `limited-${index}@example.com` },
    });
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await t.app.inject(from(index))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await t.app.inject(from(9));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    const stored = await t.db.query("select email from waitlist_entries where email like 'limited-%'");
    expect(stored).toHaveLength(3);
    // Another address has its own allowance.
    expect((await t.app.inject({ ...from(20), remoteAddress: '203.0.113.8' })).statusCode).toBe(201);
  });

  it('rate-limits login attempts per client', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.4',
        payload: { email: 'nobody@example.com', password: 'guess' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});

describe('API answers are never cached', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { config: { RATE_LIMIT_PUBLIC: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('sends Cache-Control: no-store on successes, errors, 401s, 429s, unknown API paths and CSV exports', async () => {
    const answers = {
      'public POST': await t.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        remoteAddress: '203.0.113.20',
        payload: { email: 'cached@example.com' },
      }),
      'public POST, rate-limited': await t.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        remoteAddress: '203.0.113.20',
        payload: { email: 'cached-again@example.com' },
      }),
      'login with its token': await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }),
      'admin list of people': await t.app.inject({ url: '/api/waitlist', headers: t.auth }),
      'admin stats': await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth }),
      'admin CSV export': await t.app.inject({ url: '/api/waitlist/export', headers: t.auth }),
      'admin list without a session': await t.app.inject({ url: '/api/admin/users' }),
      'bad request': await t.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: {} }),
      'unknown API path': await t.app.inject({ method: 'DELETE', url: '/api/nothing-here?x=1' }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.statusCode]));
    expect(statuses).toEqual({
      'public POST': 201,
      'public POST, rate-limited': 429,
      'login with its token': 200,
      'admin list of people': 200,
      'admin stats': 200,
      'admin CSV export': 200,
      'admin list without a session': 401,
      'bad request': 400,
      'unknown API path': 404,
    });
    const cacheControl = Object.fromEntries(
      Object.entries(answers).map(([what, answer]) => [what, answer.headers['cache-control']]),
    );
    expect(cacheControl).toEqual(Object.fromEntries(Object.keys(answers).map((what) => [what, 'no-store'])));
  });

  it('leaves answers outside /api alone', async () => {
    expect((await t.app.inject({ url: '/health' })).headers['cache-control']).toBeUndefined();
    expect((await t.app.inject({ url: '/apiary' })).headers['cache-control']).toBeUndefined();
  });
});

describe('client addresses behind a proxy', () => {
  const joinFrom = (app: TestApp['app'], forwardedFor: string, index: number) =>
    app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `proxied-${forwardedFor}-${index}@example.com` },
    });

  it.each([
    ['ignores X-Forwarded-For by default: everyone behind the proxy shares one allowance', 'false', [201, 429]],
    ['with TRUST_PROXY, limits each forwarded client on its own', 'true', [201, 201]],
  ])('%s', async (_case, trustProxy, expected) => {
    const database = await createTestDatabase('pglite');
    const t = await createTestApp(database, { config: { RATE_LIMIT_PUBLIC: '1', TRUST_PROXY: trustProxy } });
    try {
      const first = await joinFrom(t.app, '198.51.100.1', 1);
      const second = await joinFrom(t.app, '198.51.100.2', 2);
      expect([first.statusCode, second.statusCode]).toEqual(expected);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});

describe('failures inside the server', () => {
  it('answer 500 with a plain sentence: no stack trace, SQL or driver detail', async () => {
    const database = await createTestDatabase('pglite');
    const t = await createTestApp(database);
    await database.db.query('drop table waitlist_entries');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/waitlist_entries|relation|insert|at \w+ \(/i);
    await t.close();
    await database.drop();
  });
});

describe('serving the built site', () => {
  let siteDir: string;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'invoiceflow-site-'));
    await mkdir(join(siteDir, 'assets'));
    await mkdir(join(siteDir, 'features'));
    await writeFile(
      join(siteDir, 'index.html'),
      '<!doctype html><title>Home</title><div id="root"><h1>Home</h1></div>',
    );
    await writeFile(join(siteDir, 'features', 'index.html'), '<div id="root"><h1>Powerful Features</h1></div>');
    await writeFile(join(siteDir, '404.html'), '<div id="root"><h1>Page not found</h1></div>');
    await writeFile(join(siteDir, 'app-shell.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig({ SITE_DIR: siteDir, ADMIN_PATH: '/back-office' }),
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('User-agent');
  });

  it('serves each public page as the HTML the build prerendered for it', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('<h1>Home</h1>');
    for (const url of ['/features', '/features?plan=pro']) {
      const features = await app.inject({ url });
      expect(features.statusCode).toBe(200);
      expect(features.headers['content-type']).toMatch(/^text\/html/);
      expect(features.headers['cache-control']).toBe('no-cache');
      expect(features.body).toContain('<h1>Powerful Features</h1>');
    }
  });

  it('sends a page asked for with a trailing slash to its one address', async () => {
    const response = await app.inject({ url: '/features/?plan=pro' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/features?plan=pro');
  });

  it('answers any other path with the prerendered 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/features/extra', '/back-officer']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('starts the admin portal from the empty shell, at every path under the admin path', async () => {
    for (const url of ['/back-office', '/back-office/messages?page=2']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('marks the hidden admin path noindex, and only it', async () => {
    for (const path of ['/back-office', '/back-office/messages']) {
      expect((await app.inject({ url: path })).headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await app.inject({ url: '/back-officer' })).headers['x-robots-tag']).toBeUndefined();
    expect((await app.inject({ url: '/' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('still answers unknown API paths with JSON, not the app', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
