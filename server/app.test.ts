import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '@testing/server/harness';
import { dropTable } from './db/direct/schema';
import { storedSignUps } from './db/direct/waitlist';

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
    const stored = (await storedSignUps(t.db)).filter((row) => row.email.startsWith('limited-'));
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

  it('sends Cache-Control: no-store on successes, errors, 401s, 429s, unknown API paths and CSV exports; the polled admin lists and stats are revalidated instead', async () => {
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
    // The portal polls these: the browser may keep them, but asks with their ETag before each use.
    const revalidated = ['admin list of people', 'admin stats'];
    expect(cacheControl).toEqual(
      Object.fromEntries(
        Object.keys(answers).map((what) => [what, revalidated.includes(what) ? 'private, no-cache' : 'no-store']),
      ),
    );
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
    await dropTable(database.db, 'waitlist_entries');
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
