import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, databaseKinds } from '@testing/server/harness';
import { waitFor } from '@testing/server/processes';
import { openDatabase, openExistingEmbeddedDatabase } from '.';
import { migrate, migrations } from './migrations';
import { createScratchDatabase } from './scratchDatabases';
import { isDatabaseUnavailable } from './unavailable';

describe.each(databaseKinds)('database on %s', (kind) => {
  it('migrates once: a second run applies nothing and keeps the data', async () => {
    const database = await createTestDatabase(kind);
    try {
      await database.db.query("insert into waitlist_entries (email) values ('kept@example.com')");
      expect(await migrate(database.db)).toEqual([]);
      const applied = await database.db.query<{ id: number }>('select id from schema_migrations order by id');
      expect(applied.map((row) => Number(row.id))).toEqual(migrations.map((migration) => migration.id));
      expect(await database.db.query('select email from waitlist_entries')).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await database.drop();
    }
  });

  it('returns counts as numbers on either driver', async () => {
    const database = await createTestDatabase(kind);
    try {
      const [row] = await database.db.query<{ count: unknown }>('select count(*)::int as count from users');
      expect(row!.count).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('rolls a failed transaction back entirely', async () => {
    const database = await createTestDatabase(kind);
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.query("insert into waitlist_entries (email) values ('rolled-back@example.com')");
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(await database.db.query('select 1 from waitlist_entries')).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('several instances on one PostgreSQL', () => {
  it('starting at once, take turns migrating instead of racing', async () => {
    const database = await createTestDatabase('postgres');
    try {
      // A second, empty database: five instances open it at the same moment.
      const empty = await createScratchDatabase(database.databaseUrl!, 'invoiceflow_race');
      const instances = await Promise.all(
        Array.from({ length: 5 }, () => openDatabase({ databaseUrl: empty.url, dataDir: null })),
      );
      const [applied] = await instances[0]!.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations',
      );
      expect(applied!.count).toBe(migrations.length);
      await Promise.all(instances.map((instance) => instance.close()));
      await empty.drop();
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('a PostgreSQL connection terminated mid-transaction', () => {
  // Before its client had an 'error' listener while checked out, this ended the process (vitest reports
  // the unhandled 'error' event as a failure of this test).
  it('fails that transaction as "unavailable", and the next one runs on a new connection', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const [{ pid }] = (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')) as [{ pid: number }];
          await database.db.query('select pg_terminate_backend($1)', [pid]);
          await tx.query('select 1');
        })
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const [row] = await database.db.transaction((tx) => tx.query<{ answer: number }>('select 1 as answer'));
      expect(row).toEqual({ answer: 1 });
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('DATABASE_POOL_SIZE', () => {
  it('is the most connections the server opens to PostgreSQL', async () => {
    const database = await createTestDatabase('postgres');
    const url = new URL(database.databaseUrl!);
    url.searchParams.set('application_name', 'pool-size-test');
    const db = await openDatabase({ databaseUrl: url.href, dataDir: null, poolSize: 2 });
    const holder = new pg.Client({ connectionString: database.databaseUrl });
    await holder.connect();
    const connections = async () => {
      const { rows } = await holder.query<{ open: number; waiting: number }>(
        `select count(*)::int as open, (count(*) filter (where wait_event_type = 'Lock'))::int as waiting
         from pg_stat_activity where application_name = 'pool-size-test'`,
      );
      return rows[0]!;
    };
    try {
      await holder.query('select pg_advisory_lock(4242)');
      // Five statements wait for the lock the holder has: each would take a connection of its own.
      const statements = Array.from({ length: 5 }, () => db.query('select pg_advisory_xact_lock(4242)'));
      await waitFor('statements waiting for the lock', async () =>
        (await connections()).waiting >= 2 ? true : undefined,
      );
      expect(await connections()).toEqual({ open: 2, waiting: 2 });
      await holder.query('select pg_advisory_unlock(4242)');
      await Promise.all(statements);
    } finally {
      await holder.end();
      await db.close();
      await database.drop();
    }
  });
});

describe('embedded database in a data dir', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-data-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener of the same data dir with a clear error, and frees it on close', async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /The embedded database in .* is already open in this process; close it before opening it again\./,
    );
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('runs VACUUM ANALYZE as its maintenance', async () => {
    const db = await openDatabase({ dataDir });
    try {
      await db.query("insert into waitlist_entries (email) values ('vacuum@example.com')");
      await db.maintain();
      const [stats] = await db.query<{ last: Date | null }>(
        "select coalesce(last_vacuum, last_autovacuum) as last from pg_stat_user_tables where relname = 'waitlist_entries'",
      );
      expect(stats!.last).not.toBeNull();
    } finally {
      await db.close();
    }
  });
});

describe('a tool that reads the embedded database (db:copy-to-postgres)', () => {
  it('refuses a DATA_DIR that holds none, naming it, and makes nothing there', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'invoiceflow-no-database-'));
    try {
      const typo = join(parent, 'dta');
      await expect(openExistingEmbeddedDatabase(typo)).rejects.toThrow(`DATA_DIR ${typo} holds no embedded database`);
      expect(existsSync(typo)).toBe(false);

      const db = await openDatabase({ dataDir: join(parent, 'data') });
      await db.close();
      const existing = await openExistingEmbeddedDatabase(join(parent, 'data'));
      await existing.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('a PostgreSQL database that cannot be opened', () => {
  it('is named in the error (host, port, database), never its password, with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = openDatabase({ databaseUrl: `postgres://ops:s3cret-pw@127.0.0.1:${port}/invoices`, dataDir: null });
    await expect(refused).rejects.toThrow(
      new RegExp(`^Could not open the PostgreSQL database 127\\.0\\.0\\.1:${port}/invoices: .*ECONNREFUSED`),
    );
    await refused.catch((error: Error) => expect(error.message).not.toContain('s3cret-pw'));

    const missing = new URL(process.env.TEST_DATABASE_URL!);
    missing.pathname = '/no_such_database_here';
    await expect(openDatabase({ databaseUrl: missing.href, dataDir: null })).rejects.toThrow(
      `Could not open the PostgreSQL database ${missing.host}/no_such_database_here: database "no_such_database_here" does not exist`,
    );
  });
});
