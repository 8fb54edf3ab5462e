import { randomBytes } from 'node:crypto';
import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  buildServerBundle,
  Cleanup,
  compareStored,
  createDatabase,
  describeCounts,
  postJson,
  report,
  type ServerProcess,
  sendSignUps,
  startServerProcess,
  tally,
  waitlistInDatabase,
  withPostgres,
} from '@testing/server/processes';
import { storedMails } from '../db/direct/outbox';
import { storedSettingKeys } from '../db/direct/settings';
import { administratorEmails } from '../db/direct/users';
import { storedSignUps } from '../db/direct/waitlist';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../mail/outbox';

/**
 * Guarantee: several instances may share one PostgreSQL database. Between them they lose no sign-up
 * they acknowledged and store none twice, one address sent to both at the same moment is accepted by
 * exactly one, an address gets no more acknowledgements a day than one instance would send it, and a
 * session signed by one is accepted by the other (ADR 0003).
 */
const SIGN_UPS = 10_000;
const CONCURRENCY = 64;
/** Addresses each sent to both instances at the same moment. */
const CONTESTED = 400;
/** Contact messages sent at once from each of a few addresses, alternating between the instances. */
const MESSAGES_PER_SENDER = 30;
const SENDERS = 4;

/** How many times each address that starts with `prefix` occurs among `addresses`, in any case; by address. */
function timesEach(addresses: readonly string[], prefix: string): Array<{ address: string; count: number }> {
  const counts = new Map<string, number>();
  for (const address of addresses.map((address) => address.toLowerCase())) {
    if (address.startsWith(prefix)) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([address, count]) => ({ address, count }));
}

const cleanup = new Cleanup();
let databaseUrl: string;
let instances: [ServerProcess, ServerProcess];
const run = randomBytes(3).toString('hex');

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    const entry = await buildServerBundle(cleanup);
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, cleanup);
    // Started together: they migrate the fresh database and create the first administrator at the same time.
    const env = { DATABASE_URL: databaseUrl };
    const [a, b] = await Promise.all([
      startServerProcess({ entry, env, cleanup }),
      startServerProcess({ entry, env, cleanup }),
    ]);
    instances = [a, b];
  });
  afterAll(() => cleanup.run());

  it(
    `take ${SIGN_UPS.toLocaleString('en')} concurrent sign-ups between them: none lost, none stored twice`,
    { timeout: 60_000 },
    async () => {
      const started = performance.now();
      const signUps = await sendSignUps({
        count: SIGN_UPS,
        concurrency: CONCURRENCY,
        target: (index) => instances[index % 2]!.url,
        email: (index) => `two-${run}-${index}@faults.example.com`,
      });
      const seconds = (performance.now() - started) / 1000;
      const result = tally(signUps);
      const comparison = compareStored(
        result.acknowledged,
        (await waitlistInDatabase(databaseUrl)).filter((row) => row.email.startsWith(`two-${run}-`)),
        signUps.map((signUp) => signUp.email),
      );
      const perInstance = instances.map(
        (instance) => result.acknowledged.filter((signUp) => signUp.target === instance.url).length,
      );
      report(
        `two instances, ${SIGN_UPS} sign-ups (${CONCURRENCY} in flight, alternating): answered ${describeCounts(result.statuses)} ` +
          `(${perInstance.join(' + ')}), no answer ${describeCounts(result.noAnswer)}, in ${seconds.toFixed(1)} s ` +
          `(${Math.round(SIGN_UPS / seconds)}/s); lost ${comparison.missing.length}, duplicated ${comparison.duplicated.length}, wrong id ${comparison.wrongId.length}`,
      );
      expect(result.statuses).toEqual({ 201: SIGN_UPS });
      expect(comparison).toEqual({ missing: [], wrongId: [], duplicated: [], neverSent: [] });
    },
  );

  it('accept an address sent to both at the same moment exactly once', { timeout: 60_000 }, async () => {
    const agents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: 25 }));
    const outcomes: Array<{ email: string; statuses: Array<number | null> }> = [];
    let next = 0;
    const pairs = async () => {
      while (next < CONTESTED) {
        const index = next++;
        const email = `both-${run}-${index}@faults.example.com`;
        // Every other address reaches the second instance in capitals: the same address to the database.
        const variants = [email, index % 2 ? email.toUpperCase() : email];
        const answers = await Promise.all(
          instances.map((instance, which) =>
            postJson(
              `${instance.url}/api/webpage/waitlist`,
              { email: variants[which], source: 'faults' },
              { agent: agents[which] },
            ),
          ),
        );
        outcomes.push({ email, statuses: answers.map((answer) => answer.status) });
      }
    };
    try {
      await Promise.all(Array.from({ length: 25 }, pairs));
    } finally {
      for (const agent of agents) agent.destroy();
    }
    const rows = timesEach(
      (await withPostgres(databaseUrl, storedSignUps)).map((row) => row.email),
      `both-${run}-`,
    );
    const shapes: Record<string, number> = {};
    for (const { statuses } of outcomes) {
      const shape = [...statuses].sort().join('+');
      shapes[shape] = (shapes[shape] ?? 0) + 1;
    }
    report(
      `two instances, ${CONTESTED} addresses each sent to both at once: answered ${describeCounts(shapes)}; ` +
        `stored ${rows.length} addresses, ${rows.filter((row) => row.count > 1).length} more than once`,
    );
    expect(shapes).toEqual({ '201+409': CONTESTED });
    expect(rows).toHaveLength(CONTESTED);
    expect(rows.filter((row) => row.count !== 1)).toEqual([]);
  });

  it(`acknowledge ${MESSAGES_PER_SENDER} messages sent at once from one address ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} times between them`, async () => {
    const senders = Array.from({ length: SENDERS }, (_, index) => `writer-${run}-${index}@faults.example.com`);
    const messages = Array.from({ length: MESSAGES_PER_SENDER * SENDERS }, (_, index) => ({
      email: senders[index % SENDERS]!,
      target: instances[index % 2]!.url,
    }));
    const sent = await Promise.all(
      messages.map(async (message) => ({
        ...message,
        answer: await postJson(`${message.target}/api/webpage/contact`, {
          firstName: 'Faults',
          lastName: 'Test',
          email: message.email,
          subject: 'Two instances',
          message: 'Sent to both instances at once.',
        }),
      })),
    );
    const { statuses } = tally(sent);
    const acknowledgements = timesEach(
      (await withPostgres(databaseUrl, storedMails)).flatMap((mail) =>
        mail.kind === 'contact_ack' && mail.recipient ? [mail.recipient] : [],
      ),
      `writer-${run}-`,
    );
    report(
      `two instances, ${MESSAGES_PER_SENDER} contact messages at once from each of ${SENDERS} addresses: answered ` +
        `${describeCounts(statuses)}; acknowledgements queued per address ${acknowledgements.map((row) => row.count).join(', ')}`,
    );
    expect(statuses).toEqual({ 201: MESSAGES_PER_SENDER * SENDERS });
    expect(acknowledgements).toEqual(
      senders.map((address) => ({ address, count: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY })),
    );
  });

  it('accept on one instance a session signed by the other', async () => {
    const [a, b] = instances;
    for (const [signer, checker] of [
      [a, b],
      [b, a],
    ] as const) {
      const token = await adminToken(signer.url);
      const response = await fetch(`${checker.url}/api/webpage/waitlist/stats`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }
    // One administrator, one signing key, though both started on an empty database at once.
    const counts = await withPostgres(databaseUrl, async (db) => ({
      admins: (await administratorEmails(db)).length,
      secrets: (await storedSettingKeys(db)).filter((key) => key === 'jwt_secret').length,
    }));
    expect(counts).toEqual({ admins: 1, secrets: 1 });
    report('two instances: a session signed by either is accepted by the other; one administrator, one signing key');
  });
});
