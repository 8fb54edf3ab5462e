import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Database } from './database';
import { type AppliedMigration, migrate } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Queryable } from './database';
export { ping, postgresErrorCode, UNIQUE_VIOLATION } from './database';

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string | null;
  /** PostgreSQL only: the most connections to open (`DATABASE_POOL_SIZE`). */
  poolSize?: number;
  /** Told which migrations this opening applied (none when the schema was up to date). */
  onMigrated?: (applied: AppliedMigration[]) => void;
  /**
   * Embedded only: told if the database is lost for good while in use (its worker thread died, e.g. on a
   * PANIC after a failed write to the WAL). PostgreSQL's connections are replaced instead, one by one.
   */
  onLost?: (error: Error) => void;
};

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when a URL is given,
 * else embedded PGlite in `dataDir` (or in memory when `dataDir` is null). A schema newer than this
 * build's is refused (migrations.ts).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, { poolSize: options.poolSize })
    : await openPglite(options.dataDir, { onLost: options.onLost });
  try {
    const applied = await migrate(db);
    options.onMigrated?.(applied);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Whether `dataDir` holds an embedded database (PostgreSQL's PG_VERSION file), without opening it. */
export const holdsEmbeddedDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Opens the embedded database in `dataDir` for a tool that reads what the server stored
 * (`db:copy-to-postgres`): a `DATA_DIR` with a typo, or the tool run from another folder, must not
 * quietly make a new, empty database there and report that it copied nothing.
 */
export async function openExistingEmbeddedDatabase(dataDir: string): Promise<Database> {
  if (!holdsEmbeddedDatabase(dataDir)) {
    throw new Error(
      `DATA_DIR ${dataDir} holds no embedded database (no PG_VERSION), so there is nothing to read; nothing was ` +
        'created there. Set DATA_DIR to the data dir the server uses (by default ./data in the folder it runs from).',
    );
  }
  return openDatabase({ dataDir });
}
