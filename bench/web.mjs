// `npm run bench:web`: Lighthouse (mobile profile, the package's defaults) on every public route of the
// production build, served by the production server, three runs each; prints per route the median
// score of each category with the Performance score of every run, the median LCP, TBT and CLS, the
// bytes transferred (all, and JavaScript: what the server sent, compressed), whether the
// text-compression audit passed, and every audit that cost points; then, per route, the JavaScript a
// reader downloads until the network is idle (every script request of Lighthouse's trace, counted as
// the server sends it gzip-compressed) and its ratio to a bare React + router + styled-components app
// built and gzip-compressed the same way in the same run (scripts/bareApp.mjs). Exits non-zero when any
// run scored below 100 in any category, sent text uncompressed, or a route's JavaScript until idle is
// over its budget (1.0× the bare app on /, 1.3× on every other page).
//
// Steps: `npm run build`, then `node dist/server/main.js` on a free loopback port with a throw-away
// embedded database, then Chromium (CHROME_PATH, else Debian's) driven by Lighthouse's Node API. The
// server and the browser are stopped by their process ids however the bench ends.
//
// BENCH_SKIP_BUILD=1 reuses the current dist/ (to re-measure without rebuilding); BENCH_REPORT_DIR=dir
// keeps every run's Lighthouse JSON there; BENCH_ROUTES=/,/about measures only those routes; BENCH_RUNS=5 runs each that often.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';

import { bareAppBytes } from '../scripts/bareApp.mjs';
import { chromiumLaunchArgs, findChromium } from '../scripts/browser.mjs';
import {
  cleanUp,
  createDatabase,
  freePort,
  log,
  markdownTable,
  onCleanup,
  percentile,
  request,
  root,
  sleep,
} from './lib.mjs';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? [
  '/',
  '/about',
  '/features',
  '/how-it-works',
  '/contact',
  '/coming-soon',
  '/privacy',
  '/waitlist',
];
const RUNS_PER_ROUTE = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = [
  { id: 'performance', title: 'Performance' },
  { id: 'accessibility', title: 'Accessibility' },
  { id: 'best-practices', title: 'Best Practices' },
  { id: 'seo', title: 'SEO' },
];
/** A run takes about 12 s here; one that takes this long has hung. */
const RUN_TIMEOUT_MS = 120_000;
/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is tried again. */
const ATTEMPTS_PER_RUN = 3;
const SERVER_READY_TIMEOUT_MS = 180_000;

const median = (values) => percentile(values, 50);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) buildSite();
  const server = await startProductionServer();
  const browser = await launchChromium();
  const reportDir = process.env.BENCH_REPORT_DIR;
  if (reportDir) await mkdir(reportDir, { recursive: true });

  const results = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 1; run <= RUNS_PER_ROUTE; run += 1) {
      const started = performance.now();
      const lhr = await runLighthouseWithRetries(`${server.url}${route}`, browser.port);
      if (reportDir) {
        const name = `${route === '/' ? 'home' : route.slice(1)}-${run}.json`;
        await writeFile(join(reportDir, name), JSON.stringify(lhr));
      }
      runs.push(lhr);
      log(
        `${route} run ${run}: ${CATEGORIES.map(({ id }) => score(lhr, id)).join(' / ')} in ${seconds(performance.now() - started)}`,
      );
    }
    results.push({ route, runs });
  }

  const lighthouseVersion = results[0].runs[0].lighthouseVersion;
  console.info(`\n## Lighthouse on the public routes (mobile, ${RUNS_PER_ROUTE} runs each)\n`);
  console.info(machineLines(browser.version, lighthouseVersion));
  console.info(`- server: production build (\`node dist/server/main.js\`), ${server.url}\n`);
  console.info(reportTable(results));
  console.info(`\n### Audits that cost points\n\n${lostPoints(results)}`);

  const bareApp = await bareAppBytes('gz');
  const scripts = await Promise.all(
    results.map(async ({ route, runs }) => ({ route, ...(await scriptsUntilIdle(server.url, runs)) })),
  );
  console.info(
    `\n### JavaScript until the network is idle (gzip, as sent; bare app ${kilobytes(bareApp)})\n\n${markdownTable(
      ['route', 'files', 'JS (gzip)', '× bare app', 'budget'],
      scripts.map(({ route, files, bytes }) => [
        route,
        String(files),
        kilobytes(bytes),
        (bytes / bareApp).toFixed(2),
        `${jsBudgetOf(route).toFixed(1)}×`,
      ]),
    )}`,
  );

  const belowFull = results.some(({ runs }) =>
    runs.some((lhr) => CATEGORIES.some(({ id }) => score(lhr, id) < 100) || !textCompressed(lhr)),
  );
  const overBudget = scripts.filter(({ route, bytes }) => bytes / bareApp > jsBudgetOf(route));
  if (overBudget.length > 0)
    console.info(`\nOver the JavaScript budget: ${overBudget.map(({ route }) => route).join(', ')}`);
  return belowFull || overBudget.length > 0 ? 1 : 0;
}

/** Most gzip JavaScript a reader of `route` may download until the network is idle, as a ratio to the bare app. */
function jsBudgetOf(route) {
  return route === '/' ? 1.0 : 1.3;
}

/**
 * The site's own scripts a route's runs fetched until the network was idle (the run that fetched the
 * most, by count of distinct files), with the gzip bytes the server sends for them.
 */
async function scriptsUntilIdle(base, runs) {
  const perRun = runs.map(
    (lhr) =>
      new Set(
        (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
          .map((item) => new URL(item.url).pathname),
      ),
  );
  const paths = perRun.reduce((most, run) => (run.size > most.size ? run : most), new Set());
  let bytes = 0;
  for (const path of paths) {
    const sent = await request(base, path, { headers: { 'accept-encoding': 'gzip' }, discardBody: true });
    if (sent.status !== 200) throw new Error(`${path} answered ${sent.status}`);
    bytes += sent.bytes;
  }
  return { files: paths.size, bytes };
}

function buildSite() {
  log('npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed.');
}

/**
 * `node dist/server/main.js` on a free port and a fresh embedded database, with an administrator set
 * so it prints no generated password; resolves once /health/ready answers 200.
 */
async function startProductionServer() {
  const port = await freePort();
  const database = await createDatabase('pglite');
  // Never the caller's PostgreSQL: the bench's database is its own and thrown away.
  const { DATABASE_URL: _callersDatabase, ...environment } = process.env;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...environment,
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  const output = [];
  const keep = (chunk) => output.push(...chunk.toString().split('\n').filter(Boolean).slice(-40));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  onCleanup(() => stopProcess(child, exited));

  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    const state = await Promise.race([exited.then((code) => ({ code })), sleep(250).then(() => undefined)]);
    if (state)
      throw new Error(`The server exited (${state.code}) before it was ready:\n${output.slice(-20).join('\n')}`);
    const ready = await request(url, '/health/ready', { lane: 'readiness' }).catch(() => undefined);
    if (ready?.status === 200) break;
    if (performance.now() - started > SERVER_READY_TIMEOUT_MS)
      throw new Error('The server was not ready within 180 s.');
  }
  log(`production server (pid ${child.pid}) ready at ${url} in ${seconds(performance.now() - started)}`);
  return { url };
}

/** SIGTERM by process id, SIGKILL if it has not gone after 15 s; waits until it has. */
async function stopProcess(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Chromium with a DevTools port for Lighthouse: through chrome-launcher (Lighthouse's own launcher)
 * when it is installed, else started here with a temporary profile.
 */
async function launchChromium() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH.');
  const chromeFlags = ['--headless=new', ...chromiumLaunchArgs];
  const launcher = await import('chrome-launcher').catch(() => undefined);
  let port;
  if (launcher) {
    const chrome = await launcher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
    onCleanup(async () => chrome.kill());
    port = chrome.port;
  } else {
    port = await startChromium(chromePath, chromeFlags);
  }
  const { Browser } = await fetch(`http://127.0.0.1:${port}/json/version`).then((response) => response.json());
  log(`${Browser} listening on port ${port}`);
  return { port, version: Browser.replace(/^(Headless)?Chrome\//, 'Chromium ') };
}

async function startChromium(chromePath, chromeFlags) {
  const profile = await mkdtemp(join(os.tmpdir(), 'invoiceflow-bench-chromium-'));
  const child = spawn(
    chromePath,
    [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  onCleanup(async () => {
    await stopProcess(child, exited);
    await rm(profile, { recursive: true, force: true });
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${stderr}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    void exited.then((code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
}

async function runLighthouseWithRetries(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      log(`${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

async function runLighthouse(url, port) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse on ${url} took over ${RUN_TIMEOUT_MS / 1000} s.`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([
      lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map(({ id }) => id) }),
      timeout,
    ]);
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}.`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
  }
}

/** A category's score out of 100 (a category Lighthouse could not score counts as 0). */
function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function machineLines(chromiumVersion, lighthouseVersion) {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}; memory ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `- Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion}`,
    `- load average at start: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min)`,
  ].join('\n');
}

/** Whether Lighthouse found no text answer that compression would have made smaller. */
function textCompressed(lhr) {
  return lhr.audits['uses-text-compression']?.score === 1;
}

/** Bytes transferred (compressed, as sent) for one kind of resource, from Lighthouse's resource summary. */
function transferred(lhr, resourceType) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? NaN;
}

function reportTable(results) {
  const metric = (runs, id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  return markdownTable(
    [
      'route',
      'Performance (each run)',
      ...CATEGORIES.map(({ title }) => title),
      'LCP',
      'TBT',
      'CLS',
      'sent',
      'JS sent',
      'text compressed',
    ],
    results.map(({ route, runs }) => [
      route,
      runs.map((lhr) => score(lhr, 'performance')).join(' / '),
      ...CATEGORIES.map(({ id }) => String(median(runs.map((lhr) => score(lhr, id))))),
      seconds(metric(runs, 'largest-contentful-paint')),
      `${Math.round(metric(runs, 'total-blocking-time'))} ms`,
      metric(runs, 'cumulative-layout-shift').toFixed(3),
      kilobytes(median(runs.map((lhr) => transferred(lhr, 'total')))),
      kilobytes(median(runs.map((lhr) => transferred(lhr, 'script')))),
      runs.every(textCompressed) ? 'yes' : 'no',
    ]),
  );
}

/**
 * Every weighted audit that scored below full marks in any run: its category, id and title, and the
 * routes (with how many of their runs) where it did.
 */
function lostPoints(results) {
  const audits = new Map();
  for (const { route, runs } of results) {
    for (const lhr of runs) {
      for (const { id: category, title: categoryTitle } of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
          const key = `${category} ${ref.id}`;
          if (!audits.has(key)) audits.set(key, { categoryTitle, id: ref.id, title: audit.title, routes: new Map() });
          const seen = audits.get(key).routes.get(route) ?? { runs: 0, values: [] };
          seen.runs += 1;
          if (audit.displayValue) seen.values.push(audit.displayValue);
          audits.get(key).routes.set(route, seen);
        }
      }
    }
  }
  if (audits.size === 0) return 'None: every weighted audit passed on every route.';
  return [...audits.values()]
    .map(({ categoryTitle, id, title, routes }) => {
      const where = [...routes]
        .map(
          ([route, { runs, values }]) =>
            `${route} ${runs}/${RUNS_PER_ROUTE}${values.length ? ` (${values.join(', ')})` : ''}`,
        )
        .join('; ');
      return `- ${categoryTitle} · \`${id}\` — ${title}: ${where}`;
    })
    .join('\n');
}
