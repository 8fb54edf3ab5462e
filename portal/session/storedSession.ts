import { type KeyValueStorage, storageKeys } from '@/api';
import type { AdminUser, SessionResponse } from '@shared/contract';

/** The admin as the header shows them; the id is kept when the server sent one. */
export type SessionUser = Omit<AdminUser, 'id'> & { id?: number };

/** What the stored entries say: a session, or none (after clearing what was half there or corrupt). */
export type StoredSession = { token: string; user: SessionUser } | null;

/**
 * The stored user, checked by hand rather than with the contract's `adminUserSchema`: this runs before
 * the portal's first screen, and zod on that path cost ~14 kB (Brotli) of the code loaded before the
 * first rows (`npm run bench:admin`). It accepts what `adminUserSchema.partial({ id: true })` accepts
 * and keeps only the user's fields, as that schema did. A stored user that parses as JSON but is not a
 * user (`null`, `42`, a user without a name) is as unusable as one that does not parse: the header
 * could not show it.
 */
function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, firstName, lastName, email } = value as Record<string, unknown>;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  if (id === undefined) return { firstName, lastName, email };
  // zod's `.int()` accepts safe integers only.
  return Number.isSafeInteger(id) ? { id: id as number, firstName, lastName, email } : null;
}

function parseUser(raw: string): SessionUser | null {
  try {
    return asSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Removes both entries (product.md §4: logout, and a corrupt stored user, clear them together). */
export function clearStoredSession(storage: KeyValueStorage) {
  storage.removeItem(storageKeys.adminToken);
  storage.removeItem(storageKeys.adminUser);
}

/**
 * What the two entries hold, without changing them: a complete session, nothing, half a pair (one key
 * without the other), or a complete pair that is unusable (a user that is not a user).
 */
export type StoredEntries =
  { kind: 'session'; token: string; user: SessionUser } | { kind: 'empty' } | { kind: 'half' } | { kind: 'corrupt' };

export function inspectStoredSession(storage: KeyValueStorage): StoredEntries {
  const token = storage.getItem(storageKeys.adminToken);
  const rawUser = storage.getItem(storageKeys.adminUser);
  if (token === null && rawUser === null) return { kind: 'empty' };
  if (token === null || rawUser === null) return { kind: 'half' };
  const user = parseUser(rawUser);
  return token && user ? { kind: 'session', token, user } : { kind: 'corrupt' };
}

/**
 * Reads the session kept in `adminToken` and `adminUser` (product.md §4) when this tab starts. A token with
 * a parseable user is a session; a corrupt user clears both entries, and so does a token or a user left
 * without the other, so no stale token rides along on the next login.
 */
export function readStoredSession(storage: KeyValueStorage): StoredSession {
  const entries = inspectStoredSession(storage);
  if (entries.kind === 'session') return { token: entries.token, user: entries.user };
  if (entries.kind !== 'empty') clearStoredSession(storage);
  return null;
}

/** Keeps a successful login's token and user (product.md §3: `adminToken`, and `adminUser` as JSON). */
export function writeStoredSession(storage: KeyValueStorage, { token, user }: SessionResponse) {
  writeStoredToken(storage, token);
  writeStoredUser(storage, user);
}

/** Keeps a new token of the same session (`adminToken`), e.g. the one issued when a second factor was turned on. */
export function writeStoredToken(storage: KeyValueStorage, token: string) {
  storage.setItem(storageKeys.adminToken, token);
}

/** Keeps the signed-in admin as the header shows them (`adminUser`), e.g. after they renamed themselves. */
export function writeStoredUser(storage: KeyValueStorage, user: SessionUser) {
  storage.setItem(storageKeys.adminUser, JSON.stringify(user));
}
