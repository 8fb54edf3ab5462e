import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { buildSchemaVersion, schemaVersionOf } from '../db/migrations';
import { openPglite } from '../db/pglite';
import { readBackupFile } from '../maintenance/backupFile';
import { commandArguments, runCommand } from './arguments';

const usage = `Usage: node dist/server/restore.js <file>      (npm run db:restore -- <file>)

Restores a backup written by db:backup into DATA_DIR, which must be a new or empty folder: nothing in
use is ever overwritten (move the old folder aside first). Run it as the user the server runs as, so
that the server may open the files; then start the server with that DATA_DIR. For PostgreSQL use
pg_restore (docs/operations.md, "Backups and restore").`;

/** What a new volume starts with: not ours, and not in the way. */
const IGNORED_ENTRIES = new Set(['lost+found']);

/** Whether `dataDir` is there; refuses one that holds anything (a database in use must never be overwritten). */
async function checkTarget(dataDir: string): Promise<boolean> {
  const info = await stat(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!info) return false;
  if (!info.isDirectory()) throw new Error(`DATA_DIR ${dataDir} is a file, not a folder: point it at a new folder.`);
  const entries = (await readdir(dataDir)).filter((name) => !IGNORED_ENTRIES.has(name));
  if (entries.length > 0) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
    throw new Error(
      `DATA_DIR ${dataDir} is not empty (it holds ${shown}): a restore goes only into a new or empty folder, so ` +
        'that nothing in use is overwritten. Stop the server, move that folder aside (mv data data.before-restore), ' +
        'and run this again; or point DATA_DIR at a new folder.',
    );
  }
  return true;
}

/** Removes what a failed restore wrote, leaving `dataDir` as it was found. */
async function undo(dataDir: string, existed: boolean) {
  if (!existed) return rm(dataDir, { recursive: true, force: true });
  for (const name of await readdir(dataDir)) {
    if (!IGNORED_ENTRIES.has(name)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

async function main() {
  const { file, config } = commandArguments(usage, 1);
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: that server uses PostgreSQL, restored with pg_restore (docs/operations.md, "Backups ' +
        'and restore"). To restore an embedded backup into DATA_DIR, run this without DATABASE_URL.',
    );
  }
  const existed = await checkTarget(config.dataDir);
  const archive = await readBackupFile(file);
  let schemaVersion: number;
  try {
    // PGlite writes the archive's files into the folder and starts on them, replaying their WAL as after
    // a crash; the worker syncs them to disk before this resolves.
    const db = await openPglite(config.dataDir, { startFrom: archive });
    try {
      schemaVersion = await schemaVersionOf(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await undo(config.dataDir, existed);
    throw error;
  }
  console.info(`Restored ${file} into DATA_DIR ${config.dataDir}: its schema is at migration ${schemaVersion}.`);
  if (schemaVersion > buildSchemaVersion) {
    console.info(
      `This build knows migrations up to ${buildSchemaVersion} and will refuse it: start the build that wrote it.`,
    );
  } else if (schemaVersion < buildSchemaVersion) {
    console.info(`The next start of this build migrates it to ${buildSchemaVersion}.`);
  }
}

runCommand(main);
