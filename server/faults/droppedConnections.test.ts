import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  buildServerBundle,
  Cleanup,
  createDatabase,
  describeCounts,
  report,
  type ServerProcess,
  sendSignUps,
  sleep,
  startServerProcess,
  waitFor,
  withPostgres,
} from '@testing/server/processes';
import { terminateConnections } from '../db/direct/connections';

/**
 * Guarantee: PostgreSQL dropping a connection the server holds (an idle one in the pool, one checked out
 * for a transaction, the mail worker's) fails the request it served with a 503 and nothing more: the
 * process lives on and serves again with new connections. Before the fix, a connection held for a
 * transaction had no 'error' listener, and the first termination during a search ended the process
 * ("Unhandled 'error' event … Connection terminated unexpectedly").
 *
 * Two instances on one database of the shared server (TEST_DATABASE_URL); while admin searches run on
 * both, every backend of that database (and only of it) is terminated every 300 ms. The run lasts
 * DROPPED_CONNECTIONS_MS (8 s unless set; the figures in docs/reliability.md are from a 60 s run).
 */
const DURATION_MS = Number(process.env.DROPPED_CONNECTIONS_MS ?? 8_000);
const TERMINATE_EVERY_MS = 300;
const SEARCHES_IN_FLIGHT = 4;
/** The search of the issue: it matches many of the rows below, so each runs a while in its transaction. */
const SEARCH = '/api/waitlist?q=u1&pageSize=100';

const cleanup = new Cleanup();
let databaseUrl: string;
let instances: ServerProcess[];
let token: string;

/** Signs of a crash or an error nobody handled, in a server's output. */
const UNHANDLED = /unhandled|uncaught|Connection terminated unexpectedly\n\s+at /i;

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL terminating the connections of two instances', () => {
  beforeAll(async () => {
    const entry = await buildServerBundle(cleanup);
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, cleanup);
    const env = { DATABASE_URL: databaseUrl };
    instances = await Promise.all([
      startServerProcess({ entry, env, cleanup }),
      startServerProcess({ entry, env, cleanup }),
    ]);
    const run = randomBytes(3).toString('hex');
    await sendSignUps({
      count: 400,
      concurrency: 8,
      target: (index) => instances[index % 2]!.url,
      email: (index) => `u1-${run}-${index}@faults.example.com`,
    });
    token = await adminToken(instances[0]!.url);
  }, 120_000);
  afterAll(() => cleanup.run());

  it(
    'answer each search 200 or 503 and live on, with no unhandled error',
    { timeout: DURATION_MS + 60_000 },
    async () => {
      const databaseName = new URL(databaseUrl).pathname.slice(1);
      let running = true;
      let terminated = 0;
      const terminator = withPostgres(process.env.TEST_DATABASE_URL!, async (db) => {
        while (running) {
          terminated += await terminateConnections(db, databaseName);
          await sleep(TERMINATE_EVERY_MS);
        }
      });

      const answers: Array<{ status: number | null; body: string }> = [];
      const searcher = async (which: number) => {
        while (running) {
          const url = `${instances[which % 2]!.url}${SEARCH}`;
          try {
            const response = await fetch(url, {
              headers: { authorization: `Bearer ${token}` },
              signal: AbortSignal.timeout(30_000),
            });
            answers.push({ status: response.status, body: await response.text() });
          } catch (error) {
            answers.push({ status: null, body: String(error) });
          }
        }
      };
      const searchers = Promise.all(Array.from({ length: SEARCHES_IN_FLIGHT }, (_, which) => searcher(which)));
      await sleep(DURATION_MS);
      running = false;
      await Promise.all([terminator, searchers]);

      const statuses: Record<string, number> = {};
      for (const { status } of answers) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      const alive = instances.map((instance) => instance.running());
      report(
        `two instances, ${SEARCHES_IN_FLIGHT} searches in flight, every backend terminated each ${TERMINATE_EVERY_MS} ms ` +
          `for ${DURATION_MS / 1000} s (${terminated} connections terminated): answered ${describeCounts(statuses)}; ` +
          `alive ${alive.filter(Boolean).length} of 2`,
      );

      expect(alive).toEqual([true, true]);
      for (const instance of instances) expect(instance.output()).not.toMatch(UNHANDLED);
      expect(terminated, 'the loop terminated connections in use').toBeGreaterThan(0);
      expect(Object.keys(statuses).filter((status) => status !== '200' && status !== '503')).toEqual([]);
      for (const { status, body } of answers.filter((answer) => answer.status === 503)) {
        expect({ status, body: JSON.parse(body) }).toEqual({
          status,
          body: { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) },
        });
      }
      // Once the terminations stop, both serve again by themselves.
      for (const instance of instances) {
        await waitFor('a search to answer 200 again', async () => {
          const response = await fetch(`${instance.url}${SEARCH}`, { headers: { authorization: `Bearer ${token}` } });
          return response.status === 200 ? true : undefined;
        });
      }
    },
  );
});
