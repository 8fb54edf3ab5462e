// `npm run bench:mail`: what the mail outbox costs a sign-up, and how long its welcomes take to go out.
//
// For each database: the production build as a child process on a fresh database, a warm-up, then a burst
// of 1,000 sign-ups (50 in flight, one keep-alive connection each), three ways:
//   (i)   no SMTP_URL: the worker only marks the welcomes "not configured" (the baseline);
//   (ii)  SMTP_URL to an SMTP server that takes 200 ms to accept each mail;
//   (iii) the SMTP server stopped (an outage) during the burst, started again right after it.
// It prints each way's median and p95 sign-up latency and their ratios to (i), and, for (ii) and (iii), how
// long it took until every welcome was delivered and whether each arrived exactly once.
//
// The SMTP server (smtp-server, parsing each mail with mailparser as a mail client would) runs in a child
// process of its own, so that parsing mails does not slow the process that sends the sign-ups and measures
// them; this file is that process too (`node bench/mail.mjs smtp-sink`).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import {
  adminHeaders,
  buildServer,
  cleanUp,
  closeConnections,
  createDatabase,
  databaseKinds,
  loadAverage,
  log,
  machineReport,
  markdownTable,
  ms,
  onCleanup,
  percentile,
  request,
  sleep,
  startServer,
} from './lib.mjs';

const SIGN_UPS = Number(process.env.BENCH_MAIL_SIGN_UPS ?? 1000);
const CONCURRENCY = 50;
const WARM_UP = 100;
const SLOW_SMTP_MS = 200;
const MAIL_FROM = 'InvoiceFlow <hello@bench.example.com>';
/** All load comes from one address, so the per-address limit (20 a minute by default) must not apply. */
const RATE_LIMIT_PUBLIC = '100000000';
/** Longest wait for the welcomes of a burst: 1,000 mails at 200 ms each through 3 connections, and more. */
const DELIVERY_TIMEOUT_MS = 10 * 60_000;

// ---------------------------------------------------------------------------------------------------
// The SMTP server, in its own process

async function runSmtpSink() {
  let holdMs = 0;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          async (mail) => {
            if (holdMs > 0) await sleep(holdMs);
            process.send({ event: 'mail', to: mail.to?.value[0]?.address?.toLowerCase(), messageId: mail.messageId });
            callback();
          },
          (error) => callback(error),
        );
      },
    });
  let server = create();
  let port = 0;
  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server.server.address().port));
    });
  port = await listen();
  const commands = {
    hold: ({ ms: value }) => (holdMs = value),
    stop: () => new Promise((resolve) => server.close(resolve)),
    restart: async () => {
      server = create();
      await listen();
    },
  };
  process.on('message', async ({ id, command, ...args }) => {
    await commands[command](args);
    process.send({ event: 'done', id });
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ event: 'listening', port });
}

/** Starts the SMTP server's process; resolves with its URL, what it received, and its commands. */
async function startSmtpSink() {
  const child = fork(fileURLToPath(import.meta.url), ['smtp-sink'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Stops the process and waits for it. */
  const close = async () => {
    // It exits when its channel to this process closes.
    if (child.connected) child.disconnect();
    await exited;
  };
  onCleanup(close);
  /** recipient → the Message-IDs it received, in order. */
  const received = new Map();
  let count = 0;
  let nextId = 0;
  const pending = new Map();
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The SMTP server's process exited (${code})`)));
    child.on('message', (message) => {
      if (message.event === 'listening') resolve(message.port);
      if (message.event === 'mail') {
        count += 1;
        received.set(message.to, [...(received.get(message.to) ?? []), message.messageId]);
      }
      if (message.event === 'done') {
        pending.get(message.id)?.();
        pending.delete(message.id);
      }
    });
  });
  const command = (name, args = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      child.send({ id, command: name, ...args });
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: () => count,
    hold: (value) => command('hold', { ms: value }),
    stop: () => command('stop'),
    restart: () => command('restart'),
    close,
  };
}

// ---------------------------------------------------------------------------------------------------
// Sign-ups and the outbox

/** `count` sign-ups, `concurrency` in flight on one keep-alive connection each; the latency of each. */
async function burst(base, prefix, count, concurrency = CONCURRENCY) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const lane = async (index) => {
    while (next < count) {
      const number = next++;
      const response = await request(base, '/api/webpage/waitlist', {
        method: 'POST',
        body: { email: `${prefix}-${number}@example.com`, name: 'Bench Person', source: 'bench' },
        lane: `burst-${index}`,
      });
      latencies.push(response.ms);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => lane(index)));
  return {
    seconds: (performance.now() - started) / 1000,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    statuses,
    emails: Array.from({ length: count }, (_, number) => `${prefix}-${number}@example.com`),
  };
}

const describeStatuses = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

/** The outbox's counts (GET /api/mail/health). */
async function mailHealth(base, headers) {
  const response = await request(base, '/api/mail/health', { headers, lane: 'admin' });
  if (response.status !== 200) throw new Error(`/api/mail/health answered ${response.status}`);
  return JSON.parse(response.body);
}

/**
 * Waits until the outbox has nothing left to send and every one of `emails` got its welcome; returns how
 * many got it once, more than once, or not at all (nothing is left to send, so none can still come).
 */
async function waitForDelivery(base, headers, smtp, emails) {
  const started = performance.now();
  for (;;) {
    const health = await mailHealth(base, headers);
    const arrived = emails.filter((email) => smtp.received.has(email)).length;
    if (health.queued === 0 && health.notConfigured === 0 && arrived === emails.length) break;
    if (performance.now() - started > DELIVERY_TIMEOUT_MS) {
      throw new Error(`Not delivered after ${DELIVERY_TIMEOUT_MS} ms: ${JSON.stringify(health)}, ${arrived} arrived`);
    }
    await sleep(100);
  }
  const counts = emails.map((email) => smtp.received.get(email)?.length ?? 0);
  const sameMessageId = emails.every((email) => new Set(smtp.received.get(email) ?? []).size <= 1);
  return {
    once: counts.filter((count) => count === 1).length,
    more: counts.filter((count) => count > 1).length,
    missing: counts.filter((count) => count === 0).length,
    failed: (await mailHealth(base, headers)).failed,
    sameMessageId,
  };
}

// ---------------------------------------------------------------------------------------------------
// The three ways

const WAYS = {
  none: '(i) no SMTP_URL',
  slow: `(ii) SMTP server taking ${SLOW_SMTP_MS} ms a mail`,
  outage: '(iii) SMTP server down during the burst',
};

async function measure(database, kind, way, runId) {
  const target = await createDatabase(kind);
  const smtp = way === 'none' ? null : await startSmtpSink();
  const server = await startServer(target, {
    RATE_LIMIT_PUBLIC,
    LOG_LEVEL: 'info',
    MAIL_FROM,
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
  });
  const prefix = `${way}-${runId}-${kind}`;
  try {
    const headers = await adminHeaders(server.url);
    // Warm-up: the first requests of a process are slower; their welcomes are sent before the burst.
    const warmUp = await burst(server.url, `warm-up-${prefix}`, WARM_UP);
    if (smtp) await waitForDelivery(server.url, headers, smtp, warmUp.emails);

    if (way === 'slow') await smtp.hold(SLOW_SMTP_MS);
    if (way === 'outage') await smtp.stop();
    const result = await burst(server.url, prefix, SIGN_UPS);
    log(
      `${kind} ${WAYS[way]}: ${SIGN_UPS} sign-ups in ${result.seconds.toFixed(1)} s, answered ${describeStatuses(result.statuses)}, ` +
        `median ${ms(result.median)} ms, p95 ${ms(result.p95)} ms`,
    );
    if (smtp) {
      const waitStarted = performance.now();
      if (way === 'outage') await smtp.restart();
      const delivery = await waitForDelivery(server.url, headers, smtp, result.emails);
      result.delivery = { ...delivery, seconds: (performance.now() - waitStarted) / 1000 };
      log(
        `${kind} ${WAYS[way]}: every welcome delivered ${result.delivery.seconds.toFixed(1)} s after the burst` +
          `${way === 'outage' ? ' (and the SMTP server) ended' : ' ended'}: once ${delivery.once}, more than once ${delivery.more}, ` +
          `missing ${delivery.missing}, failed ${delivery.failed}`,
      );
    } else {
      const health = await mailHealth(server.url, headers);
      result.delivery = { notConfigured: health.notConfigured };
    }
    return { kind, way, ...result };
  } finally {
    closeConnections();
    await server.stop();
    await smtp?.close();
    await target.remove();
  }
}

function report(runs) {
  const rows = [];
  for (const run of runs) {
    const baseline = runs.find((other) => other.kind === run.kind && other.way === 'none');
    const ratio = (key) => (baseline ? `${(run[key] / baseline[key]).toFixed(2)}×` : '–');
    const { delivery } = run;
    rows.push([
      run.kind,
      WAYS[run.way],
      describeStatuses(run.statuses),
      ms(run.median),
      ms(run.p95),
      run.way === 'none' ? '1 (baseline)' : ratio('median'),
      run.way === 'none' ? '1 (baseline)' : ratio('p95'),
      run.way === 'none'
        ? `none: ${delivery.notConfigured} kept as not configured`
        : run.way === 'slow'
          ? `${delivery.seconds.toFixed(1)} s (${(SIGN_UPS / delivery.seconds).toFixed(1)} mails/s)`
          : `${delivery.seconds.toFixed(1)} s after the SMTP server was back`,
      run.way === 'none'
        ? '–'
        : delivery.once === SIGN_UPS && delivery.sameMessageId
          ? `yes (${delivery.once})`
          : `NO: once ${delivery.once}, more ${delivery.more}, missing ${delivery.missing}, failed ${delivery.failed}`,
    ]);
  }
  console.info(
    `\n## Sign-up latency with the mail outbox (${SIGN_UPS.toLocaleString('en')} sign-ups, ${CONCURRENCY} in flight)\n`,
  );
  console.info(
    markdownTable(
      [
        'database',
        'way',
        'answered',
        'median ms',
        'p95 ms',
        'median vs (i)',
        'p95 vs (i)',
        'all welcomes delivered after the burst',
        'each exactly once',
      ],
      rows,
    ),
  );
  console.info(
    '\nLatency is measured by the client, from sending a request to the last byte of its answer. In (iii) the' +
      ' delivery time counts from the SMTP server starting again; the worker retries a failed mail after 15 s.',
  );
}

async function main() {
  const started = performance.now();
  for (const name of ['SMTP_URL', 'MAIL_FROM', 'ADMIN_NOTIFY_EMAIL', 'ADMIN_DIGEST', 'SITE_URL'])
    delete process.env[name];
  console.info('# bench:mail\n');
  console.info(await machineReport());
  console.info(
    `- server: the production build (scripts/build-server.mjs) as a child process on 127.0.0.1, LOG_LEVEL=info, ` +
      `RATE_LIMIT_PUBLIC=${RATE_LIMIT_PUBLIC}; a fresh database for each way; ${WARM_UP} sign-ups to warm up ` +
      `(their welcomes delivered) before each burst\n` +
      `- SMTP server: smtp-server + mailparser in a process of its own, on loopback\n`,
  );
  const database = await buildServer();
  const kinds = await databaseKinds();
  const runId = Date.now().toString(36);
  const runs = [];
  for (const kind of kinds) {
    for (const way of Object.keys(WAYS)) runs.push(await measure(database, kind, way, runId));
  }
  report(runs);
  console.info(
    `\n(bench:mail took ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end: ${loadAverage()})`,
  );
  const wrong = runs.filter(
    (run) =>
      run.statuses[201] !== SIGN_UPS ||
      (run.way !== 'none' && (run.delivery.once !== SIGN_UPS || !run.delivery.sameMessageId)),
  );
  if (wrong.length > 0) process.exitCode = 1;
}

if (process.argv[2] === 'smtp-sink') {
  await runSmtpSink();
} else {
  try {
    await main();
  } finally {
    await cleanUp();
  }
}
