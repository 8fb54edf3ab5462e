import type { Database } from './database';
import { migrate } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Queryable } from './database';
export { postgresErrorCode, UNIQUE_VIOLATION } from './database';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when a URL is given,
 * else embedded PGlite in `dataDir` (or in memory when `dataDir` is null).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
