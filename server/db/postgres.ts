import pg from 'pg';

import type { Database, Queryable } from './database';

// bigint (int8) columns come back as strings by default; every count in our SQL is cast to int, and
// ids are int, so parse int8 as a number too for anything that slips through.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How long a request may wait on the database before it fails (503) instead of hanging: for a new
 * connection (a server that is down refuses at once; one that is unreachable or starting up takes this
 * long), for a statement to run on the server, and for an answer to arrive at all (a connection cut
 * without a word, as in a network partition). The statement limit is generous for our largest queries
 * (an export batch, a migration) and well under any proxy's request timeout.
 */
const CONNECTION_TIMEOUT_MS = 2000;
const STATEMENT_TIMEOUT_MS = 15_000;
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5000;

/**
 * Which database a connection string names, for a message an operator reads: host, port and database,
 * never the user or password. The driver's own words ("database \"x\" does not exist", "connect
 * ECONNREFUSED 127.0.0.1:5999") do not say which setting they are about.
 */
function whereIs(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.host || 'localhost'}${url.pathname}`;
  } catch {
    return '(an address that is not a URL)';
  }
}

const reasonOf = (error: unknown) =>
  error instanceof AggregateError
    ? error.errors.map((inner: unknown) => (inner instanceof Error ? inner.message : String(inner))).join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/** The pool's size unless told otherwise (`DATABASE_POOL_SIZE`). */
export const DEFAULT_POOL_SIZE = 10;

/** A PostgreSQL server through node-postgres, with a pool of at most `poolSize` connections. */
export async function openPostgres(
  connectionString: string,
  { poolSize = DEFAULT_POOL_SIZE }: { poolSize?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not open the PostgreSQL database ${whereIs(connectionString)}: ${reasonOf(error)}`, {
      cause: error,
    });
  }
  return postgresOnPool(pool);
}

/**
 * The database over a node-postgres pool that `openPostgres` made and checked, or that a test points at a
 * server that fails in some way.
 */
export function postgresOnPool(pool: pg.Pool): Database {
  const query: Queryable['query'] = async (text, params = []) => (await pool.query(text, params as unknown[])).rows;
  return {
    kind: 'postgres',
    query,
    async transaction(work, { untimed = false } = {}) {
      const client = await pool.connect();
      // While checked out, the client is ours to watch: the pool listens only to idle ones. A backend
      // terminated or a connection cut mid-transaction emits 'error' on the client (besides failing its
      // query), and with no listener that event ended the process. What broke the connection is handed
      // back with the client, so the pool discards it instead of lending it out again.
      let broken: Error | undefined;
      const noteBroken = (error: Error) => (broken ??= error);
      client.on('error', noteBroken);
      // 0 would mean "the pool's limit" to node-postgres: a day stands for no limit.
      const queryTimeout = untimed ? 24 * 60 * 60_000 : QUERY_TIMEOUT_MS;
      try {
        await client.query('BEGIN');
        if (untimed) await client.query('set local statement_timeout = 0');
        const result = await work({
          query: async (text, params = []) =>
            (await client.query({ text, values: params as unknown[], query_timeout: queryTimeout } as pg.QueryConfig))
              .rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!broken) await client.query('ROLLBACK').catch(noteBroken);
        throw error;
      } finally {
        client.off('error', noteBroken);
        client.release(broken);
      }
    },
    // PostgreSQL's autovacuum does this work.
    async maintain() {},
    poolUsage: () => ({
      size: pool.options.max,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await pool.end();
    },
  };
}
