import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailHealth, OutboxMail } from '@shared/contract';
import type { Database } from '../db';
import { endLeases, type StoredMail, storedMails } from '../db/direct/outbox';
import { storedSignUps } from '../db/direct/waitlist';
import { databaseKinds } from '@testing/server/harness';
import {
  adminToken,
  buildServerBundle,
  Cleanup,
  createDatabase,
  describeCounts,
  report,
  type ServerProcess,
  type SignUp,
  sendSignUps,
  startServerProcess,
  tally,
  waitFor,
} from '@testing/server/processes';
import { freshDatabaseEnv, inServerDatabase } from '@testing/server/serverDatabases';
import { byRecipient, killMidSend, recipientOf, startTestSmtpServer, type TestSmtpServer } from '@testing/server/smtp';

/**
 * Guarantees of the mail outbox (server/mail), with the production bundle as a child process and a real
 * SMTP server on loopback (testing/server/smtp.ts):
 *
 * - a server killed with SIGKILL while it is sending loses no mail: every sign-up's welcome is in the
 *   outbox, sent or still pending, and once the server is back it arrives at least once; a welcome that
 *   arrives twice (sent, but the server died before it could mark it so) carries the same Message-ID;
 * - an SMTP outage during sign-ups slows no sign-up and loses no mail: each welcome arrives exactly once
 *   after the server is back;
 * - two instances sending one outbox (PostgreSQL) send each welcome exactly once.
 *
 * The spawned servers use the worker's production timings (server/mail/worker.ts): a 2 s poll, a 3 min
 * lease, retries 15 s then 30 s after a failure.
 */
const MAIL_DOMAIN = 'faults.example.com';
const MAIL_FROM = `InvoiceFlow <hello@${MAIL_DOMAIN}>`;

const cleanup = new Cleanup();
let entry: string;
const run = randomBytes(3).toString('hex');

beforeAll(async () => {
  entry = await buildServerBundle(cleanup);
});
afterAll(() => cleanup.run());

type OutboxRow = Pick<StoredMail, 'id' | 'state' | 'attempts' | 'message_key'> & { recipient: string };

/** Every welcome in the outbox, with the entry it belongs to; throws unless each entry has exactly one. */
async function welcomesOf(db: Database): Promise<OutboxRow[]> {
  const entries = await storedSignUps(db);
  const mails = await storedMails(db);
  const wrong = entries.flatMap((entry) => {
    const ofEntry = mails.filter((mail) => mail.waitlist_entry_id === entry.id);
    const welcomes = ofEntry.filter((mail) => mail.kind === 'welcome').length;
    return welcomes === 1 && ofEntry.length === 1 ? [] : [{ email: entry.email, welcomes, mails: ofEntry.length }];
  });
  if (wrong.length > 0) throw new Error(`Entries without exactly one welcome: ${JSON.stringify(wrong.slice(0, 5))}`);
  if (mails.length !== entries.length) throw new Error(`${mails.length} mails for ${entries.length} entries`);
  return mails.map(({ id, recipient, state, attempts, message_key }) => ({
    id,
    recipient: recipient!.toLowerCase(),
    state,
    attempts,
    message_key,
  }));
}

const api = async <T>(server: ServerProcess, token: string, path: string): Promise<T> => {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

/** Every mail of the outbox, through the portal's API, a page at a time. */
async function outboxThroughApi(server: ServerProcess, token: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (let page = 1; ; page += 1) {
    const rows = await api<OutboxMail[]>(server, token, `/api/mail/outbox?pageSize=100&page=${page}`);
    mails.push(...rows);
    if (rows.length < 100) return mails;
  }
}

/**
 * Resolves once nothing is left to send (queued, sending or not configured), the SMTP server holds nothing,
 * and each of `emails` got its mail. A row is marked sent only once the SMTP server took the mail, so that
 * last wait is short (10 s at most): a mail still missing after it is for the test's checks to report.
 */
async function allSettled(
  server: ServerProcess,
  token: string,
  smtp: TestSmtpServer,
  emails: readonly string[],
  timeoutMs: number,
) {
  await waitFor(
    'every mail in the outbox settled',
    async () => {
      const health = await api<MailHealth>(server, token, '/api/mail/health');
      return health.queued + health.notConfigured === 0 && smtp.holding() === 0 ? health : undefined;
    },
    timeoutMs,
  );
  await waitFor(
    'every welcome to arrive',
    async () => {
      const received = byRecipient(smtp.received);
      return emails.every((email) => received.has(email.toLowerCase())) ? true : undefined;
    },
    10_000,
  ).catch(() => undefined);
}

/** The p-th percentile (0-100), nearest rank. */
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const latency = (signUps: readonly SignUp[]) => {
  const ms = signUps.map((signUp) => signUp.answer.ms);
  return { median: percentile(ms, 50), p95: percentile(ms, 95) };
};
const describeLatency = ({ median, p95 }: { median: number; p95: number }) =>
  `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;

const countStates = (rows: ReadonlyArray<{ state: string }>) => {
  const counts: Record<string, number> = {};
  for (const { state } of rows) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
};

describe.each(databaseKinds)('the mail outbox of a real server process (%s)', (kind) => {
  // One database for both tests, one after the other: a fresh embedded one takes seconds to create.
  let database: Record<string, string>;
  beforeAll(async () => {
    database = await freshDatabaseEnv(kind, cleanup);
  });

  /** Sign-ups, how long the SMTP server holds each mail, and how many must have arrived before the kill. */
  const KILL_SIGN_UPS = 60;
  const KILL_HOLD_MS = 200;
  const KILL_AFTER_MAILS = 12;

  it(
    'loses no welcome when killed with SIGKILL mid-send; a welcome sent twice has one Message-ID',
    { timeout: 120_000 },
    async () => {
      const smtp = await startTestSmtpServer({ holdMs: KILL_HOLD_MS });
      cleanup.add('close the SMTP server', () => smtp.close());
      const env = { ...database, SMTP_URL: smtp.url, MAIL_FROM };
      let server = await startServerProcess({ entry, env, cleanup });

      const signUps = await sendSignUps({
        count: KILL_SIGN_UPS,
        concurrency: 10,
        target: () => server.url,
        email: (index) => `kill-${run}-${index}@faults.example.com`,
      });
      expect(tally(signUps).statuses).toEqual({ 201: KILL_SIGN_UPS });

      const atKill = await killMidSend(server, smtp, KILL_AFTER_MAILS);
      expect(atKill.exit.signal).toBe('SIGKILL');
      // What was held is answered into the void and kept, as a server that had queued it would.
      await waitFor('the held mails to be kept', async () => (smtp.holding() === 0 ? true : undefined));
      const receivedBeforeRestart = byRecipient(smtp.received);
      const keptAfterKill = smtp.received.slice(atKill.received).map(recipientOf);
      smtp.hold(0);

      // The outbox as the dead server left it: one welcome per entry, each sent or still to send.
      const left = await inServerDatabase(env, async (db) => {
        const rows = await welcomesOf(db);
        // Rows it had claimed stay `sending` until their 3-minute lease runs out, and only then does another
        // pass take them over. Waiting that long is all this stands for: the lease ends now.
        await endLeases(db);
        return rows;
      });
      // Checked softly: the test goes on, so that what the restart makes of it is reported too.
      const statesAtKill = countStates(left);
      expect.soft(left).toHaveLength(KILL_SIGN_UPS);
      expect
        .soft(Object.keys(statesAtKill).filter((state) => !['sent', 'sending', 'queued'].includes(state)))
        .toEqual([]);
      expect.soft(statesAtKill.sending ?? 0, 'mails mid-send at the kill').toBeGreaterThanOrEqual(atKill.held);
      // A mail marked sent did arrive.
      const sentNotReceived = left.filter((row) => row.state === 'sent' && !receivedBeforeRestart.has(row.recipient));
      expect.soft(sentNotReceived.map((row) => row.recipient)).toEqual([]);
      // Arrived, but its row was not marked sent: these go again after the restart, and only these.
      const arrivedUnsettled = left
        .filter((row) => row.state === 'sending' && receivedBeforeRestart.has(row.recipient))
        .map((row) => row.recipient)
        .sort();
      expect.soft(arrivedUnsettled).toEqual(expect.arrayContaining(keptAfterKill));

      const restartedAt = performance.now();
      server = await startServerProcess({ entry, env, cleanup });
      const token = await adminToken(server.url);
      await allSettled(
        server,
        token,
        smtp,
        signUps.map((signUp) => signUp.email),
        60_000,
      );
      const deliveryMs = performance.now() - restartedAt;

      const received = byRecipient(smtp.received);
      const keyOf = new Map(left.map((row) => [row.recipient, row.message_key]));
      const missing = signUps.filter((signUp) => !received.has(signUp.email.toLowerCase())).map((s) => s.email);
      const wrongMessageId = smtp.received.filter(
        (mail) => mail.messageId !== `<${keyOf.get(recipientOf(mail))}@${MAIL_DOMAIN}>`,
      );
      const twice = [...received].filter(([, mails]) => mails.length > 1).map(([recipient]) => recipient);
      const moreThanTwice = [...received].filter(([, mails]) => mails.length > 2);
      report(
        `mail outbox, SIGKILL mid-send (${kind}): ${KILL_SIGN_UPS} sign-ups, SMTP server holding each mail ${KILL_HOLD_MS} ms until the kill; ` +
          `at the kill ${atKill.received} welcomes had arrived and ${atKill.held} were held; the outbox left ` +
          `${describeCounts(statesAtKill)} (${arrivedUnsettled.length} of the sending ones had arrived); after the restart ` +
          `(leases ended) all sent in ${Math.round(deliveryMs)} ms: received ${smtp.received.length}, missing ${missing.length}, ` +
          `twice ${twice.length} (same Message-ID: ${wrongMessageId.length === 0 ? 'yes' : 'NO'}), more than twice ${moreThanTwice.length}`,
      );
      expect(missing).toEqual([]);
      expect(wrongMessageId.map((mail) => [recipientOf(mail), mail.messageId])).toEqual([]);
      expect(moreThanTwice).toEqual([]);
      // Sent twice: exactly the mails that had arrived without being marked sent.
      expect(twice.sort()).toEqual(arrivedUnsettled);
      expect(twice.length).toBeGreaterThanOrEqual(atKill.held);

      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      // Each mail was claimed once, and the ones the dead server had claimed once more.
      const final = await inServerDatabase(env, welcomesOf);
      const wasSending = new Set(left.filter((row) => row.state === 'sending').map((row) => row.id));
      expect(final.filter((row) => row.state !== 'sent' || row.attempts !== (wasSending.has(row.id) ? 2 : 1))).toEqual(
        [],
      );
    },
  );

  /** Sign-ups before the outage and during it, and how many are in flight. */
  const OUTAGE_SIGN_UPS = 300;
  const OUTAGE_CONCURRENCY = 20;
  const OUTAGE_WARM_UP = 50;

  it(
    'answers every sign-up during an SMTP outage, and sends each welcome exactly once when it is over',
    { timeout: 120_000 },
    async () => {
      const smtp = await startTestSmtpServer();
      cleanup.add('close the SMTP server', () => smtp.close());
      const env = { ...database, SMTP_URL: smtp.url, MAIL_FROM };
      const server = await startServerProcess({ entry, env, cleanup });
      const token = await adminToken(server.url);
      const signUps = (phase: string, count = OUTAGE_SIGN_UPS) =>
        sendSignUps({
          count,
          concurrency: OUTAGE_CONCURRENCY,
          target: () => server.url,
          email: (index) => `${phase}-${run}-${index}@faults.example.com`,
        });

      // Not measured: the first requests of a process are slower (compiling, connections).
      const warmUp = await signUps('warm-up', OUTAGE_WARM_UP);
      const before = await signUps('before');
      await smtp.waitForMails(OUTAGE_WARM_UP + OUTAGE_SIGN_UPS, 30_000);

      await smtp.stop();
      const during = await signUps('outage');
      // Every welcome of the outage was tried, failed to connect, and waits for its next try.
      const waiting = await waitFor(
        'every welcome of the outage tried once',
        async () => {
          const queued = (await outboxThroughApi(server, token)).filter((mail) => mail.state === 'queued');
          return queued.length === OUTAGE_SIGN_UPS && queued.every((mail) => mail.attempts >= 1) ? queued : undefined;
        },
        30_000,
      );
      const outageErrors: Record<string, number> = {};
      for (const mail of waiting) {
        const error = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE/.exec(mail.lastError ?? '')?.[0] ?? `${mail.lastError}`;
        outageErrors[error] = (outageErrors[error] ?? 0) + 1;
      }

      await smtp.restart();
      const restartedAt = performance.now();
      // The first retry comes 15 s after the failed try (production timings), then the next poll (2 s).
      const expected = [...warmUp, ...before, ...during].map((signUp) => signUp.email.toLowerCase());
      await allSettled(server, token, smtp, expected, 60_000);
      const deliveryMs = performance.now() - restartedAt;

      const received = byRecipient(smtp.received);
      const counts = expected.map((email) => received.get(email)?.length ?? 0);
      const notOnce = expected.flatMap((email, index) => (counts[index] === 1 ? [] : [`${email}: ${counts[index]}`]));
      const ours = new Set(expected);
      const mails = (await outboxThroughApi(server, token)).filter((mail) => ours.has(mail.to[0] ?? ''));
      const attempts: Record<string, number> = {};
      for (const mail of mails) attempts[mail.attempts] = (attempts[mail.attempts] ?? 0) + 1;
      const [beforeLatency, duringLatency] = [latency(before), latency(during)];
      report(
        `mail outbox, SMTP outage during sign-ups (${kind}): after ${OUTAGE_WARM_UP} to warm up, ${OUTAGE_SIGN_UPS} sign-ups before (${OUTAGE_CONCURRENCY} in flight) ` +
          `answered ${describeCounts(tally(before).statuses)}, ${describeLatency(beforeLatency)}; ${OUTAGE_SIGN_UPS} during the outage ` +
          `answered ${describeCounts(tally(during).statuses)}, ${describeLatency(duringLatency)}; their welcomes failed ` +
          `${describeCounts(outageErrors)} and waited; all sent ${(deliveryMs / 1000).toFixed(1)} s after the SMTP server was back; ` +
          `received ${smtp.received.length} for ${expected.length} sign-ups: missing ${counts.filter((c) => c === 0).length}, ` +
          `more than once ${counts.filter((c) => c > 1).length}; tries per mail ${describeCounts(attempts)}`,
      );
      expect(tally(warmUp).statuses).toEqual({ 201: OUTAGE_WARM_UP });
      expect(tally(before).statuses).toEqual({ 201: OUTAGE_SIGN_UPS });
      expect(tally(during).statuses).toEqual({ 201: OUTAGE_SIGN_UPS });
      expect(notOnce).toEqual([]);
      expect(smtp.received).toHaveLength(expected.length);
      expect(mails).toHaveLength(expected.length);
      expect(mails.filter((mail) => mail.state !== 'sent')).toEqual([]);
      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances sending one outbox (postgres)', () => {
  /** Sign-ups waiting in the outbox when both start, and sign-ups sent to them while they send. */
  const BACKLOG = 400;
  const LIVE = 400;

  it('send each welcome exactly once between them', { timeout: 120_000 }, async () => {
    const databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, cleanup);
    // A backlog: sign-ups taken by an instance without an SMTP server, their welcomes "not configured".
    const unconfigured = await startServerProcess({ entry, env: { DATABASE_URL: databaseUrl, MAIL_FROM }, cleanup });
    const backlog = await sendSignUps({
      count: BACKLOG,
      concurrency: 20,
      target: () => unconfigured.url,
      email: (index) => `backlog-${run}-${index}@faults.example.com`,
    });
    const token = await adminToken(unconfigured.url);
    await waitFor('the backlog marked not configured', async () => {
      const health = await api<MailHealth>(unconfigured, token, '/api/mail/health');
      return health.notConfigured === BACKLOG ? true : undefined;
    });
    expect(await unconfigured.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    // Two instances with an SMTP server start at once on the backlog, and take more sign-ups while they
    // send it. Each has its own sender domain, so every mail says which instance sent it.
    const smtp = await startTestSmtpServer({ holdMs: 10 });
    cleanup.add('close the SMTP server', () => smtp.close());
    const domains = ['a', 'b'].map((name) => `${name}.${MAIL_DOMAIN}`);
    const instances = await Promise.all(
      domains.map((domain) =>
        startServerProcess({
          entry,
          env: { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, MAIL_FROM: `InvoiceFlow <hello@${domain}>` },
          cleanup,
        }),
      ),
    );
    const started = performance.now();
    const live = await sendSignUps({
      count: LIVE,
      concurrency: 20,
      target: (index) => instances[index % 2]!.url,
      email: (index) => `live-${run}-${index}@faults.example.com`,
    });
    const expected = [...backlog, ...live].map((signUp) => signUp.email.toLowerCase());
    await allSettled(instances[0]!, await adminToken(instances[0]!.url), smtp, expected, 60_000);
    const seconds = (performance.now() - started) / 1000;

    const keys = await inServerDatabase({ DATABASE_URL: databaseUrl }, async (db) => welcomesOf(db));
    const keyOf = new Map(keys.map((row) => [row.recipient, row.message_key]));
    const received = byRecipient(smtp.received);
    const counts = expected.map((email) => received.get(email)?.length ?? 0);
    const notOnce = expected.flatMap((email, index) => (counts[index] === 1 ? [] : [`${email}: ${counts[index]}`]));
    const sentBy = domains.map(
      (domain) => smtp.received.filter((mail) => mail.from?.value[0]?.address === `hello@${domain}`).length,
    );
    const wrongMessageId = smtp.received.filter((mail) => {
      const domain = mail.from?.value[0]?.address?.split('@')[1];
      return mail.messageId !== `<${keyOf.get(recipientOf(mail))}@${domain}>`;
    });
    report(
      `mail outbox, two instances on one PostgreSQL database: ${BACKLOG} welcomes waiting when both started, ${LIVE} sign-ups ` +
        `sent to them alternately (answered ${describeCounts(tally(live).statuses)}); all sent in ${seconds.toFixed(1)} s, ` +
        `${sentBy.join(' + ')} by each instance; received ${smtp.received.length} for ${expected.length} sign-ups: ` +
        `missing ${counts.filter((c) => c === 0).length}, more than once ${counts.filter((c) => c > 1).length}, ` +
        `wrong Message-ID ${wrongMessageId.length}`,
    );
    expect(tally(live).statuses).toEqual({ 201: LIVE });
    expect(notOnce).toEqual([]);
    expect(smtp.received).toHaveLength(BACKLOG + LIVE);
    expect(wrongMessageId).toEqual([]);
    expect(
      sentBy.every((count) => count > 0),
      'both instances sent mails',
    ).toBe(true);
    expect(keys.filter((row) => row.state !== 'sent' || row.attempts !== 1)).toEqual([]);
    for (const instance of instances) expect(await instance.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
