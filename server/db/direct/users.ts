import type { Queryable } from '../database';

/**
 * Gives the account `email` this password (its hash), the administrator's role, this name, no signature
 * and no second factor back, leaving its sessions valid: unlike the repository's upsert (admin:create), which ends
 * them, so that several test apps can share one database and each keep its own session, and a test that
 * changed the profile leaves none of it to the next.
 */
export async function restoreAdministrator(
  db: Queryable,
  account: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<void> {
  await db.query(
    `update users set password_hash = $1, is_admin = true, first_name = $3, last_name = $4, signature = '',
       totp_secret = null, totp_pending_secret = null, totp_enabled_at = null, totp_last_step = null
     where lower(email) = lower($2)`,
    [account.passwordHash, account.email, account.firstName, account.lastName],
  );
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

/** Dates every audit trail entry `days` earlier, as if it had been written then. */
export async function ageAuditEvents(db: Queryable, days: number): Promise<void> {
  await db.query('update audit_events set at = at - make_interval(days => $1)', [days]);
}
