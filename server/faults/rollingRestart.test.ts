import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import https from 'node:https';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Nginx, startNginx } from '@testing/server/nginx';
import {
  adminToken,
  buildServerBundle,
  Cleanup,
  createDatabase,
  describeCounts,
  freePort,
  report,
  type ServerProcess,
  startServerProcess,
  waitFor,
  waitlistInDatabase,
} from '@testing/server/processes';
import { deleteKeys, redisAvailable, testRedisUrl, uniqueKeyPrefix } from '@testing/server/redis';

/**
 * Guarantee: two instances behind Debian's nginx with deploy/nginx/invoiceflow.conf can be restarted one
 * after the other, each stopped with SIGTERM and started again on its port, while clients keep calling:
 * not one request fails (no 502, no 504, no connection error), and every sign-up acknowledged is stored,
 * once.
 * Also what the recipe promises around it: HTTP redirects to HTTPS, the instances see HTTPS and the
 * client's own address (TRUST_PROXY=127.0.0.1, the value the docs give for nginx on the same host), a
 * request id is passed on (the client's, else nginx's), and a body over the instances' limit gets their
 * own 413.
 */
/** Clients calling at once, each one request after another on a kept-alive connection. */
const CLIENTS = 12;
/** Requests answered after both restarts, before the load stops: both restarted instances have served. */
const REQUESTS_AFTER = 300;
/** What each kind of request must be answered with. */
const EXPECTED = { ready: 200, list: 200, signUp: 201 } as const;
type Kind = keyof typeof EXPECTED;

const cleanup = new Cleanup();
const run = randomBytes(3).toString('hex');
let entry: string;
let databaseUrl: string;
let env: Record<string, string>;
let instances: ServerProcess[];
let ports: number[];
let nginx: Nginx;
let agent: https.Agent;

const METRICS_TOKEN = 'rolling-restart-metrics-token-0123456789';

type Answer = { status: number | null; error?: string; headers: Record<string, string | string[] | undefined> };

/** One request through nginx over HTTPS; never rejects: a request that got no answer says why. */
function call(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((done) => {
    const request = https.request(
      `${nginx.httpsUrl}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent, localAddress: options.localAddress },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? null, headers: response.headers }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: null, error: error.code ?? error.message, headers: {} }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('TIMEOUT')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: null, error: error.code ?? error.message, headers: {} }),
    );
    request.end(options.body);
  });
}

const startInstance = (port: number) => startServerProcess({ entry, env: { ...env, PORT: String(port) }, cleanup });

/** Waits until the instance on `port` answers readiness 200 itself (not through nginx). */
const ready = (port: number) =>
  waitFor(
    `the instance on port ${port} to be ready`,
    async () => ((await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200 ? true : undefined),
    30_000,
  );

describe('two instances behind nginx (deploy/nginx/invoiceflow.conf)', () => {
  beforeAll(async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) throw new Error('The instances behind nginx share PostgreSQL: set TEST_DATABASE_URL (see README).');
    entry = await buildServerBundle(cleanup);
    databaseUrl = await createDatabase(server, cleanup);
    env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '127.0.0.1',
      // The access line of each request names its client address, which one check reads.
      LOG_LEVEL: 'info',
      METRICS_TOKEN: METRICS_TOKEN,
    };
    // Shared limits as in production, when the machine has Redis (.ci/run starts one).
    if (redisAvailable) {
      const prefix = uniqueKeyPrefix();
      Object.assign(env, { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix });
      cleanup.add('delete the Redis keys', () => deleteKeys(prefix));
    }
    ports = [await freePort(), await freePort()];
    instances = await Promise.all(ports.map(startInstance));
    nginx = await startNginx(
      ports.map((port) => `127.0.0.1:${port}`),
      cleanup,
    );
    agent = new https.Agent({ keepAlive: true, maxSockets: CLIENTS, ca: await readFile(nginx.certificate) });
    cleanup.add('close the client connections', () => agent.destroy());
  });
  afterAll(() => cleanup.run());

  it('redirects HTTP to HTTPS; the instances see HTTPS, the client address, a request id and their own body limit', async () => {
    const redirect = await fetch(`${nginx.httpUrl}/health?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://127.0.0.1/health?x=1');

    // HSTS comes from the instance, which sends it only for a request it knows came over HTTPS
    // (X-Forwarded-Proto from a trusted proxy); nginx adds none, so there is exactly one.
    const health = await call('/health');
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

    // The metrics are scraped from each instance, never through the public address.
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await call('/metrics', { headers: bearer })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${ports[0]}/metrics`, { headers: bearer })).status).toBe(200);

    // A client on 127.0.0.2 that forges X-Forwarded-For: the instance sees 127.0.0.2, from nginx's header.
    const logsFrom = instances.map((instance) => instance.output().length);
    const forged = await call('/health?address-check', {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': `address-check-${run}` },
      localAddress: '127.0.0.2',
    });
    expect(forged.status).toBe(200);
    // The access line is written once the answer has gone, so it may come a moment after it.
    const logged = await waitFor('the access line of the forged request', async () => {
      const output = instances.map((instance, index) => instance.output().slice(logsFrom[index])).join('');
      return output.includes(`address-check-${run}`) ? output : undefined;
    });
    expect(logged).toContain('"127.0.0.2"');
    expect(logged).not.toContain('203.0.113.9');

    // The request id: the client's when it sends one, else nginx's own; the access log shows which.
    const identified = await call('/health?request-id', { headers: { 'x-request-id': `abc-${run}` } });
    expect(identified.headers['x-request-id']).toBe(`abc-${run}`);
    await call('/health?no-request-id');
    // An id the instances would not take is replaced by nginx's own, which they echo: one id in both logs.
    const replaced = await call('/health?invalid-request-id', { headers: { 'x-request-id': 'not an id!' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const log = await waitFor('the access log to show both requests', async () => {
      const lines = await nginx.accessLog();
      return lines.includes('/health?no-request-id') ? lines : undefined;
    });
    expect(log).toMatch(new RegExp(`"GET /health\\?request-id HTTP/1.1" 200 .* id=abc-${run} `));
    expect(log).toMatch(/"GET \/health\?no-request-id HTTP\/1.1" 200 .* id=[0-9a-f]{32} /);

    const tooLarge = await call('/api/webpage/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `large-${run}@faults.example.com`, name: 'x'.repeat(100 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['content-type']).toMatch(/^application\/json/);
  });

  it('restarts both instances one after the other under load: 0 failed requests', { timeout: 120_000 }, async () => {
    const token = await adminToken(`http://127.0.0.1:${ports[0]}`);
    const answers: Array<{ kind: Kind; answer: Answer; email?: string }> = [];
    let stopAfter = Number.POSITIVE_INFINITY;
    let next = 0;
    const client = async () => {
      while (answers.length < stopAfter) {
        const index = next++;
        const kind = (['ready', 'list', 'signUp'] as const)[index % 3]!;
        if (kind === 'signUp') {
          const email = `rolling-${run}-${index}@faults.example.com`;
          const answer = await call('/api/webpage/waitlist', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, name: 'Rolling Restart', source: 'faults' }),
          });
          answers.push({ kind, answer, email });
        } else {
          const answer =
            kind === 'ready'
              ? await call('/health/ready')
              : await call('/api/waitlist?pageSize=5', { headers: { authorization: `Bearer ${token}` } });
          answers.push({ kind, answer });
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));

    const started = performance.now();
    /** Requests answered while each instance was away: from its SIGTERM until it was ready again. */
    const answeredDuring: number[] = [];
    for (const [which, port] of ports.entries()) {
      const before = answers.length;
      const exit = await instances[which]!.kill('SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
      instances[which] = await startInstance(port);
      await ready(port);
      answeredDuring.push(answers.length - before);
    }
    stopAfter = answers.length + REQUESTS_AFTER;
    await load;
    const seconds = (performance.now() - started) / 1000;

    const outcomes: Record<string, number> = {};
    const failed: Record<string, number> = {};
    for (const { kind, answer } of answers) {
      const outcome = `${kind} ${answer.status ?? answer.error}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (answer.status !== EXPECTED[kind]) failed[outcome] = (failed[outcome] ?? 0) + 1;
    }
    const acknowledged = answers.flatMap(({ email, answer }) => (email && answer.status === 201 ? [email] : []));
    const stored = (await waitlistInDatabase(databaseUrl))
      .map((row) => row.email)
      .filter((email) => email.startsWith(`rolling-${run}-`));
    const missing = acknowledged.filter((email) => !stored.includes(email));
    // Requests nginx passed on to the other instance after the first failed them ("502, 200" and the like).
    const passedOn = (await nginx.accessLog()).split('\n').filter((line) => /upstream_status=\S+, /.test(line)).length;
    report(
      `rolling restart behind nginx (${CLIENTS} clients, ${seconds.toFixed(1)} s): ${answers.length} requests, ` +
        `${describeCounts(outcomes)}; answered while A restarted ${answeredDuring[0]}, while B restarted ` +
        `${answeredDuring[1]}; ${passedOn} passed on to the other instance; failed ${describeCounts(failed)}; ` +
        `sign-ups acknowledged ${acknowledged.length}, stored ${stored.length}, missing ${missing.length}`,
    );
    expect(failed).toEqual({});
    expect(missing).toEqual([]);
    expect(new Set(stored).size).toBe(stored.length);
    // The load met each restart: requests were answered while each instance was away.
    expect(Math.min(...answeredDuring)).toBeGreaterThan(0);
  });
});
