/**
 * Locks the embedded database's directory (DATA_DIR, which is PGlite's PGDATA itself) to this process:
 * the lock file, its takeover once stale, the heartbeat and the release, and the folder's OS lock beside
 * them. (claimDataDir.ts checks that the directory is one PGlite may open, and takes this lock.)
 *
 * PGlite has no lock of its own, and two processes on one data dir silently lose acknowledged rows and
 * corrupt indexes. So the lock lives in the directory itself: a server reaching the same files through a
 * bind mount, from another network namespace (two containers sharing a volume during a rolling deploy) or
 * from another host sees it. (A Linux abstract socket named after the path, used before, is per path and
 * per network namespace: 253 of 4,000 acknowledged sign-ups were lost that way.)
 *
 * The lock is a file created with O_EXCL, saying who holds it (pid, host, boot, since, a random token),
 * whose mtime the holder renews every few seconds (the heartbeat). A holder on this machine and in this
 * pid namespace is judged by its pid; one elsewhere (another host, another container) by its heartbeat.
 * Where flock(1) is installed (util-linux: Linux), the folder is also held with an OS lock (osLock.ts),
 * which the kernel drops when the holder dies: finding it held proves a live holder on this kernel, lock
 * file or not. Where it is not (macOS, a minimal container), the file and its heartbeat are all there is.
 *
 * Not proper-lockfile: it judges a lock by its age alone, so a server killed on this machine would block
 * the next start for the whole staleness bound, and it records no pid, host or boot id to name the holder
 * in a refusal. What is needed fits in this file.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, readlink, rmdir, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

import { takeOsLock } from './osLock';

export const LOCK_FILE_NAME = 'invoiceflow.lock';
/** Made (mkdir is atomic) by a process replacing a stale lock file, for the milliseconds that takes. */
export const TAKEOVER_DIR_NAME = 'invoiceflow.lock.takeover';

export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A holder that cannot be judged by its pid is gone once its heartbeat is this old. */
export const HEARTBEAT_STALE_AFTER_MS = 60_000;
/** A takeover takes milliseconds: a takeover directory this old was left by a process that died in one. */
const TAKEOVER_STALE_AFTER_MS = 10_000;
/** How long a start keeps looking while another starting process takes a stale lock over. */
const TAKEOVER_WAIT_MS = 3_000;

/** Where a process runs, as far as judging its pid goes. */
export type Machine = {
  pid: number;
  hostname: string;
  /** The kernel's boot id (Linux): equal only on the same machine, within one boot. */
  bootId: string | null;
  /** The pid namespace (Linux): pids compare only within one, and each container has its own. */
  pidNamespace: string | null;
};

/** What a lock file says. */
export type LockHolder = Machine & { startedAt: string; token: string };

export type Verdict = { stale: false } | { stale: true; reason: string };

/**
 * Whether a lock's holder is gone. `holder` is undefined when the file does not read as a lock (being
 * written this instant, or damaged); `heartbeatAgeMs` is how long ago its mtime was renewed.
 */
export function judgeLock(
  holder: LockHolder | undefined,
  heartbeatAgeMs: number,
  here: Machine,
  isRunning: (pid: number) => boolean,
): Verdict {
  if (holder) {
    const sameMachine =
      holder.bootId !== null || here.bootId !== null
        ? holder.bootId === here.bootId
        : holder.hostname === here.hostname;
    if (sameMachine && holder.pidNamespace === here.pidNamespace) {
      // Not a lock this process holds (checked before), so that process is gone and the pid reused.
      if (holder.pid === here.pid) return { stale: true, reason: 'its pid now belongs to this process' };
      if (!isRunning(holder.pid)) return { stale: true, reason: 'that process is no longer running' };
      return { stale: false };
    }
    // The same host name with another boot id: that machine has restarted since. Two machines may share a
    // host name, though, so a recent heartbeat still counts as a sign of life.
    const restarted =
      holder.hostname === here.hostname &&
      holder.bootId !== null &&
      here.bootId !== null &&
      holder.bootId !== here.bootId &&
      heartbeatAgeMs > 3 * HEARTBEAT_INTERVAL_MS;
    if (restarted) return { stale: true, reason: 'that machine has restarted since' };
  }
  if (heartbeatAgeMs > HEARTBEAT_STALE_AFTER_MS) {
    return { stale: true, reason: `its heartbeat stopped ${Math.round(heartbeatAgeMs / 1000)} s ago` };
  }
  return { stale: false };
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user.
    return errorCode(error) !== 'ESRCH';
  }
}

async function thisMachine(): Promise<Machine> {
  const bootId = await readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
  const pidNamespace = await readlink('/proc/self/ns/pid').catch(() => null);
  return { pid: process.pid, hostname: hostname(), bootId, pidNamespace };
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    const nullableString = (field: unknown) => field === null || typeof field === 'string';
    const valid =
      Number.isInteger(value.pid) &&
      value.pid! > 0 &&
      typeof value.hostname === 'string' &&
      nullableString(value.bootId) &&
      nullableString(value.pidNamespace) &&
      typeof value.startedAt === 'string' &&
      typeof value.token === 'string';
    return valid ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

export type LockFile = { text: string; holder: LockHolder | undefined; modifiedMs: number };

/** The lock file as it is now, or undefined when there is none. */
export async function readLockFile(path: string): Promise<LockFile | undefined> {
  try {
    const [text, { mtimeMs }] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { text, holder: parseHolder(text), modifiedMs: mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Refusals: each a sentence that main.ts prints as it is, saying what is wrong and what to do.

const openInThisProcess = (dataDir: string) =>
  new Error(`The embedded database in ${dataDir} is already open in this process; close it before opening it again.`);
/** Another live process has the data dir open: the one refusal a maintenance command can work around. */
export class DataDirInUseError extends Error {}

const openElsewhere = (dataDir: string, holder: string) =>
  new DataDirInUseError(
    `The embedded database in ${dataDir} is already open in another process: ${holder}. ` +
      'Stop that server first, give this one its own DATA_DIR, or set DATABASE_URL so that several servers ' +
      `share one PostgreSQL. Delete ${join(dataDir, LOCK_FILE_NAME)} only if you are sure that no server uses this directory.`,
  );

/** The folder's OS lock is held: a live process has it open. Says which, as far as its lock file tells. */
async function refuseHeldFolder(dataDir: string): Promise<never> {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  const found = await readLockFile(lockPath).catch(() => undefined);
  if (found?.holder && tokensHeldHere.has(found.holder.token)) throw openInThisProcess(dataDir);
  throw openElsewhere(dataDir, found ? describeHolder(lockPath, found) : 'it holds an OS lock on the folder');
}

const describeHolder = (lockPath: string, found: LockFile) => {
  const heartbeat = `heartbeat ${Math.max(0, Math.round((Date.now() - found.modifiedMs) / 1000))} s ago`;
  const { holder } = found;
  return holder
    ? `pid ${holder.pid} on host ${holder.hostname}, since ${holder.startedAt} (${heartbeat})`
    : `its lock file ${lockPath} names no holder yet (${heartbeat}; being written, or damaged)`;
};

/** The lock file, created with O_EXCL; undefined if it exists. */
async function createLockFile(dataDir: string, holder: LockHolder): Promise<FileHandle | undefined> {
  const path = join(dataDir, LOCK_FILE_NAME);
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return undefined;
    throw error;
  }
  try {
    await handle.writeFile(`${JSON.stringify(holder, null, 2)}\n`);
  } catch (error) {
    await handle.close();
    await unlink(path).catch(() => {});
    throw error;
  }
  return handle;
}

/**
 * Replaces a lock file judged stale with ours, unless it changed since it was judged (another process took
 * it over first, or its holder's heartbeat came back). Two processes taking over at once would otherwise
 * both delete and create: the takeover directory lets one at a time in.
 */
export async function takeOver(dataDir: string, stale: LockFile, holder: LockHolder): Promise<FileHandle | undefined> {
  const mutex = join(dataDir, TAKEOVER_DIR_NAME);
  try {
    await mkdir(mutex);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const { mtimeMs } = await stat(mutex).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > TAKEOVER_STALE_AFTER_MS) await rmdir(mutex).catch(() => {});
    return undefined;
  }
  try {
    const current = await readLockFile(join(dataDir, LOCK_FILE_NAME));
    if (!current || current.text !== stale.text || current.modifiedMs !== stale.modifiedMs) return undefined;
    await unlink(join(dataDir, LOCK_FILE_NAME));
    return await createLockFile(dataDir, holder);
  } finally {
    await rmdir(mutex).catch(() => {});
  }
}

/** Tokens of the locks this process holds (or is taking): a directory is opened once per process. */
const tokensHeldHere = new Set<string>();

export type DataDirLock = {
  /** Resolves, with a sentence, if another process has taken the lock from this one. */
  lost: Promise<string>;
  /** Removes the lock file if it is still ours, and stops the heartbeat. */
  release(): Promise<void>;
};

export type LockOptions = {
  /** Where the one line about a stale lock taken over goes. */
  report?: (line: string) => void;
  heartbeatIntervalMs?: number;
};

/** Takes the lock on `dataDir` (an existing directory), or throws a sentence saying who holds it. */
export async function lockDataDir(
  dataDir: string,
  { report = console.warn, heartbeatIntervalMs = HEARTBEAT_INTERVAL_MS }: LockOptions = {},
): Promise<DataDirLock> {
  const here = await thisMachine();
  const holder: LockHolder = { ...here, startedAt: new Date().toISOString(), token: randomBytes(16).toString('hex') };
  // Known before the file exists, so that a second opener in this process recognises it at once.
  tokensHeldHere.add(holder.token);
  try {
    const handle = await acquire(dataDir, holder, report);
    return keepLock(dataDir, holder, handle, heartbeatIntervalMs);
  } catch (error) {
    tokensHeldHere.delete(holder.token);
    throw error;
  }
}

/** Creates the lock file, or takes a stale one over; refuses a live holder. */
async function acquire(dataDir: string, holder: LockHolder, report: (line: string) => void): Promise<FileHandle> {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    const created = await createLockFile(dataDir, holder);
    if (created) return created;
    // Undefined when the holder released it just now: then the next attempt creates it.
    const found = await readLockFile(lockPath);
    if (found) {
      if (found.holder && tokensHeldHere.has(found.holder.token)) throw openInThisProcess(dataDir);
      const verdict = judgeLock(found.holder, Date.now() - found.modifiedMs, holder, isRunning);
      if (!verdict.stale) throw openElsewhere(dataDir, describeHolder(lockPath, found));
      const taken = await takeOver(dataDir, found, holder);
      if (taken) {
        const left = found.holder
          ? `pid ${found.holder.pid} on host ${found.holder.hostname} (since ${found.holder.startedAt})`
          : 'a process that left no readable details';
        report(
          `Took over a stale lock on the embedded database in ${dataDir}: it was left by ${left}, and ${verdict.reason}.`,
        );
        return taken;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded database in ${dataDir} has a stale lock that another starting server is taking over; ` +
          'try again in a few seconds.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The heartbeat, the check that the lock is still ours, and its release. */
function keepLock(dataDir: string, holder: LockHolder, handle: FileHandle, intervalMs: number): DataDirLock {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  let loseLock = (_reason: string) => {};
  const lost = new Promise<string>((resolve) => (loseLock = resolve));
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;

  const beat = async () => {
    const current = await readLockFile(lockPath);
    if (released) return;
    if (!current) {
      // Deleted by hand while this server runs: the directory is still in use, so the lock comes back.
      const recreated = await createLockFile(dataDir, holder);
      if (recreated) {
        await handle.close();
        handle = recreated;
      }
    } else if (current.holder?.token !== holder.token) {
      released = true;
      loseLock(
        `Another process took over the lock on the embedded database in ${dataDir} ` +
          `(${describeHolder(lockPath, current)}), judging this server gone; this server stops using it.`,
      );
    } else {
      const now = new Date();
      await utimes(lockPath, now, now);
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      // A failed beat (a disk error) is tried again next time; a holder elsewhere waits a whole minute.
      beating = beat()
        .catch(() => {})
        .finally(() => !released && schedule());
    }, intervalMs);
    // The lock must not keep the process alive by itself.
    timer.unref();
  };
  schedule();

  return {
    lost,
    async release() {
      if (!released) {
        released = true;
        clearTimeout(timer);
        await beating;
        const current = await readLockFile(lockPath).catch(() => undefined);
        if (current?.holder?.token === holder.token) await unlink(lockPath).catch(() => {});
      }
      await handle.close().catch(() => {});
      tokensHeldHere.delete(holder.token);
    },
  };
}

/**
 * Holds `dataDir` (an existing directory) with the folder's OS lock, where flock(1) is, and with the lock
 * file; refuses a live holder of either. Releasing gives up both.
 */
export async function holdDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const osLock = await takeOsLock(dataDir);
  if (osLock === 'held') await refuseHeldFolder(dataDir);
  const releaseOsLock = () => (typeof osLock === 'object' ? osLock.release() : Promise.resolve());
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(dataDir, options);
  } catch (error) {
    await releaseOsLock();
    throw error;
  }
  return {
    lost: lock.lost,
    async release() {
      await lock.release();
      await releaseOsLock();
    },
  };
}
