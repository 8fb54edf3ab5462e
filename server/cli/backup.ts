import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

import { snapshotEmbeddedDatabase } from '../db/pglite';
import { writeBackupFile } from '../maintenance/backupFile';
import { askRunningServer, requireEmbeddedDatabase, withStoppedServerDatabase } from '../maintenance/client';
import { commandArguments, runCommand } from './arguments';

const usage = `Usage: node dist/server/backup.js <file>      (npm run db:backup -- <file>)

Writes a backup of the embedded database in DATA_DIR to <file> (a .tar.gz): every row committed when it
began, consistent. While the server runs, the server takes it and keeps answering (requests wait while
it reads the files, about a second per 100 MB); while it is stopped, this command opens DATA_DIR itself.
Run it as the server's user, where the server runs. Never overwrites a file. Restore with db:restore.
With DATABASE_URL set, back up PostgreSQL with pg_dump instead (docs/operations.md).`;

async function main() {
  const { file, config } = commandArguments(usage, 1);
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: the data is in PostgreSQL, which this command does not back up. Use pg_dump ' +
        '(docs/operations.md, "Backups and restore").',
    );
  }
  if (existsSync(file)) throw new Error(`${file} exists already: a backup never overwrites a file. Choose a new name.`);
  if (resolve(file).startsWith(`${config.dataDir}${sep}`)) {
    throw new Error(
      `${file} is inside DATA_DIR ${config.dataDir}: every later backup, and every restore, would carry it. ` +
        'Write backups elsewhere, and copy them off the machine.',
    );
  }
  requireEmbeddedDatabase(config.dataDir);

  const started = performance.now();
  const server = await askRunningServer(config.dataDir, 'backup');
  const bytes = server
    ? await writeBackupFile(server.answer, file)
    : await withStoppedServerDatabase(config.dataDir, async (db) =>
        writeBackupFile(Readable.from([await snapshotEmbeddedDatabase(db)]), file),
      );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const by = server ? `taken by the running server (pid ${server.pid})` : 'taken with the server stopped';
  console.info(
    `Backup of ${config.dataDir} written to ${file}: ${(bytes / 1e6).toFixed(1)} MB, ${by}, in ${seconds} s.`,
  );
}

runCommand(main);
