// What bench/api.mjs and bench/stats.mjs share: building and starting the production server as a child
// process, temporary databases of either kind, a small keep-alive HTTP client, and the report's pieces.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'esbuild';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Inside the project, so the bundles resolve node_modules; never the project's own dist/server. */
const benchBuildDir = join(root, 'dist', 'bench');
export const serverEntry = join(benchBuildDir, 'server', 'main.js');

/** The PostgreSQL server the benches create their databases on (trust auth, loopback). */
export const postgresServerUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-0123456789' };

const elapsedSeconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
export const log = (message) => console.info(`  · ${message}`);

/**
 * Bundles the server exactly as `npm start` does (scripts/build-server.mjs), into dist/bench/server, and
 * returns the database layer (`databaseLayer`).
 */
export async function buildServer() {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVER_OUT_DIR: join(benchBuildDir, 'server') },
  });
  if (result.status !== 0) throw new Error('Building the server failed (scripts/build-server.mjs).');
  log(`built the production server in ${elapsedSeconds(started)} s`);
  return databaseLayer();
}

let databaseLayerBundle;

/**
 * The server's database layer and the statements the benches run on it (server/db: opening, `migrate`,
 * scratch databases, the bulk seed, the stored rows), bundled from the sources into dist/bench on first
 * use, so that the benches reach the database through the same code and schema as the server, and write
 * no SQL of their own.
 */
export function databaseLayer() {
  databaseLayerBundle ??= bundleDatabaseLayer();
  return databaseLayerBundle;
}

async function bundleDatabaseLayer() {
  const forNode = { bundle: true, platform: 'node', format: 'esm', target: 'node20.19', packages: 'external' };
  await mkdir(benchBuildDir, { recursive: true });
  await build({
    ...forNode,
    stdin: {
      contents: [
        "export { openPglite } from './server/db/pglite.ts';",
        "export { openPostgres } from './server/db/postgres.ts';",
        "export { migrate } from './server/db/migrations.ts';",
        "export { createScratchDatabase, postgresServerVersion } from './server/db/scratchDatabases.ts';",
        "export { migrateToInitialSchema, seedCampaigns, seedReferrals, seedRows } from './server/db/direct/bulkSeed.ts';",
        "export { statusPathOf } from './server/mail/memberLinks.ts';",
        "export { storedSignUps } from './server/db/direct/waitlist.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile: join(benchBuildDir, 'database.mjs'),
    logLevel: 'warning',
  });
  // openPglite starts its worker thread from beside itself, by name.
  await build({
    ...forNode,
    entryPoints: { pgliteWorker: join(root, 'server/db/pgliteWorker.mjs') },
    outdir: benchBuildDir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  return import(pathToFileURL(join(benchBuildDir, 'database.mjs')).href);
}

/** The machine, for the top of the report: results only compare on the same one. */
export async function machineReport() {
  const cpus = os.cpus();
  const pgliteVersion = JSON.parse(
    await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version;
  const postgresVersion = await postgresServerVersion();
  return [
    `- CPU: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}; memory ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `- Node ${process.version}, PGlite ${pgliteVersion}, PostgreSQL ${postgresVersion ?? 'not reachable'}`,
    `- load average at start: ${loadAverage()} (1 / 5 / 15 min; other work on the machine skews results)`,
  ].join('\n');
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

const postgresServerVersion = async () => (await databaseLayer()).postgresServerVersion(postgresServerUrl);

/** Things to undo however the bench ends (a failure, Ctrl-C): stop servers, drop databases, remove dirs. */
const cleanups = [];
export const onCleanup = (cleanup) => cleanups.push(cleanup);
export async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

/**
 * A fresh, empty database of the given kind, not yet migrated: a temporary PGlite data dir, or a newly
 * created PostgreSQL database. `remove()` deletes it (also run on cleanup).
 */
export async function createDatabase(kind) {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(os.tmpdir(), 'invoiceflow-bench-'));
    const remove = () => rm(dataDir, { recursive: true, force: true });
    onCleanup(remove);
    return { kind, env: { DATA_DIR: dataDir }, open: (database) => database.openPglite(dataDir), remove };
  }
  const scratch = await (await databaseLayer()).createScratchDatabase(postgresServerUrl, 'invoiceflow_bench');
  onCleanup(scratch.drop);
  return {
    kind,
    env: { DATABASE_URL: scratch.url },
    open: (database) => database.openPostgres(scratch.url),
    remove: scratch.drop,
  };
}

/**
 * The databases to measure: BENCH_DATABASES (pglite,postgres by default), without PostgreSQL when its
 * server is not reachable.
 */
export async function databaseKinds() {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const kinds = wanted.filter((kind) => kind === 'pglite');
  if (wanted.includes('postgres')) {
    if ((await postgresServerVersion()) !== undefined) kinds.push('postgres');
    else log(`PostgreSQL is not reachable at ${postgresServerUrl} (BENCH_POSTGRES_URL): not measured`);
  }
  return kinds;
}

/** A loopback port nobody listens on right now. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A copy of the built server whose embedded database runs the worker thread of commit `commit` (read from
 * git): what the server was before a change to that worker, measured beside what it is now.
 */
export async function serverWithWorkerOf(commit) {
  const dir = join(benchBuildDir, `server-worker-${commit}`);
  await rm(dir, { recursive: true, force: true });
  await cp(join(benchBuildDir, 'server'), dir, { recursive: true });
  const worker = spawnSync('git', ['show', `${commit}:server/db/pgliteWorker.mjs`], { cwd: root, encoding: 'utf8' });
  if (worker.status !== 0)
    throw new Error(`git show ${commit}:server/db/pgliteWorker.mjs failed: ${worker.stderr.trim()}`);
  await writeFile(join(dir, 'pgliteWorker.mjs'), worker.stdout);
  return join(dir, 'main.js');
}

/**
 * Starts the built server (dist/bench/server/main.js, or `entry`) as a child process on a free loopback port, with
 * its logs going to a file as they would in production, and waits until it answers /health/ready.
 */
export async function startServer(database, env = {}, { entry = serverEntry } = {}) {
  const port = await freePort();
  const logDir = await mkdtemp(join(os.tmpdir(), 'invoiceflow-bench-log-'));
  const logFile = join(logDir, 'server.log');
  const output = await open(logFile, 'w');
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', output.fd, output.fd],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: 'none',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...database.env,
      ...env,
    },
  });
  await output.close();
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const server = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    logFile,
    /** Stops the server by its process id (SIGTERM, then SIGKILL after 30 s) and waits for it. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
  onCleanup(async () => {
    await server.stop();
    await rm(logDir, { recursive: true, force: true });
  });
  const started = performance.now();
  for (;;) {
    const state = await Promise.race([exited.then((code) => ({ code })), sleep(200).then(() => undefined)]);
    if (state) {
      const tail = (await readFile(logFile, 'utf8')).split('\n').slice(-20).join('\n');
      throw new Error(`The server exited (${state.code}) before it was ready:\n${tail}`);
    }
    const ready = await request(server.url, '/health/ready').catch(() => undefined);
    if (ready?.status === 200) break;
    if (performance.now() - started > 180_000) throw new Error('The server was not ready within 180 s.');
  }
  log(`server (pid ${child.pid}, ${database.kind}) ready in ${elapsedSeconds(started)} s`);
  return server;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const agents = new Map();
/** One keep-alive connection per `lane`, so a probe never queues behind the call it measures. */
const agentFor = (lane) => {
  if (!agents.has(lane)) agents.set(lane, new http.Agent({ keepAlive: true, maxSockets: 1 }));
  return agents.get(lane);
};

/**
 * One HTTP call: its status, headers, body (unless `discardBody`, for big exports) and how long it
 * took in milliseconds, measured here from sending to the last byte.
 */
export function request(base, path, { method = 'GET', headers = {}, body, lane = 'main', discardBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const call = http.request(
      `${base}${path}`,
      {
        method,
        agent: agentFor(lane),
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (response) => {
        const chunks = [];
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (!discardBody) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: discardBody ? '' : Buffer.concat(chunks).toString('utf8'),
            bytes,
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

export function closeConnections() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** Signs in as the bench administrator (POST /api/auth/login) and returns the headers of an admin call. */
export async function adminHeaders(base) {
  const response = await request(base, '/api/auth/login', { method: 'POST', body: ADMIN });
  if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${response.body}`);
  return { authorization: `Bearer ${JSON.parse(response.body).token}` };
}

/** The p-th percentile (0-100) of some numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : value.toFixed(0)) : '–');

/** A markdown table from a header row and rows of cells. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
