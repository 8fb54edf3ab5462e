import pg from 'pg';

import type { Database, Queryable } from './database';

// bigint (int8) columns come back as strings by default; every count in our SQL is cast to int, and
// ids are int, so parse int8 as a number too for anything that slips through.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server through node-postgres, with a small pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('select 1');
  const query: Queryable['query'] = async (text, params = []) => (await pool.query(text, params as unknown[])).rows;
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (text, params = []) => (await client.query(text, params as unknown[])).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    // PostgreSQL's autovacuum does this work.
    async maintain() {},
    async close() {
      await pool.end();
    },
  };
}
