import { randomBytes } from 'node:crypto';

import type { Database } from '../db';
import type { UserRepository } from '../repositories/users';
import { generatePassword, hashPassword } from './passwords';

/**
 * The key admin sessions are signed with: `JWT_SECRET` when set, else one generated on first start and
 * kept in the database (inside the data dir in embedded mode), so sessions survive restarts and every
 * instance sharing a PostgreSQL database signs with the same key. Insert-or-keep makes concurrent first
 * starts agree on one secret.
 */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  return configured ?? resolveStoredSecret(db, 'jwt_secret');
}

/**
 * A random secret generated on first use and kept in the settings table under `key`, the same for every
 * instance on the database (insert-or-keep: concurrent first uses agree on one).
 */
export async function resolveStoredSecret(db: Database, key: string): Promise<string> {
  await db.query(`insert into settings (key, value) values ($1, $2) on conflict (key) do nothing`, [
    key,
    randomBytes(48).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from settings where key = $1`, [key]);
  return row!.value;
}

export type FirstAdmin = { email: string; password: string | null };

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
  return { email, password: options.password ? null : password };
}
