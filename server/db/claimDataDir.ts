/**
 * Claims the embedded database's directory (DATA_DIR) for this process, after checking that it is a
 * directory PGlite may open without harm: a directory, holding a database or nothing, that the server may
 * write to. The lock it takes is dataDirLock.ts's.
 */
import { mkdir, readdir, stat } from 'node:fs/promises';

import { type DataDirLock, holdDataDir, LOCK_FILE_NAME, type LockOptions, TAKEOVER_DIR_NAME } from './dataDirLock';

/** Entries of a data dir that are not PostgreSQL's: ours, and the one a new ext4 volume starts with. */
const NOT_DATABASE_ENTRIES = new Set([LOCK_FILE_NAME, TAKEOVER_DIR_NAME, 'lost+found']);

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

// A refusal is a sentence that main.ts prints as it is, saying what is wrong and what to do.
const notUsable = (dataDir: string, error: unknown) =>
  new Error(
    `The embedded database in ${dataDir} cannot be used: ` +
      (errorCode(error) === 'EROFS'
        ? 'the server may not write there (the file system is read-only). '
        : "the server's user may not read and write there (permission denied). ") +
      'Give it a writable DATA_DIR: check how the volume is mounted and who owns the folder.',
  );
const refusesAccess = (error: unknown) => ['EROFS', 'EACCES', 'EPERM'].includes(errorCode(error) ?? '');

export type ClaimedDataDir = DataDirLock & {
  /** Whether a database was there already (PG_VERSION): a failed start then means its files are bad. */
  hasDatabase: boolean;
};

/** What the directory holds, apart from our lock and lost+found. */
async function databaseEntries(dataDir: string) {
  const entries = await readdir(dataDir);
  return {
    others: entries.filter((name) => !NOT_DATABASE_ENTRIES.has(name)),
    hasDatabase: entries.includes('PG_VERSION'),
    locked: entries.includes(LOCK_FILE_NAME),
  };
}

function refuseUnlessDatabase(dataDir: string, contents: Awaited<ReturnType<typeof databaseEntries>>) {
  if (contents.hasDatabase || contents.others.length === 0) return;
  const shown = contents.others.slice(0, 3).join(', ') + (contents.others.length > 3 ? ', …' : '');
  throw new Error(
    `DATA_DIR ${dataDir} is not an embedded database (no PG_VERSION) and is not empty (it holds ${shown}), ` +
      'so the server will not start a new database there. Nothing in it was changed. Point DATA_DIR at an ' +
      "empty or new folder, or restore the database's folder from a backup.",
  );
}

/** Makes `dataDir` if it is missing; refuses a path that is not a directory. */
async function ensureDirectory(dataDir: string) {
  const notADirectory = new Error(
    `DATA_DIR ${dataDir} is not a directory (it, or a folder on its path, is a file), so the embedded ` +
      'database cannot use it. Point DATA_DIR at a folder: an empty or new one starts a new database.',
  );
  const info = await stat(dataDir).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return undefined;
    throw error;
  });
  if (info) {
    if (!info.isDirectory()) throw notADirectory;
    return;
  }
  try {
    // Closed to other users: PGlite writes its files open to everyone (0666), so the folder is their guard.
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    if (errorCode(error) === 'EEXIST' || errorCode(error) === 'ENOTDIR') throw notADirectory;
    throw error;
  }
}

/**
 * Makes `dataDir` this process's alone, and refuses what PGlite must not open: a path that is not a
 * directory, a folder holding something other than a database (PGlite would start a new, empty database
 * there: a new administrator, ids from 1, the old rows out of sight), or one the server cannot write to
 * (PGlite would fail with "PGlite failed to initialize properly" or a WebAssembly abort).
 */
export async function claimDataDir(dataDir: string, options: LockOptions = {}): Promise<ClaimedDataDir> {
  try {
    await ensureDirectory(dataDir);
    // Checked before anything is written into a folder that may not be ours. With a lock file present, a
    // server may be creating the database this instant (PG_VERSION comes a moment after the first files):
    // the lock decides first.
    const before = await databaseEntries(dataDir);
    if (!before.locked) refuseUnlessDatabase(dataDir, before);
    const lock = await holdDataDir(dataDir, options);
    try {
      const contents = await databaseEntries(dataDir);
      refuseUnlessDatabase(dataDir, contents);
      return { lost: lock.lost, release: lock.release, hasDatabase: contents.hasDatabase };
    } catch (error) {
      await lock.release();
      throw error;
    }
  } catch (error) {
    // Creating the lock file is the first write: a read-only mount (EROFS) or a folder owned by another
    // user (EACCES; root is never refused, whatever the permission bits) fails there.
    throw refusesAccess(error) ? notUsable(dataDir, error) : error;
  }
}
