/** What the repositories need of a database: parameterised queries and transactions, nothing more. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. With
   * `untimed`, its statements may run as long as they take (migrations building indexes on big tables);
   * otherwise a request's statements are cut after the usual limit.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { untimed?: boolean }): Promise<T>;
  /** Routine upkeep the engine does not do by itself (PGlite has no autovacuum). */
  maintain(): Promise<void>;
  /**
   * The connection pool right now, for `/metrics`: PostgreSQL only (the embedded database is one engine
   * in a worker thread, with no pool).
   */
  poolUsage?(): PoolUsage;
  close(): Promise<void>;
}

export type PoolUsage = {
  /** The most connections the pool opens. */
  size: number;
  /** Connections lent to a query or a transaction. */
  inUse: number;
  /** Connections open and free. */
  idle: number;
  /** Queries and transactions waiting for a connection: all `size` are in use. */
  waiting: number;
};

/** The PostgreSQL error code of a failure, whether the driver put it on the error or on its cause. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** The cheapest round trip to the database: resolves when it answers (what readiness asks). */
export const ping = (db: Queryable): Promise<unknown> => db.query('select 1');
