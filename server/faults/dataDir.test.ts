import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, relative } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  buildServerBundle,
  Cleanup,
  postJson,
  report,
  type ServerProcess,
  startServerProcess,
  tempDir,
  waitlistThroughApi,
} from '@testing/server/processes';
import { isSync, type Syscall, traceSyscalls } from '@testing/server/syscalls';

/**
 * Guarantee: the embedded database's directory is never opened by two servers at once, however the second
 * reaches it (the same path, a bind mount in another mount namespace, another network namespace), and is
 * never silently replaced: a folder that is not a database, a file, a read-only directory and damaged files
 * are each refused with one sentence saying what to do, and left as they were. A lock left by a killed
 * server is taken over, and the next server serves the same rows. And what the server acknowledges is on
 * the disk, not only in the page cache: a sync (seen by strace) comes before each 201.
 */

/** Why the namespace variants cannot run here, or undefined when they can. */
const namespacesUnavailable = ((): string | undefined => {
  if (process.platform !== 'linux') return 'they need Linux namespaces';
  if (process.getuid?.() !== 0) return 'they need root (mount --bind inside `unshare -m`)';
  const probe = spawnSync(
    'unshare',
    ['-m', '-n', 'sh', '-c', 'mount -t tmpfs none /mnt && ip link set lo up && setpriv --pdeathsig KILL true'],
    { encoding: 'utf8' },
  );
  if (probe.error || probe.status !== 0) {
    return `unshare -m -n with mount, ip and setpriv failed here: ${(probe.error?.message ?? probe.stderr).trim()}`;
  }
  return undefined;
})();
if (namespacesUnavailable) {
  console.info(
    `[reliability] data dir: bind-mount, network-namespace and read-only tests skipped: ${namespacesUnavailable}`,
  );
}

const cleanup = new Cleanup();
let entry: string;

beforeAll(async () => {
  entry = await buildServerBundle(cleanup);
});
afterAll(() => cleanup.run());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An entry for `startServerProcess` that runs the bundle in new namespaces: `unshare <namespaces> sh -c
 * '<setup> && exec node main.js'`, the setup seeing `setupArgs` as "$2", "$3". setpriv's parent-death
 * signal stops that server when this wrapper is killed (the cleanup kills the wrapper by its pid).
 */
async function inNamespaces(namespaces: string[], setup: string, setupArgs: string[]): Promise<string> {
  const dir = await tempDir(cleanup, 'invoiceflow-faults-namespaces-');
  const wrapper = join(dir, 'main.mjs');
  const script = `${setup} && exec setpriv --pdeathsig KILL "$0" "$1"`;
  const args = [...namespaces, 'sh', '-c', script, process.execPath, entry, ...setupArgs];
  await writeFile(
    wrapper,
    "import { spawn } from 'node:child_process';\n" +
      `const child = spawn('unshare', ${JSON.stringify(args)}, { stdio: 'inherit' });\n` +
      "child.on('exit', (code) => process.exit(code ?? 1));\n",
  );
  return wrapper;
}

/**
 * Starts a server that must refuse to start; resolves with what it printed before it exited, and reports
 * that with how long the refusal took.
 */
async function refusedStart(what: string, env: Record<string, string>, serverEntry = entry): Promise<string> {
  const started = performance.now();
  const outcome = await startServerProcess({ entry: serverEntry, env, cleanup, startTimeoutMs: 30_000 }).then(
    (server) => server,
    (error: unknown) => error as Error,
  );
  if (!(outcome instanceof Error)) {
    throw new Error(`The server started at ${outcome.url} instead of refusing:\n${outcome.output()}`);
  }
  const [reason, ...printed] = outcome.message.split('\n');
  expect(reason).toMatch(/^The server exited before printing/);
  const output = printed.join('\n').trim();
  // One sentence, never a stack trace or the WebAssembly runtime's own words.
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/Aborted\(\)|ASSERTIONS|PGlite failed to initialize/);
  report(`data dir, ${what}: refused in ${Math.round(performance.now() - started)} ms, printing only: ${output}`);
  return output;
}

/** Every file and folder under `dir`, with a hash of each file's bytes and its size. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries: Record<string, string> = {};
  const walk = async (folder: string) => {
    for (const item of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      if (item.isDirectory()) {
        entries[`${relative(dir, path)}/`] = 'folder';
        await walk(path);
      } else {
        const bytes = await readFile(path);
        entries[relative(dir, path)] = `${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}`;
      }
    }
  };
  await walk(dir);
  return entries;
}

const describeSyncs = (calls: Syscall[]) => {
  const counts = new Map<string, number>();
  for (const call of calls.filter(isSync)) counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name}×${count}`).join(', ') || 'none';
};

const signUp = async (url: string, email: string) => {
  const answer = await postJson(`${url}/api/webpage/waitlist`, { email, name: 'Data Dir', source: 'faults' });
  expect(answer.status).toBe(201);
  return (JSON.parse(answer.body) as { id: number }).id;
};

describe('one embedded database directory, one server', () => {
  let dataDir: string;
  let first: ServerProcess;
  let firstIds: number[];

  beforeAll(async () => {
    dataDir = await tempDir(cleanup);
    first = await startServerProcess({ entry, env: { DATA_DIR: dataDir }, cleanup });
    firstIds = [
      await signUp(first.url, 'first@faults.example.com'),
      await signUp(first.url, 'second@faults.example.com'),
    ];
  });

  /** The refusal a second server prints while `first` holds the directory, reached as `path`. */
  const heldByFirst = (path: string) =>
    new RegExp(
      `^The embedded database in ${escape(path)} is already open in another process: pid ${first.pid} on host ` +
        `${escape(hostname())}, since \\S+ \\(heartbeat \\d+ s ago\\)\\. Stop that server first, give this one its ` +
        'own DATA_DIR, or set DATABASE_URL so that several servers share one PostgreSQL\\. ' +
        `Delete ${escape(join(path, 'invoiceflow.lock'))} only if you are sure that no server uses this directory\\.$`,
    );

  it('syncs each sign-up to disk before it answers 201', async () => {
    const tracer = await traceSyscalls(first.pid, cleanup);
    const sent = 100;
    for (let index = 0; index < sent; index += 1) await signUp(first.url, `synced-${index}@faults.example.com`);
    const calls = await tracer.stop();

    // One after another, each sign-up is a batch of its own: between reading its request and writing its
    // 201, the server must have synced the WAL (a sync of some other file, or one before the request
    // came, such as the mail worker's after the previous sign-up, does not count).
    const isRequest = (call: Syscall) => call.name === 'read' && call.args.includes('"POST /api/webpage/waitlist');
    const isWalSync = (call: Syscall) => isSync(call) && call.args.includes('/pg_wal/');
    const isAcknowledgement = (call: Syscall) => call.name.startsWith('write') && call.args.includes('HTTP/1.1 201');
    const acknowledgements = calls.filter(isAcknowledgement).length;
    let unsyncedAcknowledgements = 0;
    let walSyncedSinceRequest = false;
    for (const call of calls) {
      if (isRequest(call)) walSyncedSinceRequest = false;
      else if (isWalSync(call)) walSyncedSinceRequest = true;
      else if (isAcknowledgement(call)) {
        if (!walSyncedSinceRequest) unsyncedAcknowledgements += 1;
        walSyncedSinceRequest = false;
      }
    }
    expect(calls.filter(isRequest)).toHaveLength(sent);
    const syncs = calls.filter(isSync).length;
    report(
      `data dir, ${sent} sign-ups one after another: ${syncs} syncs (${describeSyncs(calls)}), ` +
        `${acknowledgements} answers 201, ${unsyncedAcknowledgements} of them with no WAL sync since their request`,
    );
    expect(acknowledgements).toBe(sent);
    expect(unsyncedAcknowledgements).toBe(0);
    expect(syncs).toBeGreaterThanOrEqual(sent);
  });

  it('refuses a second server on the same path, naming the holder; the first keeps serving', async () => {
    const output = await refusedStart('a second server, same path', { DATA_DIR: dataDir });
    expect(output).toMatch(heldByFirst(dataDir));
    expect((await fetch(`${first.url}/health/ready`)).status).toBe(200);
  });

  it.skipIf(namespacesUnavailable)(
    'refuses a second server that reaches the directory through a bind mount in another mount namespace',
    async () => {
      const mountPoint = await tempDir(cleanup, 'invoiceflow-faults-bind-');
      const wrapper = await inNamespaces(['-m'], 'mount --bind "$2" "$3"', [dataDir, mountPoint]);
      const output = await refusedStart(
        'a second server, bind mount in another mount namespace',
        { DATA_DIR: mountPoint },
        wrapper,
      );
      expect(output).toMatch(heldByFirst(mountPoint));
    },
  );

  it.skipIf(namespacesUnavailable)('refuses a second server in another network namespace', async () => {
    const wrapper = await inNamespaces(['-n'], 'ip link set lo up', []);
    const output = await refusedStart('a second server, another network namespace', { DATA_DIR: dataDir }, wrapper);
    expect(output).toMatch(heldByFirst(dataDir));
  });

  it('takes over the lock a SIGKILLed server left, says so, and serves its rows: ids continue', async () => {
    expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');
    const left = JSON.parse(await readFile(join(dataDir, 'invoiceflow.lock'), 'utf8')) as { pid: number };
    expect(left.pid).toBe(first.pid);

    const restartedAt = performance.now();
    const next = await startServerProcess({ entry, env: { DATA_DIR: dataDir }, cleanup });
    const restartMs = performance.now() - restartedAt;
    const line = new RegExp(
      `Took over a stale lock on the embedded database in ${escape(dataDir)}: it was left by pid ${first.pid} on ` +
        `host ${escape(hostname())} \\(since \\S+\\), and that process is no longer running\\.`,
    );
    expect(next.output()).toMatch(line);
    // Not restarted at 1 as in a new database. (PostgreSQL logs sequences 32 values ahead, so after a crash
    // the next id may skip some.)
    const newId = await signUp(next.url, 'third@faults.example.com');
    expect(newId).toBeGreaterThan(Math.max(...firstIds));
    const stored = await waitlistThroughApi(next.url, await adminToken(next.url));
    // (The sync test's sign-ups are left out: it may run or not.)
    const emails = stored.map((entry) => entry.email).filter((email) => !email.startsWith('synced-'));
    expect(emails).toEqual(['first@faults.example.com', 'second@faults.example.com', 'third@faults.example.com']);
    expect(await next.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(await readdir(dataDir)).not.toContain('invoiceflow.lock');
    report(
      `data dir, stale lock of a SIGKILLed server: started in ${Math.round(restartMs)} ms, printing ` +
        `"${line.exec(next.output())![0]}"; ids ${firstIds.join(', ')} served, the next one ${newId}`,
    );
  });

  it.skipIf(namespacesUnavailable)('refuses a read-only directory with a sentence saying so', async () => {
    const wrapper = await inNamespaces(['-m'], 'mount --bind "$2" "$2" && mount -o remount,bind,ro "$2"', [dataDir]);
    const before = await snapshot(dataDir);
    expect(await refusedStart('read-only bind mount', { DATA_DIR: dataDir }, wrapper)).toBe(
      `The embedded database in ${dataDir} cannot be used: the server may not write there (the file system is ` +
        'read-only). Give it a writable DATA_DIR: check how the volume is mounted and who owns the folder.',
    );
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it(
    'refuses damaged files (a zeroed pg_control, a truncated WAL segment), changing nothing',
    { timeout: 90_000 },
    async () => {
      const damages = [
        {
          what: 'damaged, global/pg_control zeroed',
          damage: async (copy: string) => {
            const controlFile = join(copy, 'global', 'pg_control');
            await writeFile(controlFile, Buffer.alloc((await stat(controlFile)).size));
          },
          why: 'PostgreSQL refused to start on them',
        },
        {
          what: 'damaged, the WAL segment truncated',
          damage: async (copy: string) => {
            const [segment] = (await readdir(join(copy, 'pg_wal'))).filter((name) => /^[0-9A-F]{24}$/.test(name));
            await truncate(join(copy, 'pg_wal', segment!), 0);
          },
          why: 'the database engine aborted while reading them',
        },
      ];
      for (const { what, damage, why } of damages) {
        const copy = await tempDir(cleanup, 'invoiceflow-faults-damaged-');
        await cp(dataDir, copy, { recursive: true });
        await damage(copy);
        const before = await snapshot(copy);
        const output = await refusedStart(what, { DATA_DIR: copy });
        expect(output).toBe(
          `The embedded database in ${copy} could not be opened: its files are damaged, or were written by an ` +
            `incompatible version of PGlite (${why}). Nothing in it was changed. Restore the folder from a backup, ` +
            'or move it aside and point DATA_DIR at an empty folder to start a new database.',
        );
        expect(await snapshot(copy)).toEqual(before);
      }
    },
  );
});

describe('a DATA_DIR that is not a database is never made into a new one', () => {
  it('refuses a folder holding other files (no PG_VERSION), leaving them as they were', async () => {
    const folder = await tempDir(cleanup);
    await writeFile(join(folder, 'invoices.csv'), 'number,total\n1,100\n');
    await mkdir(join(folder, 'scans'));
    await writeFile(join(folder, 'scans', 'page-1.txt'), 'scanned');
    const before = await snapshot(folder);
    expect(await refusedStart('a folder of other files', { DATA_DIR: folder })).toBe(
      `DATA_DIR ${folder} is not an embedded database (no PG_VERSION) and is not empty (it holds invoices.csv, scans), ` +
        'so the server will not start a new database there. Nothing in it was changed. Point DATA_DIR at an ' +
        "empty or new folder, or restore the database's folder from a backup.",
    );
    expect(await snapshot(folder)).toEqual(before);
  });

  it('refuses a file', async () => {
    const file = join(await tempDir(cleanup), 'data');
    await writeFile(file, 'not a folder');
    expect(await refusedStart('a file', { DATA_DIR: file })).toBe(
      `DATA_DIR ${file} is not a directory (it, or a folder on its path, is a file), so the embedded database ` +
        'cannot use it. Point DATA_DIR at a folder: an empty or new one starts a new database.',
    );
    expect(await readFile(file, 'utf8')).toBe('not a folder');
  });
});
