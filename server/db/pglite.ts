import { mkdir } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';

import type { Database, Queryable } from './database';
import { lockDataDir } from './dataDirLock';

const wrap = (run: PGlite | Parameters<Parameters<PGlite['transaction']>[0]>[0]): Queryable => ({
  async query<Row extends object>(text: string, params: readonly unknown[] = []) {
    const result = await run.query<Row>(text, params as unknown[]);
    return result.rows;
  },
});

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is `null` (tests).
 * A directory is locked to this process first: two processes on one data dir lose rows.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ?? undefined);
  } catch (error) {
    await unlock();
    throw error;
  }
  const queryable = wrap(db);
  return {
    kind: 'pglite',
    query: queryable.query,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async maintain() {
      await db.exec('VACUUM ANALYZE');
    },
    async close() {
      try {
        await db.close();
      } finally {
        await unlock();
      }
    },
  };
}
