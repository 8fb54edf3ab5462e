/**
 * The embedded database's backup file: the snapshot PGlite takes of its data dir (a tar of every file,
 * read while no statement runs: `snapshotEmbeddedDatabase`), without the files that are not the
 * database's, gzipped. A `tar -xzf` of it into an empty folder is a data dir the server opens (PostgreSQL
 * replays its WAL, as after a crash); `db:restore` does that with checks (ADR 0023).
 */
import { constants, createWriteStream } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';

import tar from 'tar-stream';

/**
 * Entries of a data dir that are not the database: ours (the lock and its takeover folder, the
 * maintenance channel's address), a volume's lost+found, and PostgreSQL's notes about the process that
 * had it open (pg_basebackup leaves those two out too). A restored copy with the lock would name the
 * original server as its holder.
 */
const NOT_THE_DATABASE = /^(invoiceflow\.[^/]*|lost\+found|postmaster\.pid|postmaster\.opts)(\/|$)/;

/** Files a data dir cannot be without: PostgreSQL's version, and its control file. */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

/** PGlite names its entries from the root (`/PG_VERSION`); the backup's are relative, as tar expects. */
const relativeName = (name: string) => name.replace(/^(\.?\/)+/, '');

/** fsync of a file or folder by its path; resolves with its stats. */
async function sync(path: string) {
  const handle = await open(path, constants.O_RDONLY);
  try {
    await handle.sync();
    return await handle.stat();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `snapshot` (a tar stream) to `file`, gzipped, without the entries that are not the database.
 * It goes to `<file>.partial` first, synced, then renamed: `file` is only ever a whole backup. Resolves
 * with the size written.
 */
export async function writeBackupFile(snapshot: Readable, file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    const extract = tar.extract();
    const pack = tar.pack();
    // tar-stream's own way of copying entries (its streams are streamx's, not Node's).
    const filtered = new Promise<void>((resolve, reject) => {
      extract.on('entry', (header, entry, next) => {
        const name = relativeName(header.name);
        if (name === '' || NOT_THE_DATABASE.test(name)) {
          entry.on('end', () => next());
          entry.resume();
        } else {
          entry.pipe(pack.entry({ ...header, name }, next));
        }
      });
      extract.on('finish', () => {
        pack.finalize();
        resolve();
      });
      extract.on('error', reject);
    });
    snapshot.on('error', (error) => extract.destroy(error));
    snapshot.pipe(extract);
    await Promise.all([filtered, pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }))]);
    // On disk before it takes its name, and the name on disk before this says "written".
    const { size } = await sync(partial);
    await rename(partial, file);
    await sync(dirname(file));
    return size;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The tar archive inside a backup file, checked: a gzipped tar holding a data dir (`PG_VERSION`,
 * `global/pg_control`) and only relative paths within it. PGlite would start a new, empty database from
 * an archive without them, and "restored" would be a lie.
 */
export async function readBackupFile(file: string): Promise<Uint8Array> {
  const notABackup = (reason: string) =>
    new Error(`${file} is not a backup written by db:backup (${reason}); nothing was restored.`);
  let archive: Buffer;
  try {
    archive = await promisify(gunzip)(await readFile(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`There is no file ${file} to restore.`, { cause: error });
    if (code === 'EISDIR') throw new Error(`${file} is a folder, not a backup file.`, { cause: error });
    throw notABackup('it is not gzip data');
  }
  const names = new Set<string>();
  let problem: string | undefined;
  try {
    for await (const entry of Readable.from([archive]).pipe(tar.extract())) {
      const name = relativeName(entry.header.name);
      if (posix.isAbsolute(name) || name.split('/').includes('..')) {
        problem = `it names ${entry.header.name}, outside a data dir`;
        break;
      }
      names.add(name);
      for await (const _chunk of entry);
    }
  } catch {
    problem = 'it is not a tar archive';
  }
  const missing = REQUIRED.filter((name) => !names.has(name));
  problem ??= missing.length > 0 ? `it holds no ${missing.join(' and no ')}` : undefined;
  if (problem) throw notABackup(problem);
  return archive;
}
