import type { Database, Queryable } from '../database';

/*
 * What the fault tests do to PostgreSQL's connections (its backends): cut them, hold a lock against
 * them, and watch them wait. PostgreSQL only: the embedded database has no connections of its own.
 */

/** Terminates every connection to database `name` but the caller's; resolves with how many it cut. */
export async function terminateConnections(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ terminated: number }>(
    `select count(*) filter (where pg_terminate_backend(pid))::int as terminated
     from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [name],
  );
  return Number(row!.terminated);
}

/** How many connections to this database wait for a lock in a statement that starts with `statementStart`. */
export async function connectionsWaitingForLock(db: Queryable, statementStart: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and starts_with(query, $1)`,
    [statementStart],
  );
  return Number(row!.count);
}

export type HeldLock = { release(): Promise<void> };

/**
 * Holds `table` in exclusive mode (others may read it, none may write) in a transaction of one of
 * `db`'s connections, until `release`; resolves once the lock is held.
 */
export async function holdTableAgainstWrites(db: Database, table: 'users'): Promise<HeldLock> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query(`lock table ${table} in exclusive mode`);
    held();
    await released;
  });
  await Promise.race([holding, transaction]);
  return {
    async release() {
      release();
      await transaction;
    },
  };
}
