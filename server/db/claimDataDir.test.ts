import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { claimDataDir } from './claimDataDir';
import { LOCK_FILE_NAME } from './dataDirLock';

/** The OS lock needs util-linux's flock(1); without it the lock file alone decides (dataDirLock.test.ts). */
const flockInstalled = spawnSync('flock', ['--version']).status === 0;

describe('claiming a data dir', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'invoiceflow-claim-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a file, and anything below one, leaving the file as it was', async () => {
    const file = join(parent, 'data');
    await writeFile(file, 'not a folder');
    for (const dataDir of [file, join(file, 'below')]) {
      await expect(claimDataDir(dataDir)).rejects.toThrow(
        `DATA_DIR ${dataDir} is not a directory (it, or a folder on its path, is a file), so the embedded database ` +
          'cannot use it. Point DATA_DIR at a folder: an empty or new one starts a new database.',
      );
    }
    expect(await readFile(file, 'utf8')).toBe('not a folder');
  });

  it('refuses a folder that holds something other than a database, writing nothing into it', async () => {
    await writeFile(join(parent, 'notes.txt'), 'mine');
    await mkdir(join(parent, 'photos'));
    await expect(claimDataDir(parent)).rejects.toThrow(
      `DATA_DIR ${parent} is not an embedded database (no PG_VERSION) and is not empty (it holds notes.txt, photos), ` +
        'so the server will not start a new database there. Nothing in it was changed. Point DATA_DIR at an ' +
        "empty or new folder, or restore the database's folder from a backup.",
    );
    expect((await readdir(parent)).sort()).toEqual(['notes.txt', 'photos']);
  });

  it('accepts a missing folder (made), an empty one, one with only lost+found, and a database', async () => {
    const missing = join(parent, 'new', 'data');
    const claimed = await claimDataDir(missing);
    expect(claimed.hasDatabase).toBe(false);
    expect(await readdir(missing)).toEqual([LOCK_FILE_NAME]);
    // Closed to other users: PGlite writes its files open to everyone.
    expect((await stat(missing)).mode & 0o777).toBe(0o700);
    await claimed.release();

    await mkdir(join(missing, 'lost+found'));
    const volume = await claimDataDir(missing);
    expect(volume.hasDatabase).toBe(false);
    await volume.release();

    await writeFile(join(missing, 'PG_VERSION'), '18\n');
    await writeFile(join(missing, 'postgresql.conf'), '');
    const database = await claimDataDir(missing);
    expect(database.hasDatabase).toBe(true);
    await database.release();
    expect((await readdir(missing)).sort()).toEqual(['PG_VERSION', 'lost+found', 'postgresql.conf']);
  });
  it.skipIf(!flockInstalled)(
    'refuses a folder another live process holds with an OS lock, lock file or not, and takes it once that process is gone',
    async () => {
      const dataDir = join(parent, 'data');
      await mkdir(dataDir);
      // Another process holding the folder as the server's flock child does, and no lock file at all (as
      // after someone deleted it by hand).
      const holder = spawn('flock', ['--exclusive', dataDir, 'sh', '-c', 'echo held; exec cat > /dev/null'], {
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      const gone = new Promise((done) => holder.once('exit', done));
      await new Promise((done) => holder.stdout.once('data', done));
      await expect(claimDataDir(dataDir)).rejects.toThrow(
        `The embedded database in ${dataDir} is already open in another process: it holds an OS lock on the folder.`,
      );
      holder.stdin.end();
      await gone;
      const claimed = await claimDataDir(dataDir);
      await claimed.release();
    },
  );

  it.skipIf(!flockInstalled)(
    'holds the folder with an OS lock until it is released, also against this process',
    async () => {
      const claimed = await claimDataDir(parent);
      const busy = spawnSync('flock', ['--exclusive', '--nonblock', parent, 'true']);
      expect(busy.status, 'flock(1) finds the folder locked').toBe(1);
      await expect(claimDataDir(parent)).rejects.toThrow('is already open in this process');
      await claimed.release();
      expect(spawnSync('flock', ['--exclusive', '--nonblock', parent, 'true']).status).toBe(0);
    },
  );
});
