/**
 * Child processes for the fault tests (server/faults/*.test.ts, e2e/faults.spec.ts): the production
 * bundle built into a temporary folder, servers started from it as `npm start` would, private
 * PostgreSQL clusters, throw-away databases on a shared PostgreSQL server, and a small HTTP load
 * generator that records what each request was answered.
 *
 * Everything started here is registered with a `Cleanup`, which a test file runs in `afterAll`; every
 * process is stopped by its own PID (a child's, or a cluster's postmaster through `pg_ctl -D`). If the
 * test process exits without running it, an exit handler still kills the children, stops the clusters
 * and removes the folders.
 *
 * No test framework is imported here, so Playwright and Vitest can both use it.
 */
import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { envSchema } from '../../server/config';
import type { Database } from '../../server/db';
import { storedSignUps } from '../../server/db/direct/waitlist';
import { openPostgres } from '../../server/db/postgres';
import { createScratchDatabase } from '../../server/db/scratchDatabases';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Prints one compact line of figures, the kind docs/reliability.md quotes. */
export const report = (line: string) => console.info(`[reliability] ${line}`);

// ---------------------------------------------------------------------------------------------------
// Cleanup

type Step = { what: string; undo: () => unknown };

/** Undo steps, run last-in first-out; every step runs even when an earlier one fails. */
export class Cleanup {
  private readonly steps: Step[] = [];

  add(what: string, undo: () => unknown) {
    this.steps.push({ what, undo });
  }

  async run(): Promise<void> {
    const failures: string[] = [];
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.undo();
      } catch (error) {
        failures.push(`${step.what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`Cleanup failed:\n  ${failures.join('\n  ')}`);
  }
}

/** Last resort if the test process exits before `Cleanup.run`: nothing it started may outlive it. */
const liveChildren = new Set<ChildProcess>();
const liveClusters = new Set<{ stopNow(): void }>();
const liveDirs = new Set<string>();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
  for (const cluster of liveClusters) cluster.stopNow();
  for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true });
});

/** A new temporary folder, removed by `cleanup` (or at exit). */
async function makeTempDir(cleanup: Cleanup, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  liveDirs.add(dir);
  cleanup.add(`remove ${dir}`, async () => {
    await rm(dir, { recursive: true, force: true });
    liveDirs.delete(dir);
  });
  return dir;
}

// ---------------------------------------------------------------------------------------------------
// Commands and ports

export type CommandResult = { code: number | null; output: string };

/** Runs a command to its end; resolves with its exit code and its output (stdout and stderr, interleaved). */
function runToEnd(file: string, args: string[], options: SpawnOptions = {}): Promise<CommandResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    liveChildren.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      liveChildren.delete(child);
      resolvePromise({ code, output });
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function runCommand(file: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  const { code, output } = await runToEnd(file, args, options);
  if (code !== 0) throw new Error(`${file} ${args.join(' ')} failed (${code ?? 'killed'}):\n${output}`);
  return output;
}

/** A TCP port nobody listens on right now, on loopback. */
/**
 * Runs `start` on a free loopback port and returns the port: another process may take a probed port
 * before the start binds it, so a failed start is tried again on another port (three tries).
 */
export async function startOnAFreePort(start: (port: number) => Promise<void>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      await start(port);
      return port;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

/** Whether a new TCP connection to `url` is accepted (true) or refused (false). */
export function acceptsConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `check` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------------
// The production bundle and servers started from it

/**
 * Bundles the server as `npm start` does (scripts/build-server.mjs with SERVER_OUT_DIR) into a new
 * temporary folder, beside a link to the project's node_modules so its packages resolve. Returns the
 * path of main.js. The folder is removed by `cleanup`.
 */
export async function buildServerBundle(cleanup: Cleanup): Promise<string> {
  const dir = await makeTempDir(cleanup, 'invoiceflow-faults-build-');
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await runCommand(process.execPath, ['scripts/build-server.mjs'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, SERVER_OUT_DIR: join(dir, 'server') },
  });
  return join(dir, 'server', 'main.js');
}

/** A temporary folder, removed by `cleanup`. */
export const tempDir = (cleanup: Cleanup, prefix = 'invoiceflow-faults-') => makeTempDir(cleanup, prefix);

/** The administrator every server started here has. */
export const FAULTS_ADMIN = { email: 'admin@faults.example.com', password: 'faults-admin-password-0123' };

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  pid: number;
  /** Everything the process printed so far (stdout and stderr; the last 1 MB). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  running(): boolean;
  /** Sends `signal` to this process (by its PID) and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<Exit>;
  /** Resolves when the output, from `from` on, matches `pattern`; rejects on exit or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<RegExpExecArray>;
};

export type ServerOptions = {
  /** The built main.js (`buildServerBundle`). */
  entry: string;
  /** Server settings (PORT, DATA_DIR or DATABASE_URL, …); PORT defaults to 0, a free port. */
  env: Record<string, string>;
  cleanup: Cleanup;
  /** How long to wait for "running at"; a fresh embedded data dir takes a few seconds. */
  startTimeoutMs?: number;
  /** The folder it runs in (relative settings such as SITE_DIR are read from there); the entry's by default. */
  cwd?: string;
  /** The user it runs as (the test process's by default); its supplementary groups are dropped. */
  user?: { uid: number; gid: number };
};

const MAX_OUTPUT = 1024 * 1024;

/** This process's environment without any of the server's settings (server/config.ts), for a child to start from. */
export function environmentWithoutServerSettings(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  return env;
}

/**
 * Runs a maintenance command of the bundle (`backup`, `restore`, `vacuum`: `<name>.js` beside `entry`) as
 * an operator would, with `env` as its only server settings; resolves with its exit code and output.
 */
export function runBundledCommand(
  entry: string,
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return runToEnd(process.execPath, [join(dirname(entry), `${name}.js`), ...args], {
    cwd: dirname(entry),
    env: { ...environmentWithoutServerSettings(), ...env },
  });
}

/**
 * Starts the built server as `node main.js` with a clean environment (none of the caller's server
 * settings leak in), loopback only, no site unless SITE_DIR is given, the fault-tests' administrator and
 * generous public rate limits unless overridden. Resolves once it prints the URL it listens on.
 */
export async function startServerProcess({
  entry,
  env,
  cleanup,
  startTimeoutMs = 60_000,
  cwd = dirname(entry),
  user,
}: ServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd,
    ...user,
    env: {
      ...environmentWithoutServerSettings(),
      HOST: '127.0.0.1',
      PORT: '0',
      SITE_DIR: 'none',
      ADMIN_EMAIL: FAULTS_ADMIN.email,
      ADMIN_PASSWORD: FAULTS_ADMIN.password,
      RATE_LIMIT_PUBLIC: '1000000',
      RATE_LIMIT_LOGIN: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  let hasExited = false;
  const exited = new Promise<Exit>((done) =>
    child.once('exit', (code, signal) => {
      hasExited = true;
      liveChildren.delete(child);
      // Let the last output arrive before anyone reads it.
      setImmediate(() => {
        for (const listener of listeners) listener();
        done({ code, signal });
      });
    }),
  );

  const waitForOutput: ServerProcess['waitForOutput'] = (pattern, { from = 0, timeoutMs = 10_000 } = {}) =>
    new Promise((done, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (match) finish(() => done(match));
        else if (hasExited) finish(() => reject(new Error(`The server exited before printing ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`The server did not print ${pattern} within ${timeoutMs} ms:\n${output}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  const kill = async (signal: NodeJS.Signals) => {
    if (!hasExited) process.kill(child.pid!, signal);
    return exited;
  };
  cleanup.add(`stop server ${child.pid}`, () => (hasExited ? undefined : kill('SIGKILL')));

  const [, url] = await waitForOutput(/running at (http:\/\/\S+)/, { timeoutMs: startTimeoutMs });
  return {
    url: url!,
    pid: child.pid!,
    output: () => output,
    exited,
    running: () => !hasExited,
    kill,
    waitForOutput,
  };
}

/** Signs in as the fault tests' administrator; returns the session token. */
export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FAULTS_ADMIN),
  });
  if (response.status !== 200) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export type StoredEntry = { id: number; email: string };

/** Every waitlist entry, read through the admin API a page at a time (oldest first, a stable order). */
export async function waitlistThroughApi(url: string, token: string): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/waitlist?sort=oldest&pageSize=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`The waitlist answered ${response.status}`);
    const rows = (await response.json()) as StoredEntry[];
    // A page past the last is answered with the last one (`X-Page`), already read: the list ends here.
    if (Number(response.headers.get('X-Page')) !== page) return entries;
    entries.push(...rows.map(({ id, email }) => ({ id, email })));
    if (rows.length < 100) return entries;
  }
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL: databases on a shared server, and private clusters

/**
 * Runs `work` on the PostgreSQL database at `url`, through the server's own driver on one connection of
 * its own (the statements it may run are named in server/db/direct/), then disconnects.
 */
export async function withPostgres<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPostgres(url, { poolSize: 1 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped by `cleanup`. Returns its URL. */
export async function createDatabase(
  serverUrl: string,
  cleanup: Cleanup,
  prefix = 'invoiceflow_faults',
): Promise<string> {
  const database = await createScratchDatabase(serverUrl, prefix);
  cleanup.add(`drop database ${database.name}`, database.drop);
  return database.url;
}

/** Every waitlist entry, straight from a PostgreSQL database. */
export const waitlistInDatabase = (url: string): Promise<StoredEntry[]> => withPostgres(url, storedSignUps);

/** Where PostgreSQL's server programs are: POSTGRES_BIN_DIR, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir(): string | undefined {
  const configured = process.env.POSTGRES_BIN_DIR;
  if (configured) return existsSync(join(configured, 'initdb')) ? configured : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** initdb and postgres refuse to run as root: then they run as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export type PostgresCluster = {
  port: number;
  /** The URL of a database on this cluster (`postgres` by default), as the superuser `postgres`. */
  url(database?: string): string;
  running(): boolean;
  /** Starts the cluster again (on the same port) and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it: `fast` disconnects clients and shuts down cleanly, `immediate` is like a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** The server's log so far. */
  log(): Promise<string>;
};

/**
 * A private PostgreSQL cluster: initdb in a new temporary folder, listening on a free loopback port
 * (and a socket in that folder), never the machine's shared server. `cleanup` stops it and removes the
 * folder. Needs PostgreSQL's server programs (`postgresBinDir`).
 */
export async function startPostgresCluster(cleanup: Cleanup): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      "The fault tests need PostgreSQL's server programs (initdb, pg_ctl): install Debian's postgresql package (.ci/run does) or set POSTGRES_BIN_DIR.",
    );
  }
  const user = postgresUser();
  const dir = await makeTempDir(cleanup, 'invoiceflow-faults-cluster-');
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asPostgres: SpawnOptions = { ...(user ?? {}), cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  const pgCtl = (args: string[]) => runCommand(join(bin, 'pg_ctl'), ['-D', dataDir, ...args], asPostgres);

  await runCommand(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'],
    asPostgres,
  );

  let port = 0;
  let isRunning = false;
  const start = async () => {
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      // The tests stop PostgreSQL, never the machine: what is written survives without flushing.
      '-c fsync=off',
      '-c shared_buffers=32MB',
      '-c max_connections=60',
    ].join(' ');
    await pgCtl(['-w', '-t', '30', '-l', logFile, '-o', options, 'start']);
    isRunning = true;
  };
  const stopNow = () => {
    if (!isRunning) return;
    isRunning = false;
    try {
      execFileSync(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
        ...(user ?? {}),
        stdio: 'ignore',
      });
    } catch {
      // Already stopped.
    }
  };
  const handle = { stopNow };
  liveClusters.add(handle);
  cleanup.add(`stop the cluster in ${dataDir}`, async () => {
    liveClusters.delete(handle);
    if (isRunning) await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => {});
    isRunning = false;
  });

  port = await startOnAFreePort(async (candidate) => {
    port = candidate;
    await start();
  });

  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    running: () => isRunning,
    start,
    async stop(mode) {
      await pgCtl(['-m', mode, '-w', 'stop']);
      isRunning = false;
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
  };
}

// ---------------------------------------------------------------------------------------------------
// Load

export type Answer = {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  body: string;
  /** Why no answer came: ECONNREFUSED (never connected), ECONNRESET, TIMEOUT, … */
  error?: string;
  ms: number;
};

/** POSTs JSON and resolves with what happened, never rejecting. */
export function postJson(
  url: string,
  payload: unknown,
  options: { agent?: http.Agent; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = JSON.stringify(payload);
  return new Promise((done) => {
    let settled = false;
    const settle = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done({ ...answer, ms: performance.now() - started });
    };
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: options.agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => settle({ status: response.statusCode ?? null, body: text }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          settle({ status: null, body: text, error: error.code ?? error.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      settle({ status: null, body: '', error: 'TIMEOUT' });
      request.destroy();
    }, options.timeoutMs ?? 30_000);
    request.on('error', (error: NodeJS.ErrnoException) =>
      // On a kept-alive connection the server may close as idle just as the request goes out.
      settle({
        status: null,
        body: '',
        error: `${error.code ?? error.message}${request.reusedSocket ? '(kept-alive)' : ''}`,
      }),
    );
    request.end(body);
  });
}

export type SignUp = { email: string; target: string; answer: Answer; id?: number };

/**
 * Sends `count` waitlist sign-ups with `concurrency` in flight (keep-alive connections), the i-th to
 * `target(i)` with the e-mail `email(i)`, until all are sent or `stop()` says so. Records each answer,
 * and the id of each 201.
 */
export async function sendSignUps(options: {
  count: number;
  concurrency: number;
  target: (index: number) => string;
  email: (index: number) => string;
  stop?: () => boolean;
  /** Called after each answer (or failure), with how many requests have finished so far. */
  onFinished?: (finished: number) => void;
  timeoutMs?: number;
}): Promise<SignUp[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const results: SignUp[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.count && !options.stop?.()) {
      const index = next++;
      const email = options.email(index);
      const target = options.target(index);
      const answer = await postJson(
        `${target}/api/webpage/waitlist`,
        { email, name: 'Load Test', source: 'faults' },
        { agent, timeoutMs: options.timeoutMs },
      );
      const signUp: SignUp = { email, target, answer };
      if (answer.status === 201) signUp.id = (JSON.parse(answer.body) as { id: number }).id;
      results.push(signUp);
      options.onFinished?.(results.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return results;
}

/** How a set of requests went: 201s, other answers by status, and requests that got no answer, by reason. */
export function tally(signUps: readonly SignUp[]) {
  const acknowledged = signUps.filter((signUp) => signUp.answer.status === 201);
  const statuses: Record<string, number> = {};
  const noAnswer: Record<string, number> = {};
  for (const { answer } of signUps) {
    if (answer.status === null) noAnswer[answer.error ?? 'unknown'] = (noAnswer[answer.error ?? 'unknown'] ?? 0) + 1;
    else statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  const unanswered = signUps.length - Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return { sent: signUps.length, acknowledged, statuses, noAnswer, unanswered };
}

/** `{ 201: 10, 503: 2 }` → `201×10 503×2`. */
export const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, count]) => `${key}×${count}`)
    .join(' ') || 'none';

/**
 * Compares what was acknowledged with what is stored: each acknowledged e-mail must be stored exactly
 * once, with the id its 201 carried, no address may be stored twice (in any letter case), and nothing
 * may be stored that was never sent.
 */
export function compareStored(acknowledged: readonly SignUp[], stored: readonly StoredEntry[], sent: Iterable<string>) {
  const byAddress = new Map<string, StoredEntry[]>();
  for (const entry of stored) {
    const address = entry.email.toLowerCase();
    byAddress.set(address, [...(byAddress.get(address) ?? []), entry]);
  }
  const sentAddresses = new Set([...sent].map((email) => email.toLowerCase()));
  const missing: string[] = [];
  const wrongId: string[] = [];
  for (const { email, id } of acknowledged) {
    const rows = byAddress.get(email.toLowerCase()) ?? [];
    if (rows.length === 0) missing.push(email);
    else if (rows.length === 1 && rows[0]!.id !== id) wrongId.push(`${email}: 201 said ${id}, stored ${rows[0]!.id}`);
  }
  const duplicated = [...byAddress].filter(([, rows]) => rows.length > 1).map(([address]) => address);
  const neverSent = [...byAddress.keys()].filter((address) => !sentAddresses.has(address));
  return { missing, wrongId, duplicated, neverSent };
}
