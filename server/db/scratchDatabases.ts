import { randomBytes } from 'node:crypto';

import pg from 'pg';

/*
 * Throw-away databases on a PostgreSQL server, for the server tests, the fault tests, the end-to-end
 * tests and the benchmarks: each makes its own, so runs side by side never see each other's rows. The
 * server itself never creates a database (the operator names it in DATABASE_URL).
 */

export type ScratchDatabase = {
  /** `<prefix>_<random hex>`. */
  name: string;
  /** The server's URL with this database in place of its own. */
  url: string;
  /** Drops it, also while connections to it are open. */
  drop(): Promise<void>;
};

/** The URL of database `name` on the server that `serverUrl` points at: same host, port, user and options. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name is written into the statement (it cannot be a parameter): only plain identifiers. */
const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * A new, empty database named `<prefix>_<random hex>` on the PostgreSQL server at `serverUrl` (any of its
 * databases: the maintenance one, a test one), not migrated.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!PLAIN_IDENTIFIER.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  return {
    name,
    url: databaseUrlOn(serverUrl, name),
    async drop() {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The server's version ("17.2"), or undefined when it does not answer within 5 s: for a benchmark's report. */
export async function postgresServerVersion(serverUrl: string): Promise<string | undefined> {
  try {
    return await onServer(serverUrl, async (client) => {
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      return rows[0]?.server_version;
    });
  } catch {
    return undefined;
  }
}

/** Runs `work` on one connection of its own (not a pool: a database is created and dropped outside one). */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A server that goes away mid-call fails the call; with no listener, its 'error' event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
