// `npm run bench:stats`: how the admin stats calls scale with the data, and how much heavy admin calls
// stall everyone else, on the embedded database and on PostgreSQL, against the production build.
//
// For each database and size (1k, 100k, 1M rows in each table; BENCH_SIZES=1000,100000 to change): seed
// a fresh database with the server stopped (server/db/direct/bulkSeed.ts), start the built server on it, sign in, and
// time the stats calls one after another. At the largest size, also run the heavy admin calls (stats,
// list pages, search, CSV exports) while another connection asks GET /health every few milliseconds:
// the slowest /health answer is how long the heavy call stalled other requests. The sign-ups chart
// (GET /api/waitlist/signups, 30 and 90 days, alone and split by source and by campaign) is timed at every
// size beside page 1 of the waitlist, the cheapest read the portal makes, as its yardstick.
import { monitorEventLoopDelay } from 'node:perf_hooks';

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
  percentile,
  request,
  sleep,
  startServer,
} from './lib.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const LARGEST = Math.max(...SIZES);

/** The stats calls of the admin portal; the /api/… forms are measured too once they exist. */
const STATS_CALLS = [
  { path: '/api/webpage/waitlist/stats', total: 'totalEntries' },
  { path: '/api/webpage/contact/stats', total: 'totalMessages' },
  { path: '/api/waitlist/stats', total: 'totalEntries' },
  { path: '/api/contact/stats', total: 'totalMessages' },
];

/**
 * The admin list calls the portal makes, timed at every size: the first page with its count, a search,
 * each filter and a sort. Page 1 must answer within 20 ms at 1M rows, the others within 50 ms (p50).
 * The day range is a week ending three days ago, so it is never "the newest rows".
 */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const LIST_CALLS = [
  { label: 'waitlist page 1', path: '/api/waitlist?page=1&pageSize=50', target: 20 },
  { label: 'contact page 1', path: '/api/contact?page=1&pageSize=50', target: 20 },
  { label: 'waitlist search, one match (q=person 424242)', path: '/api/waitlist?q=person%20424242', target: 50 },
  { label: 'waitlist search, 111 matches (q=person 4242)', path: '/api/waitlist?q=person%204242', target: 50 },
  { label: 'waitlist search, every row (q=example)', path: '/api/waitlist?q=example', target: 50 },
  { label: 'contact search in messages (q=invoicing)', path: '/api/contact?q=invoicing', target: 50 },
  { label: 'contact search, few matches (q=Last77)', path: '/api/contact?q=Last77', target: 50 },
  // A full name as the administrator types it, in lower case (migration 8: "first last", folded).
  {
    label: 'contact search by full name (q=first424242 last424242)',
    path: '/api/contact?q=first424242%20last424242',
    target: 50,
  },
  { label: 'waitlist source filter (source=TWITTER)', path: '/api/waitlist?source=TWITTER', target: 50 },
  { label: 'contact source filter (source=direct)', path: '/api/contact?source=direct', target: 50 },
  {
    label: 'waitlist date range (7 days)',
    path: `/api/waitlist?from=${daysAgo(10)}&to=${daysAgo(4)}`,
    target: 50,
  },
  { label: 'waitlist sorted by email', path: '/api/waitlist?sort=email', target: 50 },
  { label: 'waitlist sorted by name, Z-A', path: '/api/waitlist?sort=name-desc', target: 50 },
  { label: 'contact awaiting reply, waiting longest', path: '/api/contact?isReplied=false&sort=waiting', target: 50 },
  { label: 'contact unread + status New', path: '/api/contact?isRead=false&status=New', target: 50 },
  { label: 'contact sorted by subject', path: '/api/contact?sort=subject', target: 50 },
  // Issue 43: the list in line, and (below, per size) the status page of the last member in line.
  { label: 'waitlist sorted by position (page 1)', path: '/api/waitlist?sort=position', target: 50 },
];

/** The key the bench's servers sign member links with, so that the bench can make a member's status link. */
const MAIL_LINK_SECRET = 'bench-mail-link-secret-that-is-long-enough-0123';

/** The status page of the last seeded member (the last in line, the most places ahead of them to count). */
const statusPageCall = (database, size) => ({
  label: 'status page of the last member in line (position)',
  path: database.statusPathOf(MAIL_LINK_SECRET, size),
  target: 50,
});

/**
 * The Waitlist Dashboard's sign-ups chart: read from the quarter-hour counters, so it must stay flat from
 * 1k to 1M rows. Each is reported with its ratio to `CHART_YARDSTICK`'s p50 on the same database and size.
 */
const CHART_CALLS = [30, 90].flatMap((days) =>
  [null, 'source', 'campaign'].map((by) => ({
    label: `chart, ${days} days${by ? `, by ${by}` : ''}`,
    path: `/api/waitlist/signups?days=${days}${by ? `&by=${by}` : ''}`,
  })),
);
const CHART_YARDSTICK = 'waitlist page 1';

/** Timed one after another until this many samples or this long, whichever comes first. */
const SAMPLES = { max: 200, min: 5, seconds: 3 };

/** Heavy admin calls run at the largest size while /health is probed (stats are probed as they are timed). */
const HEAVY_CALLS = [
  { label: 'waitlist list page 1 (count + page)', path: '/api/waitlist?page=1&pageSize=50', times: 3 },
  { label: 'contact list page 1 (count + page)', path: '/api/contact?page=1&pageSize=50', times: 3 },
  { label: 'waitlist search (q=person 4242)', path: '/api/waitlist?q=person%204242&page=1&pageSize=50', times: 3 },
  { label: 'waitlist CSV export (all rows)', path: '/api/waitlist/export', times: 1 },
  { label: 'contact CSV export (all rows)', path: '/api/contact/export', times: 1 },
];

const sizeLabel = (n) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

/**
 * Asks GET /health on its own connection every 5 ms until stopped; returns each answer's time, and the
 * worst delay of this process's own event loop meanwhile: the noise floor of the measurement (a busy
 * machine delays the bench too, and that is not the server's doing).
 */
function probeHealth(base) {
  const latencies = [];
  const ownDelay = monitorEventLoopDelay({ resolution: 5 });
  ownDelay.enable();
  let running = true;
  const done = (async () => {
    while (running) {
      const response = await request(base, '/health', { lane: 'probe' });
      latencies.push(response.ms);
      await sleep(5);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      ownDelay.disable();
      return { latencies, benchWorst: ownDelay.max / 1e6 };
    },
  };
}

/** Times `path` sequentially; with `probe`, also how slow /health was meanwhile. */
async function timeCalls(base, path, headers, { samples = SAMPLES, probe = false, discardBody = false } = {}) {
  const health = probe ? probeHealth(base) : undefined;
  const times = [];
  let bytes = 0;
  const started = performance.now();
  while (
    times.length < samples.max &&
    (times.length < samples.min || performance.now() - started < samples.seconds * 1000)
  ) {
    const response = await request(base, path, { headers, discardBody });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${response.body}`);
    times.push(response.ms);
    bytes = response.bytes;
  }
  const { latencies: healthTimes = [], benchWorst } = (await health?.stop()) ?? {};
  return {
    times,
    bytes,
    healthWorst: Math.max(...healthTimes),
    healthP99: percentile(healthTimes, 99),
    benchWorst,
  };
}

/**
 * Seeds the database, then runs the server's later migrations on the seeded rows here, timed: building
 * the list indexes on a million rows is the one-time cost of an upgrade, and takes longer than the
 * bench waits for a server to start.
 */
async function seed(database, target, size) {
  const started = performance.now();
  const db = await target.open(database);
  try {
    const schema = await database.migrateToInitialSchema(db);
    if (schema !== 1) log(`migrate() went on to migration ${schema}: seeding after the server's later migrations`);
    await database.seedRows(db, size);
    log(`seeded ${sizeLabel(size)} rows per table on ${target.kind} in ${elapsed(started)} s`);
    const migrating = performance.now();
    const applied = await database.migrate(db);
    const seconds = elapsed(migrating);
    log(
      `migrations ${applied.map((migration) => `${migration.id} (${(migration.durationMs / 1000).toFixed(1)} s)`).join(', ')} on ${sizeLabel(size)} rows (${target.kind}) took ${seconds} s`,
    );
    const campaigns = performance.now();
    await database.seedCampaigns(db);
    log(`campaigns for a quarter of ${sizeLabel(size)} sign-ups (${target.kind}) in ${elapsed(campaigns)} s`);
    const referrals = performance.now();
    await database.seedReferrals(db);
    log(`referrals for one in 50 of ${sizeLabel(size)} sign-ups (${target.kind}) in ${elapsed(referrals)} s`);
    return seconds;
  } finally {
    await db.close();
  }
}

const elapsed = (since) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const benchStarted = performance.now();
  console.info('# bench:stats\n');
  console.info(await machineReport());
  console.info(`- sizes: ${SIZES.map(sizeLabel).join(', ')} rows in each of waitlist_entries and contact_messages\n`);

  const database = await buildServer();
  const kinds = await databaseKinds();

  const statsResults = []; // { kind, size, path, times }
  const listResults = []; // { kind, size, label, times, total }
  const chartResults = []; // { kind, size, label, times, bytes }
  const migrationSeconds = []; // { kind, size, seconds }
  const stallResults = []; // { kind, label, times, healthWorst, healthP99 }
  const warnings = [];
  let statsCalls = STATS_CALLS;

  for (const kind of kinds) {
    for (const size of SIZES) {
      const target = await createDatabase(kind);
      migrationSeconds.push({ kind, size, seconds: await seed(database, target, size) });
      const server = await startServer(target, { MAIL_LINK_SECRET });
      try {
        const headers = await adminHeaders(server.url);
        if (statsCalls === STATS_CALLS) {
          statsCalls = [];
          for (const call of STATS_CALLS) {
            const response = await request(server.url, call.path, { headers });
            if (response.status === 404) log(`${call.path} does not exist (404): not measured`);
            else statsCalls.push(call);
          }
        }
        for (const call of statsCalls) {
          const first = await request(server.url, call.path, { headers });
          const reported = JSON.parse(first.body)[call.total];
          if (reported !== size) {
            warnings.push(
              `${kind} ${sizeLabel(size)}: ${call.path} reports ${call.total} = ${reported}, but ${size} rows were seeded. ` +
                'The server keeps data that its migrations do not back-fill: adapt seedRows in server/db/direct/bulkSeed.ts.',
            );
          }
          const probe = size === LARGEST;
          const result = await timeCalls(server.url, call.path, headers, { probe });
          statsResults.push({ kind, size, path: call.path, times: result.times });
          if (probe) stallResults.push({ kind, label: `stats ${call.path}`, ...result });
          log(`${kind} ${sizeLabel(size)} ${call.path}: p50 ${ms(percentile(result.times, 50))} ms`);
        }
        for (const call of [...LIST_CALLS, statusPageCall(database, size)]) {
          const result = await timeCalls(server.url, call.path, headers);
          const first = await request(server.url, call.path, { headers });
          const total = `${first.headers['x-total-count']}${first.headers['x-total-capped'] === 'true' ? '+' : ''}`;
          listResults.push({ kind, size, label: call.label, times: result.times, total, target: call.target });
          log(`${kind} ${sizeLabel(size)} ${call.label}: p50 ${ms(percentile(result.times, 50))} ms, total ${total}`);
        }
        for (const call of CHART_CALLS) {
          const first = await request(server.url, call.path, { headers });
          const listed = JSON.parse(first.body).days.at(-1)?.runningTotal;
          if (listed !== size) {
            warnings.push(
              `${kind} ${sizeLabel(size)}: ${call.path} ends with ${listed} sign-ups, but ${size} were seeded.`,
            );
          }
          const result = await timeCalls(server.url, call.path, headers);
          chartResults.push({ kind, size, label: call.label, times: result.times, bytes: result.bytes });
          log(`${kind} ${sizeLabel(size)} ${call.label}: p50 ${ms(percentile(result.times, 50))} ms`);
        }
        if (size === LARGEST) {
          const idle = probeHealth(server.url);
          await sleep(1000);
          const { latencies: idleTimes, benchWorst } = await idle.stop();
          stallResults.push({
            kind,
            label: 'nothing else (idle baseline)',
            times: [],
            healthWorst: Math.max(...idleTimes),
            healthP99: percentile(idleTimes, 99),
            benchWorst,
          });
          for (const call of HEAVY_CALLS) {
            const result = await timeCalls(server.url, call.path, headers, {
              samples: { max: call.times, min: call.times, seconds: 0 },
              probe: true,
              discardBody: true,
            });
            stallResults.push({ kind, label: call.label, ...result });
            log(
              `${kind} ${call.label}: ${ms(percentile(result.times, 50))} ms (${(result.bytes / 2 ** 20).toFixed(1)} MiB), ` +
                `/health worst ${ms(result.healthWorst)} ms`,
            );
          }
        }
      } finally {
        closeConnections();
        await server.stop();
        await target.remove();
      }
    }
  }

  console.info(`\n## Stats calls: p50 / p99 in ms (sequential calls, one connection)\n`);
  const statsRows = [];
  for (const call of statsCalls) {
    for (const kind of kinds) {
      const cells = SIZES.map((size) => {
        const result = statsResults.find((r) => r.kind === kind && r.size === size && r.path === call.path);
        return result
          ? `${ms(percentile(result.times, 50))} / ${ms(percentile(result.times, 99))} (n=${result.times.length})`
          : '–';
      });
      statsRows.push([`GET ${call.path}`, kind, ...cells]);
    }
  }
  console.info(markdownTable(['call', 'database', ...SIZES.map(sizeLabel)], statsRows));
  console.info('\nTarget: p50 ≤ 20 ms at 1M rows on both databases, flat from 1k to 1M.');

  console.info(`\n## Admin lists at ${sizeLabel(LARGEST)} rows: p50 / p95 in ms (sequential calls, one connection)\n`);
  console.info(
    markdownTable(
      ['call', 'target p50', ...kinds.map((kind) => `${kind} p50 / p95`), 'X-Total-Count'],
      [...LIST_CALLS, statusPageCall(database, LARGEST)].map((call) => {
        const results = kinds.map((kind) =>
          listResults.find((r) => r.kind === kind && r.size === LARGEST && r.label === call.label),
        );
        return [
          `${call.label}: GET ${call.path}`,
          `≤ ${call.target}`,
          ...results.map((r) =>
            r
              ? `${ms(percentile(r.times, 50))} / ${ms(percentile(r.times, 95))}${percentile(r.times, 50) > call.target ? ' (over)' : ''}`
              : '–',
          ),
          results.find(Boolean)?.total ?? '–',
        ];
      }),
    ),
  );
  console.info(
    '\nA total with "+" was capped: the list counts at most 1,000 matches (X-Total-Capped: true) unless the' +
      ' stats counters hold the count (no filter, or one source, status, read or replied filter alone).',
  );
  if (SIZES.length > 1) {
    console.info('\n### p50 by size (ms)\n');
    console.info(
      markdownTable(
        ['call', 'database', ...SIZES.map(sizeLabel)],
        [...LIST_CALLS, statusPageCall(database, LARGEST)].flatMap((call) =>
          kinds.map((kind) => [
            call.label,
            kind,
            ...SIZES.map((size) => {
              const r = listResults.find((x) => x.kind === kind && x.size === size && x.label === call.label);
              return r ? ms(percentile(r.times, 50)) : '–';
            }),
          ]),
        ),
      ),
    );
  }
  console.info(
    `\n## The sign-ups chart: p50 ms (sequential calls, one connection), and p50 / ${CHART_YARDSTICK} p50\n`,
  );
  const p50Of = (results, kind, size, label) =>
    percentile(results.find((r) => r.kind === kind && r.size === size && r.label === label)?.times ?? [], 50);
  console.info(
    markdownTable(
      ['call', 'database', ...SIZES.map(sizeLabel), `× ${CHART_YARDSTICK} at ${sizeLabel(LARGEST)}`, 'answer'],
      CHART_CALLS.flatMap((call) =>
        kinds.map((kind) => {
          const chart = p50Of(chartResults, kind, LARGEST, call.label);
          const yardstick = p50Of(listResults, kind, LARGEST, CHART_YARDSTICK);
          const bytes = chartResults.find((r) => r.kind === kind && r.label === call.label)?.bytes;
          return [
            `GET ${call.path}`,
            kind,
            ...SIZES.map((size) => ms(p50Of(chartResults, kind, size, call.label))),
            Number.isFinite(chart / yardstick) ? `${(chart / yardstick).toFixed(2)}×` : '–',
            bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} kB`,
          ];
        }),
      ),
    ),
  );
  console.info(
    '\nRead from the quarter-hour counters: flat from 1k to 1M rows. "answer" is the uncompressed JSON' +
      ' (the server compresses it on the wire).',
  );

  console.info('\n## Upgrading a seeded database: the later migrations (list indexes, counters), once\n');
  console.info(
    markdownTable(
      ['database', ...SIZES.map(sizeLabel)],
      kinds.map((kind) => [
        kind,
        ...SIZES.map((size) => `${migrationSeconds.find((m) => m.kind === kind && m.size === size)?.seconds ?? '–'} s`),
      ]),
    ),
  );

  console.info(`\n## Stalls at ${sizeLabel(LARGEST)} rows: GET /health answer times while a heavy admin call runs\n`);
  console.info(
    markdownTable(
      ['database', 'heavy call', 'call p50 ms', '/health worst ms', '/health p99 ms', 'bench loop worst ms'],
      stallResults.map((r) => [
        r.kind,
        r.label,
        r.times.length ? `${ms(percentile(r.times, 50))} (n=${r.times.length})` : '–',
        ms(r.healthWorst),
        ms(r.healthP99),
        ms(r.benchWorst),
      ]),
    ),
  );
  console.info(
    '\nTarget: /health worst ≤ 50 ms (no query stalls other requests by more than 50 ms). "bench loop worst" is how' +
      " late the bench's own event loop ran meanwhile: the machine's noise, not the server's doing.",
  );
  for (const warning of warnings) console.warn(`\nWARNING: ${warning}`);
  console.info(
    `\n(bench:stats took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s; load average at the end: ${loadAverage()})`,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
