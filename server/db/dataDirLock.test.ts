import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { waitFor } from '@testing/server/processes';
import {
  type DataDirLock,
  judgeLock,
  LOCK_FILE_NAME,
  type LockHolder,
  lockDataDir,
  type Machine,
  readLockFile,
  TAKEOVER_DIR_NAME,
  takeOver,
} from './dataDirLock';

describe('judging a lock: is its holder gone?', () => {
  const here: Machine = { pid: 100, hostname: 'app-1', bootId: 'boot-a', pidNamespace: 'pid:[1]' };
  const holder = (changes: Partial<LockHolder> = {}): LockHolder => ({
    ...here,
    pid: 200,
    startedAt: '2026-01-01T00:00:00.000Z',
    token: 'theirs',
    ...changes,
  });
  const running = () => true;
  const notRunning = () => false;
  const seconds = (count: number) => count * 1000;

  it('on this machine and in this pid namespace, by its pid, whatever its heartbeat', () => {
    expect(judgeLock(holder(), seconds(3600), here, running)).toEqual({ stale: false });
    expect(judgeLock(holder(), seconds(1), here, notRunning)).toEqual({
      stale: true,
      reason: 'that process is no longer running',
    });
    // A lock this process does not hold, naming this process: an earlier process had its pid.
    expect(judgeLock(holder({ pid: here.pid }), seconds(1), here, running)).toMatchObject({ stale: true });
  });

  it('without boot ids (macOS), by its pid when the host name is the same', () => {
    const noBootId = { ...here, bootId: null, pidNamespace: null };
    const sameHost = holder({ bootId: null, pidNamespace: null });
    expect(judgeLock(sameHost, seconds(1), noBootId, notRunning)).toMatchObject({ stale: true });
    expect(judgeLock(sameHost, seconds(3600), noBootId, running)).toEqual({ stale: false });
  });

  it('in another container on this machine (another pid namespace), by its heartbeat only', () => {
    const container = holder({ hostname: 'app-2', pidNamespace: 'pid:[2]' });
    expect(judgeLock(container, seconds(5), here, notRunning)).toEqual({ stale: false });
    expect(judgeLock(container, seconds(59), here, notRunning)).toEqual({ stale: false });
    expect(judgeLock(container, seconds(61), here, running)).toEqual({
      stale: true,
      reason: 'its heartbeat stopped 61 s ago',
    });
  });

  it('on another host, by its heartbeat only', () => {
    const elsewhere = holder({ hostname: 'app-9', bootId: 'boot-z' });
    expect(judgeLock(elsewhere, seconds(2), here, notRunning)).toEqual({ stale: false });
    expect(judgeLock(elsewhere, seconds(61), here, running)).toMatchObject({ stale: true });
  });

  it('on this host name with another boot id: the machine restarted, unless the heartbeat is recent', () => {
    const beforeRestart = holder({ bootId: 'boot-before' });
    expect(judgeLock(beforeRestart, seconds(20), here, running)).toEqual({
      stale: true,
      reason: 'that machine has restarted since',
    });
    // Two machines can share a host name: a heartbeat seconds old is a live holder.
    expect(judgeLock(beforeRestart, seconds(2), here, running)).toEqual({ stale: false });
  });

  it('on this host name and boot but in another pid namespace (a container sharing the host name), by its heartbeat only', () => {
    const neighbour = holder({ pidNamespace: 'pid:[2]' });
    expect(judgeLock(neighbour, seconds(20), here, notRunning)).toEqual({ stale: false });
    expect(judgeLock(neighbour, seconds(61), here, running)).toMatchObject({ stale: true });
  });

  it('a lock file that does not read as one (being written, or damaged), by its age', () => {
    expect(judgeLock(undefined, seconds(1), here, notRunning)).toEqual({ stale: false });
    expect(judgeLock(undefined, seconds(61), here, running)).toMatchObject({ stale: true });
  });
});

/** A lock file as another process would have written it. */
const writeLock = async (dataDir: string, holder: LockHolder) =>
  writeFile(join(dataDir, LOCK_FILE_NAME), `${JSON.stringify(holder)}\n`);

const readLock = async (dataDir: string) =>
  JSON.parse(await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')) as LockHolder;

/** This machine, as the lock records it. */
async function thisMachine(): Promise<Omit<Machine, 'pid'>> {
  return {
    hostname: hostname(),
    bootId: await readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
      (text) => text.trim(),
      () => null,
    ),
    pidNamespace: await readlink('/proc/self/ns/pid').catch(() => null),
  };
}

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the lock file in the data dir', () => {
  let dataDir: string;
  const locks: DataDirLock[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-lock-'));
  });
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((lock) => lock.release()));
    await rm(dataDir, { recursive: true, force: true });
  });
  const lock = async (options?: Parameters<typeof lockDataDir>[1]) => {
    const taken = await lockDataDir(dataDir, options);
    locks.push(taken);
    return taken;
  };

  it('says who holds it, refuses a second opener in this process, and is removed on release', async () => {
    const before = Date.now();
    const first = await lock();
    const holder = await readLock(dataDir);
    expect(holder).toMatchObject({ pid: process.pid, ...(await thisMachine()) });
    expect(Date.parse(holder.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(holder.token).toMatch(/^[0-9a-f]{32}$/);

    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `The embedded database in ${dataDir} is already open in this process; close it before opening it again.`,
    );
    await first.release();
    expect(await readdir(dataDir)).toEqual([]);
    await lock();
  });

  it('refuses a live holder in another process, naming the directory, the holder and what to do', async () => {
    const holder: LockHolder = {
      pid: process.ppid,
      ...(await thisMachine()),
      startedAt: '2026-05-04T03:02:01.000Z',
      token: 'theirs',
    };
    await writeLock(dataDir, holder);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      new RegExp(
        `^The embedded database in ${dataDir} is already open in another process: pid ${process.ppid} on host ${hostname()}, ` +
          'since 2026-05-04T03:02:01.000Z \\(heartbeat \\d+ s ago\\)\\. Stop that server first, give this one its own ' +
          'DATA_DIR, or set DATABASE_URL so that several servers share one PostgreSQL\\. ' +
          `Delete ${join(dataDir, LOCK_FILE_NAME)} only if you are sure that no server uses this directory\\.$`,
      ),
    );
    expect(await readLock(dataDir)).toEqual(holder);
  });

  it('takes over a lock whose holder is no longer running, and says so in one line', async () => {
    const pid = deadPid();
    await writeLock(dataDir, { pid, ...(await thisMachine()), startedAt: '2026-05-04T03:02:01.000Z', token: 'dead' });
    const lines: string[] = [];
    await lock({ report: (line) => lines.push(line) });
    expect(lines).toEqual([
      `Took over a stale lock on the embedded database in ${dataDir}: it was left by pid ${pid} on host ${hostname()} ` +
        '(since 2026-05-04T03:02:01.000Z), and that process is no longer running.',
    ]);
    expect(await readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock from another host only once its heartbeat is more than a minute old', async () => {
    const elsewhere: LockHolder = {
      pid: deadPid(),
      hostname: 'another-host',
      bootId: 'another-boot',
      pidNamespace: 'pid:[1]',
      startedAt: '2026-05-04T03:02:01.000Z',
      token: 'elsewhere',
    };
    await writeLock(dataDir, elsewhere);
    await expect(lockDataDir(dataDir, { report: () => {} })).rejects.toThrow(/already open in another process/);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(join(dataDir, LOCK_FILE_NAME), twoMinutesAgo, twoMinutesAgo);
    const lines: string[] = [];
    await lock({ report: (line) => lines.push(line) });
    expect(lines).toEqual([
      expect.stringMatching(/left by pid \d+ on host another-host .* its heartbeat stopped 12\d s ago\.$/),
    ]);
  });

  it('opened several times at once in one process, lets exactly one of them have the directory', async () => {
    await writeLock(dataDir, {
      pid: deadPid(),
      ...(await thisMachine()),
      startedAt: new Date().toISOString(),
      token: 'dead',
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => lockDataDir(dataDir, { report: () => {} })),
    );
    const taken = attempts.filter((attempt) => attempt.status === 'fulfilled');
    locks.push(...taken.map((attempt) => attempt.value));
    expect(taken).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(String(attempt.reason)).toMatch(/is already open in this process/);
    }
  });

  describe('taking a stale lock over, when two servers start at once', () => {
    const staleLock = async () => {
      await writeLock(dataDir, {
        pid: deadPid(),
        ...(await thisMachine()),
        startedAt: new Date().toISOString(),
        token: 'dead',
      });
      return (await readLockFile(join(dataDir, LOCK_FILE_NAME)))!;
    };
    const latecomer = async (): Promise<LockHolder> => ({
      pid: deadPid(),
      ...(await thisMachine()),
      startedAt: new Date().toISOString(),
      token: 'latecomer',
    });

    it('leaves alone a lock that changed since it was judged stale: the other server took it first', async () => {
      const judgedStale = await staleLock();
      // The first server takes it over between the second's judgement and its takeover.
      await lock({ report: () => {} });
      const winner = await readLock(dataDir);
      expect(await takeOver(dataDir, judgedStale, await latecomer())).toBeUndefined();
      expect(await readLock(dataDir)).toEqual(winner);
    });

    it('waits while another server is in the middle of its takeover', async () => {
      const judgedStale = await staleLock();
      await mkdir(join(dataDir, TAKEOVER_DIR_NAME));
      expect(await takeOver(dataDir, judgedStale, await latecomer())).toBeUndefined();
      expect(await readLock(dataDir)).toMatchObject({ token: 'dead' });
      expect(await readdir(dataDir)).toContain(TAKEOVER_DIR_NAME);
    });

    it('clears a takeover left by a server that died in it, so the next attempt succeeds', async () => {
      const judgedStale = await staleLock();
      const abandoned = join(dataDir, TAKEOVER_DIR_NAME);
      await mkdir(abandoned);
      const aMinuteAgo = new Date(Date.now() - 60_000);
      await utimes(abandoned, aMinuteAgo, aMinuteAgo);
      expect(await takeOver(dataDir, judgedStale, await latecomer())).toBeUndefined();
      const handle = await takeOver(dataDir, judgedStale, await latecomer());
      await handle!.close();
      expect(await readLock(dataDir)).toMatchObject({ token: 'latecomer' });
      expect(await readdir(dataDir)).toEqual([LOCK_FILE_NAME]);
    });
  });

  it('renews its heartbeat, and puts the file back if it is deleted while held', async () => {
    await lock({ heartbeatIntervalMs: 20 });
    const lockPath = join(dataDir, LOCK_FILE_NAME);
    const { token } = await readLock(dataDir);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(lockPath, anHourAgo, anHourAgo);
    await waitFor('the heartbeat', async () =>
      (await stat(lockPath)).mtimeMs > Date.now() - 60_000 ? true : undefined,
    );

    await unlink(lockPath);
    await waitFor('the lock file to come back', async () =>
      (await readLock(dataDir)).token === token ? true : undefined,
    );
  });

  it('on release, removes the lock file only while it is still its own', async () => {
    const held = await lock();
    const other: LockHolder = { ...(await readLock(dataDir)), pid: process.ppid, token: 'taken-over' };
    await writeLock(dataDir, other);
    await held.release();
    expect(await readLock(dataDir)).toEqual(other);
  });

  it('gives the lock up when another process took it over, and leaves that one its file on release', async () => {
    const held = await lock({ heartbeatIntervalMs: 20 });
    const other: LockHolder = { ...(await readLock(dataDir)), pid: process.ppid, token: 'taken-over' };
    await writeLock(dataDir, other);
    expect(await held.lost).toMatch(
      new RegExp(
        `^Another process took over the lock on the embedded database in ${dataDir} \\(pid ${process.ppid} on host`,
      ),
    );
    await held.release();
    expect(await readLock(dataDir)).toEqual(other);
  });
});
