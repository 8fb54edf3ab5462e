import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  buildServerBundle,
  Cleanup,
  compareStored,
  createDatabase,
  describeCounts,
  report,
  type ServerProcess,
  type SignUp,
  sendSignUps,
  startServerProcess,
  tally,
  tempDir,
  waitlistInDatabase,
  waitlistThroughApi,
} from '@testing/server/processes';
import { databaseKinds } from '@testing/server/harness';

/**
 * Guarantee: a sign-up answered 201 is stored, exactly once, even when the server process is killed
 * (SIGKILL: no shutdown code runs) in the middle of a load, and is still there after a restart on the
 * same data dir or database.
 */
/** Sign-ups in flight at once, sign-ups per round, and after how many answers each round's kill comes. */
const CONCURRENCY = 50;
const SIGN_UPS_PER_ROUND = 5_000;
const KILL_AFTER_ANSWERS = [1_500, 3_500];

const cleanup = new Cleanup();
let entry: string;

beforeAll(async () => {
  entry = await buildServerBundle(cleanup);
});
afterAll(() => cleanup.run());

describe.each(databaseKinds)('a server killed with SIGKILL during a waitlist load (%s)', (kind) => {
  it('keeps every acknowledged sign-up, exactly once, across restarts', { timeout: 90_000 }, async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(process.env.TEST_DATABASE_URL!, cleanup) : '';
    const env: Record<string, string> =
      kind === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: await tempDir(cleanup) };
    const stored = async (server: ServerProcess) =>
      kind === 'postgres'
        ? waitlistInDatabase(databaseUrl)
        : waitlistThroughApi(server.url, await adminToken(server.url));

    const run = randomBytes(3).toString('hex');
    let server = await startServerProcess({ entry, env, cleanup });
    const everything: SignUp[] = [];
    for (const [round, killAfter] of KILL_AFTER_ANSWERS.entries()) {
      let killed = false;
      let reachedKillPoint = () => {};
      const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
      const target = server.url;
      const started = performance.now();
      const load = sendSignUps({
        count: SIGN_UPS_PER_ROUND,
        concurrency: CONCURRENCY,
        target: () => target,
        email: (index) => `kill-${run}-${round}-${index}@faults.example.com`,
        stop: () => killed,
        onFinished: (finished) => finished >= killAfter && reachedKillPoint(),
        timeoutMs: 10_000,
      });
      await killPoint;
      const loadMs = performance.now() - started;
      // No new requests from here on; the ones in flight stay in flight as the process dies.
      killed = true;
      const exit = await server.kill('SIGKILL');
      expect(exit.signal).toBe('SIGKILL');
      const signUps = await load;
      everything.push(...signUps);

      const restartedAt = performance.now();
      server = await startServerProcess({ entry, env, cleanup });
      const restartMs = performance.now() - restartedAt;
      const rows = await stored(server);
      const roundTally = tally(signUps);
      const total = tally(everything);
      const comparison = compareStored(
        total.acknowledged,
        rows,
        everything.map((signUp) => signUp.email),
      );
      const storedThisRound = rows.filter((row) => row.email.includes(`-${run}-${round}-`)).length;
      report(
        `SIGKILL ${kind} round ${round + 1}: sent ${roundTally.sent} in ${Math.round(loadMs)} ms (${CONCURRENCY} in flight), ` +
          `acknowledged ${roundTally.acknowledged.length}, stored ${storedThisRound}, ` +
          `unanswered ${roundTally.unanswered} (${describeCounts(roundTally.noAnswer)}), ` +
          `other answers ${describeCounts(Object.fromEntries(Object.entries(roundTally.statuses).filter(([status]) => status !== '201')))}; ` +
          `all rounds: acknowledged ${total.acknowledged.length}, lost ${comparison.missing.length}, ` +
          `duplicated ${comparison.duplicated.length}, wrong id ${comparison.wrongId.length}; restart ${Math.round(restartMs)} ms`,
      );
      expect(roundTally.acknowledged.length, 'the load ran before the kill').toBeGreaterThan(100);
      expect(comparison).toEqual({ missing: [], wrongId: [], duplicated: [], neverSent: [] });
    }
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
