import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN,
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';
import { ageFirstMail } from '../db/direct/outbox';
import { METRICS_TOKEN_MESSAGE } from './metrics';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const scrapeHeaders = { authorization: `Bearer ${METRICS_TOKEN}` };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (`name{label="value",…} 12`), comments left out. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, val]) => [key, val]));
      return { name: name!, labels, value: Number(value) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe.each(databaseKinds)('/metrics (%s)', (kind) => {
  let database: TestDatabase;
  let withToken: TestApp;
  let withoutToken: TestApp;
  const lines: Array<Record<string, unknown> & { level: number; msg: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    withToken = await createTestApp(database, {
      config: { METRICS_TOKEN, RATE_LIMIT_PUBLIC: '2', RATE_LIMIT_LOGIN: '3', LOGIN_LOCKOUT_ATTEMPTS: '2' },
      log: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    withoutToken = await createTestApp(database);
  });
  afterAll(async () => {
    await withToken.close();
    await withoutToken.close();
    await database.drop();
  });

  const scrape = async () => {
    const response = await withToken.app.inject({ url: '/metrics', headers: scrapeHeaders });
    expect(response.statusCode).toBe(200);
    return { response, samples: samplesOf(response.body) };
  };

  it('is not there without METRICS_TOKEN: the 404 of any unknown address', async () => {
    const metrics = await withoutToken.app.inject({ url: '/metrics', headers: scrapeHeaders });
    const unknown = await withoutToken.app.inject({ url: '/metrics-not', headers: scrapeHeaders });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual({ ...unknown.json(), message: 'Nothing at /metrics' });
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${METRICS_TOKEN}x` }],
    ['the token without Bearer', { authorization: METRICS_TOKEN }],
    ['an admin session', 'admin'],
  ])('answers 401 to %s, naming the setting and never the token', async (_case, headers) => {
    const response = await withToken.app.inject({
      url: '/metrics',
      headers: headers === 'admin' ? withToken.auth : headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: METRICS_TOKEN_MESSAGE });
    expect(response.body).not.toContain(METRICS_TOKEN);
  });

  it('shows every family: requests by route pattern, dependencies, the outbox, Node and the pool', async () => {
    await withToken.app.inject({ method: 'PATCH', url: '/api/webpage/contact/4242/read', headers: withToken.auth });
    await withToken.app.inject({ url: '/no/such/page-4242' });
    const { response, samples } = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');

    const labels = { method: 'PATCH', route: '/api/webpage/contact/:id/read', status_code: '404' };
    expect(valueOf(samples, 'http_requests_total', labels)).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { route: '(no route)', status_code: '404' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { route: labels.route })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { route: labels.route, le: '+Inf' })).toBe(1);
    // Route patterns only: no id, no address asked for, and the scrapes are not counted.
    // (In the labels: a value, such as a byte count, may hold those digits by chance.)
    expect(samples.filter((sample) => Object.values(sample.labels).some((value) => value.includes('4242')))).toEqual(
      [],
    );
    expect(samples.filter((sample) => sample.labels.route === '/metrics')).toEqual([]);

    expect(valueOf(samples, 'invoiceflow_database_up')).toBe(1);
    expect(valueOf(samples, 'invoiceflow_redis_up')).toBeUndefined();
    for (const state of ['queued', 'sending', 'failed', 'not_configured']) {
      expect(valueOf(samples, 'invoiceflow_mail_outbox', { state })).toEqual(expect.any(Number));
    }
    expect(valueOf(samples, 'invoiceflow_mail_oldest_queued_age_seconds')).toEqual(expect.any(Number));
    expect(valueOf(samples, 'invoiceflow_rate_limited_total', { limit: 'waitlist' })).toBe(0);
    expect(valueOf(samples, 'invoiceflow_login_locked_out_total')).toBe(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (kind === 'postgres') {
      expect(valueOf(samples, 'invoiceflow_database_pool_connections', { state: 'max' })).toBe(10);
      expect(valueOf(samples, 'invoiceflow_database_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(valueOf(samples, 'invoiceflow_database_pool_waiting')).toBe(0);
    } else {
      // The embedded database has no pool (docs/operations.md, Monitoring).
      expect(response.body).not.toContain('invoiceflow_database_pool');
    }
  });

  it('counts the mails waiting and the age of the oldest', async () => {
    await withToken.reset();
    expect(valueOf((await scrape()).samples, 'invoiceflow_mail_oldest_queued_age_seconds')).toBe(0);
    // Two sign-ups, each queuing its welcome (the mail worker is not running); the first was written 90 s ago.
    for (const email of ['first@example.com', 'second@example.com']) {
      const joined = await withToken.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email },
        remoteAddress: '192.0.2.1',
      });
      expect(joined.statusCode).toBe(201);
    }
    await ageFirstMail(database.db, 90);
    const { samples } = await scrape();
    expect(valueOf(samples, 'invoiceflow_mail_outbox', { state: 'queued' })).toBe(2);
    const age = valueOf(samples, 'invoiceflow_mail_oldest_queued_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });

  it('counts every 429 and logs it once per client and window', async () => {
    lines.length = 0;
    const signUp = (index: number, remoteAddress: string) =>
      withToken.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email: `limited-${index}@example.com` },
        remoteAddress,
      });
    const statuses = [];
    for (let index = 0; index < 12; index++) statuses.push((await signUp(index, '203.0.113.70')).statusCode);
    expect(statuses).toEqual([201, 201, ...Array(10).fill(429)]);
    for (let index = 12; index < 15; index++) await signUp(index, '203.0.113.71');

    // An account locked after 2 failures, tried from many addresses: one line for the account.
    const login = (attempt: number) =>
      withToken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'locked.person@example.com', password: 'wrong-password' },
        remoteAddress: `198.51.100.${attempt}`,
      });
    const logins = [];
    for (let attempt = 1; attempt <= 6; attempt++) logins.push((await login(attempt)).statusCode);
    expect(logins).toEqual([401, 401, 429, 429, 429, 429]);
    // One address guessing many accounts: its failed sign-ins run out (RATE_LIMIT_LOGIN), one line.
    const guesses = [];
    for (let guess = 1; guess <= 5; guess++) {
      const response = await withToken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `guess-${guess}@example.com`, password: 'wrong-password' },
        remoteAddress: '192.0.2.50',
      });
      guesses.push(response.statusCode);
    }
    expect(guesses).toEqual([401, 401, 401, 429, 429]);

    const refusalLines = lines.filter((line) => 'limit' in line);
    expect(refusalLines).toEqual([
      expect.objectContaining({ level: 40, limit: 'waitlist', client: '203.0.113.70', windowSeconds: 60 }),
      expect.objectContaining({ level: 40, limit: 'waitlist', client: '203.0.113.71', windowSeconds: 60 }),
      expect.objectContaining({
        level: 40,
        limit: 'login-account',
        client: '198.51.100.3',
        accountKey: expect.stringMatching(/^[\w-]{43}$/),
        windowSeconds: 900,
      }),
      expect.objectContaining({ level: 40, limit: 'login-address', client: '192.0.2.50', windowSeconds: 900 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('locked.person');

    const { samples } = await scrape();
    expect(valueOf(samples, 'invoiceflow_rate_limited_total', { limit: 'waitlist' })).toBe(11);
    expect(valueOf(samples, 'invoiceflow_login_locked_out_total')).toBe(4);
    expect(valueOf(samples, 'invoiceflow_rate_limited_total', { limit: 'login-address' })).toBe(2);
    expect(valueOf(samples, 'http_requests_total', { route: '/api/webpage/waitlist', status_code: '429' })).toBe(11);
    // The administrator can still sign in: the lock is the other account's.
    expect((await withToken.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode).toBe(
      200,
    );
  });
});
