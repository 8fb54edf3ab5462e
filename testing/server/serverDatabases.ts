import { type Database, openDatabase } from '../../server/db';
import type { DatabaseKind } from './harness';
import { type Cleanup, createDatabase, tempDir } from './processes';

/**
 * Settings of a server process on a new, empty database of `kind` (testing/server/processes.ts): a data dir,
 * or a database on TEST_DATABASE_URL's server. `cleanup` removes it.
 */
export const freshDatabaseEnv = async (kind: DatabaseKind, cleanup: Cleanup): Promise<Record<string, string>> =>
  kind === 'postgres'
    ? { DATABASE_URL: await createDatabase(process.env.TEST_DATABASE_URL!, cleanup) }
    : { DATA_DIR: await tempDir(cleanup) };

/**
 * Runs `work` on a server process's database (its `env`), opened from this process as the server opens it
 * (migrated). An embedded data dir can only be opened while no server has it (its lock); a SIGKILLed
 * server's lock is taken over.
 */
export async function inServerDatabase<T>(env: Record<string, string>, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? null });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
