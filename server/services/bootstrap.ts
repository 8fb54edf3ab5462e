import { randomBytes } from 'node:crypto';

import type { Database } from '../db';
import { keptSetting, readSettings } from '../repositories/settings';
import type { UserRepository } from '../repositories/users';
import { generatePassword, hashPassword } from './passwords';

/** The signing keys the server keeps, by their row in `settings` and the variable that may set each instead. */
export const SECRETS = {
  jwt_secret: 'JWT_SECRET',
  mail_link_secret: 'MAIL_LINK_SECRET',
  invite_code_secret: 'INVITE_CODE_SECRET',
} as const;

export type SecretKey = keyof typeof SECRETS;

/**
 * A signing key: the one given in the environment (`SECRETS[key]`) when set, else one generated on first
 * use and kept in the settings table under `key` (inside the data dir in embedded mode), so it survives
 * restarts and every instance sharing a PostgreSQL database uses the same one (insert-or-keep: concurrent
 * first uses agree on one). A key from the environment is never written to the database, so a backup of
 * the database does not hold it; a generated one is in every backup.
 */
export async function resolveSecret(db: Database, key: SecretKey, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return configured;
  return keptSetting(db, key, randomBytes(48).toString('base64url'));
}

/**
 * The keys set in the environment whose generated predecessor is still kept in `settings`: every backup
 * still holds it, and with it whatever it signed (docs/operations.md, "Secrets and backups").
 */
export async function secretsLeftInDatabase(db: Database, configured: Partial<Record<SecretKey, string>>) {
  const keys = (Object.keys(SECRETS) as SecretKey[]).filter((key) => configured[key] !== undefined);
  if (keys.length === 0) return [];
  const rows = await readSettings(db, keys);
  // Whether the environment took the stored key over (then only the row is left to delete), or set another
  // one (then what the stored key signed, sessions, mailed links and invite codes, no longer verifies).
  return rows.map((row) => ({ key: row.key, sameAsEnvironment: row.value === configured[row.key] }));
}

export type FirstAdmin = { id: number; email: string; password: string | null };

/**
 * Creates the first administrator when there is none: from `ADMIN_EMAIL`/`ADMIN_PASSWORD` when given,
 * else with a generated password that is returned (to be printed once) and never stored in clear.
 * Returns null when an administrator already exists.
 */
export async function ensureFirstAdmin(
  users: UserRepository,
  options: { email: string | undefined; password: string | undefined },
): Promise<FirstAdmin | null> {
  if ((await users.countAdmins()) > 0) return null;
  const email = options.email ?? 'admin@invoiceflow.local';
  const password = options.password ?? generatePassword();
  const created = await users.create({
    email,
    firstName: 'Site',
    lastName: 'Administrator',
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  // Another instance starting at the same moment created it first: it reports the password.
  if (created === 'duplicate') return null;
  return { id: created.id, email, password: options.password ? null : password };
}
