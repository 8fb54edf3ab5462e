// `npm run bench:api`: throughput and latency of waitlist sign-ups against the production build, on the
// embedded database and on PostgreSQL, as a share of what the same server answers on GET /health.
//
// For each database: a fresh, empty database; the built server as a child process on loopback; a short
// warm-up; then autocannon (50 connections, 8 s each) on GET /health and on POST /api/webpage/waitlist
// with a unique e-mail per request. Afterwards, with the server stopped, the bench reads the table back
// and checks that every acknowledged (201) sign-up is stored exactly once.
import autocannon from 'autocannon';

import {
  buildServer,
  serverWithWorkerOf,
  cleanUp,
  createDatabase,
  databaseKinds,
  loadAverage,
  log,
  machineReport,
  markdownTable,
  ms,
  startServer,
} from './lib.mjs';

const CONNECTIONS = 50;
/** 8 s per run keeps the whole bench under two minutes with both log levels on both databases. */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const WARM_UP_SECONDS = 1;
/** All load comes from one address, so the per-address limit (20 a minute by default) must not apply. */
const RATE_LIMIT_PUBLIC = '100000000';
/**
 * The server's production default, and silent: measured here, writing two log lines per request costs
 * about a third of the /health ceiling, so the share of /health depends on it and both are shown.
 */
const LOG_LEVELS = (process.env.BENCH_LOG_LEVELS ?? 'info,silent').split(',');
const TARGET_SHARE = { postgres: 0.2, pglite: 0.08 };

const runId = Date.now().toString(36);

/**
 * The last commit whose embedded database made no sync (PGlite's default: fsync off). Measured beside
 * today's server in the same run, to show what durable writes cost (ADR 0021).
 */
const WITHOUT_SYNCS = { commit: 'f9c75d6', label: 'pglite, no sync (f9c75d6)' };

const load = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Sign-ups with a unique e-mail each; records which e-mails the server acknowledged with 201. */
async function signUps(base, prefix, duration) {
  let sent = 0;
  let answered = 0;
  const acknowledged = [];
  const result = await load({
    url: base,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/webpage/waitlist',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `${prefix}-${++sent}@example.com`, name: 'Bench Person', source: 'bench' }),
        }),
        onResponse: (status, body) => {
          answered += 1;
          if (status === 201) acknowledged.push(JSON.parse(body).email);
        },
      },
    ],
  });
  return { result, acknowledged, inFlightAtStop: sent - answered };
}

/** Reads the sign-ups of this run back (server stopped) and compares them with the acknowledged ones. */
async function checkStored(database, target, prefix, acknowledged, inFlightAtStop) {
  const db = await target.open(database);
  try {
    const emails = (await database.storedSignUps(db))
      .filter((row) => row.email.startsWith(`${prefix}-`))
      .map((row) => row.email.toLowerCase());
    const stored = new Map();
    for (const email of emails) stored.set(email, (stored.get(email) ?? 0) + 1);
    const duplicates = emails.length - stored.size;
    const missing = acknowledged.filter((email) => !stored.has(email.toLowerCase())).length;
    const acknowledgedSet = new Set(acknowledged.map((email) => email.toLowerCase()));
    const unacknowledged = [...stored.keys()].filter((email) => !acknowledgedSet.has(email)).length;
    const ok = duplicates === 0 && missing === 0 && unacknowledged <= inFlightAtStop;
    return {
      ok,
      text:
        `${acknowledged.length} acknowledged (201), ${emails.length} rows stored: ${missing} missing, ` +
        `${duplicates} duplicated, ${unacknowledged} stored without an answer (${inFlightAtStop} requests were in ` +
        `flight when the run stopped) → ${ok ? 'OK' : 'FAILED'}`,
    };
  } finally {
    await db.close();
  }
}

const errorCount = (result) => result.errors + result.timeouts;
const requestsPerSecond = (result) => result.requests.average;

async function measure(database, kind, logLevel, { entry, label = kind } = {}) {
  const target = await createDatabase(kind);
  const server = await startServer(target, { RATE_LIMIT_PUBLIC, LOG_LEVEL: logLevel }, { entry });
  const prefix = `measured-${runId}-${label.replace(/\W+/g, '-')}-${logLevel}`;
  let health, waitlist;
  try {
    await load({ url: `${server.url}/health`, duration: WARM_UP_SECONDS });
    await signUps(server.url, `warm-up-${runId}-${kind}-${logLevel}`, WARM_UP_SECONDS);
    health = await load({ url: `${server.url}/health`, duration: DURATION_SECONDS });
    log(`${label} (LOG_LEVEL=${logLevel}) GET /health: ${requestsPerSecond(health).toFixed(0)} req/s`);
    waitlist = await signUps(server.url, prefix, DURATION_SECONDS);
    log(`${label} (LOG_LEVEL=${logLevel}) POST waitlist: ${requestsPerSecond(waitlist.result).toFixed(0)} req/s`);
  } finally {
    await server.stop();
  }
  const check = await checkStored(database, target, prefix, waitlist.acknowledged, waitlist.inFlightAtStop);
  log(`${label} stored sign-ups: ${check.text}`);
  await target.remove();
  return { kind, label, logLevel, health, waitlist: waitlist.result, check };
}

function report(runs) {
  const rows = [];
  for (const run of runs) {
    const share = requestsPerSecond(run.waitlist) / requestsPerSecond(run.health);
    const target = TARGET_SHARE[run.kind];
    const meetsTargets =
      share >= target && run.waitlist.latency.p99 < 50 && errorCount(run.waitlist) === 0 && run.check.ok;
    const statusCodes = Object.entries(run.waitlist.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' ');
    rows.push(
      [
        run.label,
        run.logLevel,
        'GET /health',
        requestsPerSecond(run.health).toFixed(0),
        ms(run.health.latency.p50),
        ms(run.health.latency.p99),
        String(errorCount(run.health)),
        String(run.health.non2xx),
        '100 %',
        '',
      ],
      [
        run.label,
        run.logLevel,
        'POST /api/webpage/waitlist',
        requestsPerSecond(run.waitlist).toFixed(0),
        ms(run.waitlist.latency.p50),
        ms(run.waitlist.latency.p99),
        String(errorCount(run.waitlist)),
        `${run.waitlist.non2xx} (${statusCodes})`,
        `${(share * 100).toFixed(1)} % (target ≥ ${target * 100} %)`,
        `${meetsTargets ? 'yes' : 'no'}; stored ${run.check.ok ? 'exactly once' : 'WRONG'}`,
      ],
    );
  }
  console.info(
    `\n## Waitlist sign-ups vs GET /health (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)\n`,
  );
  console.info(
    markdownTable(
      [
        'database',
        'LOG_LEVEL',
        'call',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'share of /health',
        'meets targets',
      ],
      rows,
    ),
  );
  console.info(
    '\nTargets: waitlist POST ≥ 20 % of the /health rate on PostgreSQL and ≥ 8 % embedded, p99 < 50 ms, no errors;' +
      ' every 201 stored exactly once. autocannon measures latency in whole milliseconds.',
  );
  for (const run of runs) console.info(`- ${run.label}, LOG_LEVEL=${run.logLevel}: ${run.check.text}`);
  reportCostOfSyncs(runs);
}

/** Today's embedded sign-ups against the same server with no sync, per log level: the cost of durability. */
function reportCostOfSyncs(runs) {
  const lines = [];
  for (const synced of runs.filter((run) => run.label === 'pglite')) {
    const unsynced = runs.find((run) => run.label === WITHOUT_SYNCS.label && run.logLevel === synced.logLevel);
    if (!unsynced) continue;
    const ratio = requestsPerSecond(synced.waitlist) / requestsPerSecond(unsynced.waitlist);
    lines.push(
      `- LOG_LEVEL=${synced.logLevel}: ${requestsPerSecond(synced.waitlist).toFixed(0)} req/s synced against ` +
        `${requestsPerSecond(unsynced.waitlist).toFixed(0)} with no sync: ${(ratio * 100).toFixed(0)} % ` +
        `(p99 ${ms(synced.waitlist.latency.p99)} against ${ms(unsynced.waitlist.latency.p99)} ms)`,
    );
  }
  if (lines.length === 0) return;
  console.info(`\n## What syncing each commit costs the embedded database (same run, ${CONNECTIONS} connections)\n`);
  console.info(lines.join('\n'));
}

async function main() {
  const started = performance.now();
  console.info('# bench:api\n');
  console.info(await machineReport());
  console.info(
    `- server: the production build (scripts/build-server.mjs) as a child process on 127.0.0.1, load from this process\n` +
      `- RATE_LIMIT_PUBLIC=${RATE_LIMIT_PUBLIC} for this run (the default, 20 a minute per address, would refuse ` +
      `almost every sign-up from one address)\n` +
      `- LOG_LEVEL: ${LOG_LEVELS.join(', ')} (info is the production default; the logs go to a file)\n`,
  );
  const database = await buildServer();
  const kinds = await databaseKinds();
  const runs = [];
  for (const kind of kinds) {
    for (const logLevel of LOG_LEVELS) runs.push(await measure(database, kind, logLevel));
  }
  if (kinds.includes('pglite')) {
    const entry = await serverWithWorkerOf(WITHOUT_SYNCS.commit);
    for (const logLevel of LOG_LEVELS) {
      runs.push(await measure(database, 'pglite', logLevel, { entry, label: WITHOUT_SYNCS.label }));
    }
  }
  report(runs);
  console.info(
    `\n(bench:api took ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end: ${loadAverage()})`,
  );
  if (runs.some((run) => !run.check.ok)) process.exitCode = 1;
}

try {
  await main();
} finally {
  await cleanUp();
}
