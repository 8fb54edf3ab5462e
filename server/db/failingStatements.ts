import type { Database } from './database';

/**
 * `db`, except that a statement for which `failureOf` gives an error fails with it instead of running:
 * how a test makes the database fail at a chosen moment or on a chosen statement (a claim, a write)
 * while the rest goes on. Transactions run on `db` untouched.
 */
export const failingStatements = (db: Database, failureOf: (statement: string) => Error | undefined): Database => ({
  ...db,
  query: (text, params) => {
    const failure = failureOf(text);
    return failure ? Promise.reject(failure) : db.query(text, params);
  },
});
