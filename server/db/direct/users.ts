import type { Queryable } from '../database';

/**
 * Gives the account `email` this password (its hash) and the administrator's role back, leaving its
 * sessions valid: unlike the repository's upsert (admin:create), which ends them, so that several test
 * apps can share one database and each keep its own session.
 */
export async function restoreAdministrator(db: Queryable, email: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $1, is_admin = true where lower(email) = lower($2)', [
    passwordHash,
    email,
  ]);
}

/** Makes every account an administrator again, straight on the table: a round's fresh start. */
export async function makeEveryoneAdministrator(db: Queryable): Promise<void> {
  await db.query('update users set is_admin = true');
}

/** The addresses of the administrators, in alphabetical order. */
export const administratorEmails = async (db: Queryable): Promise<string[]> =>
  (await db.query<{ email: string }>('select email from users where is_admin order by email')).map((row) => row.email);

/** Dates every signed-out token's expiry a second ago, as if its lifetime had run out. */
export async function expireRevokedSessions(db: Queryable): Promise<void> {
  await db.query("update revoked_sessions set expires_at = now() - interval '1 second'");
}
