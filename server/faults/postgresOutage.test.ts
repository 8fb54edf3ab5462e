import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  type Answer,
  buildServerBundle,
  Cleanup,
  compareStored,
  describeCounts,
  type PostgresCluster,
  report,
  type ServerProcess,
  sendSignUps,
  sleep,
  startPostgresCluster,
  startServerProcess,
  tally,
  waitFor,
  waitlistInDatabase,
} from '@testing/server/processes';
import { createScratchDatabase } from '../db/scratchDatabases';

/**
 * Guarantee: when PostgreSQL stops under a running server, every request is answered at once with a 503
 * in the API's JSON error shape (no hang, no crash, the process stays up; /health says the process is
 * alive, /health/ready that it cannot serve), nothing it acknowledged is lost, and once PostgreSQL is
 * back the server serves again by itself, without a restart.
 *
 * The cluster is the test's own (initdb in a temporary folder, a free port), never a shared server.
 */

/** Each request while the database is down must be answered within this. */
const ANSWER_WITHIN_MS = 5_000;
/** Once PostgreSQL is back, sign-ups must succeed again within this. */
const RECOVER_WITHIN_MS = 10_000;

const cleanup = new Cleanup();
let cluster: PostgresCluster;
let server: ServerProcess;
let databaseUrl: string;
let token: string;

beforeAll(async () => {
  const entry = await buildServerBundle(cleanup);
  cluster = await startPostgresCluster(cleanup);
  databaseUrl = (await createScratchDatabase(cluster.url(), 'invoiceflow')).url;
  server = await startServerProcess({ entry, env: { DATABASE_URL: databaseUrl }, cleanup });
  token = await adminToken(server.url);
});
afterAll(() => cleanup.run());

type Probe = { name: string; send(): Promise<Answer> };

const timed = async (send: () => Promise<Response>): Promise<Answer> => {
  const started = performance.now();
  try {
    const response = await send();
    return { status: response.status, body: await response.text(), ms: performance.now() - started };
  } catch (error) {
    return { status: null, body: '', error: String(error), ms: performance.now() - started };
  }
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  timed(() =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 2),
    }),
  );
const get = (path: string, headers: Record<string, string> = {}) =>
  timed(() => fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 2) }));

let probeCount = 0;
/** One of each kind of call that needs the database: the public writes, sign-in, the admin reads. */
const probes = (): Probe[] => {
  const email = `probe-${++probeCount}-${Date.now()}@faults.example.com`;
  const auth = { authorization: `Bearer ${token}` };
  return [
    { name: 'waitlist join', send: () => post('/api/webpage/waitlist', { email, source: 'website' }) },
    {
      name: 'contact message',
      send: () =>
        post('/api/webpage/contact', {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          subject: 'Outage',
          message: 'Is anyone there?',
          source: 'website',
        }),
    },
    {
      name: 'login',
      send: () => post('/api/auth/login', { email: 'admin@faults.example.com', password: 'x'.repeat(16) }),
    },
    { name: 'admin list', send: () => get('/api/waitlist?pageSize=10', auth) },
    { name: 'admin stats', send: () => get('/api/webpage/waitlist/stats', auth) },
  ];
};

const statusesOf = (answers: Array<{ answer: Answer }>) =>
  describeCounts(tally(answers.map(({ answer }) => ({ email: '', target: '', answer }))).statuses);

describe('PostgreSQL stopped while the server runs', () => {
  for (const mode of ['fast', 'immediate'] as const) {
    it(
      `answers 503 at once while it is stopped (pg_ctl stop -m ${mode}), then recovers by itself`,
      { timeout: 60_000 },
      async () => {
        const prefix = `outage-${mode}-${Date.now()}`;
        // A steady trickle of sign-ups before, during and after the outage.
        let trickling = true;
        const trickle = sendSignUps({
          count: 100_000,
          concurrency: 5,
          target: () => server.url,
          email: (index) => `${prefix}-${index}@faults.example.com`,
          stop: () => !trickling,
          timeoutMs: ANSWER_WITHIN_MS * 2,
        });
        try {
          await sleep(300);
          await cluster.stop(mode);
          try {
            const answers: Array<{ name: string; answer: Answer }> = [];
            for (const probe of probes()) answers.push({ name: probe.name, answer: await probe.send() });
            const health = await get('/health');
            const ready = await get('/health/ready');
            // Still down a while later (the pool has no connection left to reuse by then).
            await sleep(1_000);
            for (const probe of probes()) answers.push({ name: `${probe.name} (later)`, answer: await probe.send() });
            const slowest = Math.max(...answers.map(({ answer }) => answer.ms));
            report(
              `PostgreSQL stopped (${mode}): ${answers.length} probes answered ${statusesOf(answers)}, ` +
                `slowest ${Math.round(slowest)} ms; /health ${health.status}, /health/ready ${ready.status}`,
            );

            expect(server.running(), 'the server process is still up').toBe(true);
            for (const { name, answer } of answers) {
              expect({ name, status: answer.status }).toEqual({ name, status: 503 });
              expect(JSON.parse(answer.body)).toEqual({
                statusCode: 503,
                error: 'Service Unavailable',
                message: expect.any(String),
              });
            }
            expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
            expect(health.status).toBe(200);
            expect(ready.status).toBe(503);
          } finally {
            await cluster.start();
          }

          const back = performance.now();
          await waitFor(
            'a sign-up to succeed again',
            async () => ((await probes()[0]!.send()).status === 201 ? true : undefined),
            RECOVER_WITHIN_MS,
          );
          const recoveryMs = performance.now() - back;
          expect((await get('/health/ready')).status).toBe(200);
          await sleep(300);
          trickling = false;
          const signUps = await trickle;

          const load = tally(signUps);
          const comparison = compareStored(
            load.acknowledged,
            (await waitlistInDatabase(databaseUrl)).filter((row) => row.email.startsWith(prefix)),
            signUps.map((signUp) => signUp.email),
          );
          const slowest = Math.max(...signUps.map((signUp) => signUp.answer.ms));
          report(
            `PostgreSQL stopped (${mode}), a trickle of sign-ups (5 in flight) across it: sent ${load.sent}, ` +
              `answered ${describeCounts(load.statuses)}, no answer ${describeCounts(load.noAnswer)}, ` +
              `slowest ${Math.round(slowest)} ms, lost ${comparison.missing.length}; ` +
              `sign-ups succeed again ${Math.round(recoveryMs)} ms after PostgreSQL is back`,
          );
          // Every sign-up was answered, 201 or 503, at once, and each 201 is stored.
          expect(load.noAnswer).toEqual({});
          expect(Object.keys(load.statuses).filter((status) => status !== '201' && status !== '503')).toEqual([]);
          expect(load.statuses['503'], 'the trickle ran into the outage').toBeGreaterThan(0);
          expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
          expect(comparison).toEqual({ missing: [], wrongId: [], duplicated: [], neverSent: [] });
          expect(server.running()).toBe(true);
        } finally {
          trickling = false;
          await trickle;
        }
      },
    );
  }

  it('stops cleanly afterwards', async () => {
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
