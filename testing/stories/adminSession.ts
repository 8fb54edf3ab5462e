import { storageKeys } from '@/api';
import { adminToken, adminUser } from '@testing/mocks/authHandlers';

/** Removes the admin session entries. */
export function clearAdminSession() {
  localStorage.removeItem(storageKeys.adminToken);
  localStorage.removeItem(storageKeys.adminUser);
}

/**
 * For a story's `beforeEach`: stores a signed-in session (or the given raw entries) and returns the
 * cleanup that removes it after the story, so stories never leak a session into each other.
 */
export function seedAdminSession(entries: { token?: string | null; user?: string | null } = {}) {
  const { token = adminToken, user = JSON.stringify(adminUser) } = entries;
  clearAdminSession();
  if (token !== null) localStorage.setItem(storageKeys.adminToken, token);
  if (user !== null) localStorage.setItem(storageKeys.adminUser, user);
  return clearAdminSession;
}

/** For a story's `beforeEach`: starts signed out, and cleans up whatever the story stored. */
export function startSignedOut() {
  clearAdminSession();
  return clearAdminSession;
}
