import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, type KeyValueStorage, storageKeys } from '@/api';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@shared/contract/constants';
import { createAdminQueryClient } from './queryClient';
import { createSessionStore } from './sessionStore';
import { readStoredSession } from './storedSession';
import { useAdminSession } from './useAdminSession';

const user = { id: 7, firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@example.com' };

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const stored = (token: string | null, rawUser: string | null) =>
  memoryStorage({
    ...(token === null ? {} : { [storageKeys.adminToken]: token }),
    ...(rawUser === null ? {} : { [storageKeys.adminUser]: rawUser }),
  });

describe('the stored admin session', () => {
  it('is a session when a token and a parseable user are stored', () => {
    const storage = stored('token-1', JSON.stringify(user));
    expect(readStoredSession(storage)).toEqual({ token: 'token-1', user });
    expect(storage.entries.size).toBe(2);
  });

  it('accepts a stored user without an id', () => {
    const { id: _id, ...withoutId } = user;
    expect(readStoredSession(stored('token-1', JSON.stringify(withoutId)))).toEqual({
      token: 'token-1',
      user: withoutId,
    });
  });

  it.each([
    ['not JSON', '{"firstName": "Oli'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a user without names', JSON.stringify({ email: 'olivia@example.com' })],
    ['a user whose id is not a whole number', JSON.stringify({ ...user, id: 7.5 })],
    ['a list', JSON.stringify([user])],
  ])('clears both entries when the stored user is corrupt (%s)', (_case, rawUser) => {
    const storage = stored('token-1', rawUser);
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('keeps only the user’s own fields of a stored user', () => {
    const storage = stored('token-1', JSON.stringify({ ...user, isAdmin: true }));
    expect(readStoredSession(storage)).toEqual({ token: 'token-1', user });
  });

  it('clears a token left without a user, and a user left without a token', () => {
    const tokenOnly = stored('token-1', null);
    const userOnly = stored(null, JSON.stringify(user));
    expect(readStoredSession(tokenOnly)).toBeNull();
    expect(readStoredSession(userOnly)).toBeNull();
    expect(tokenOnly.entries.size + userOnly.entries.size).toBe(0);
  });
});

describe('the admin session store', () => {
  it('starts checking, then signs in from a stored session', () => {
    const store = createSessionStore(stored('token-1', JSON.stringify(user)));
    expect(store.getSnapshot()).toEqual({ status: 'checking' });
    store.check();
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', token: 'token-1', user, twoFactorSetupRequired: false });
  });

  it('is signed out after the check when nothing is stored', () => {
    const store = createSessionStore(memoryStorage());
    store.check();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
  });

  it('stores both entries on login, the user as JSON', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.check();
    store.signIn({ token: 'token-2', user });
    expect(storage.getItem('adminToken')).toBe('token-2');
    expect(JSON.parse(storage.getItem('adminUser') ?? '')).toEqual(user);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', user });
  });

  it('removes both entries on logout, with no expiry notice', () => {
    const storage = stored('token-1', JSON.stringify(user));
    const store = createSessionStore(storage);
    store.check();
    store.signOut();
    expect(storage.entries.size).toBe(0);
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
  });

  it('expires a live session: both entries removed, the notice on, the e-mail kept for the form', () => {
    const storage = stored('token-1', JSON.stringify(user));
    const store = createSessionStore(storage);
    store.check();
    const listener = vi.fn();
    store.subscribe(listener);
    store.expire();
    store.expire();
    expect(storage.entries.size).toBe(0);
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', expired: true, email: user.email });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows and stores a renamed admin, keeping the session', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn({ token: 'token-1', user });
    const renamed = { ...user, firstName: 'Liv', lastName: 'Bennett-Ross' };
    store.updateUser(renamed);
    expect(store.getSnapshot()).toEqual({
      status: 'signedIn',
      token: 'token-1',
      user: renamed,
      twoFactorSetupRequired: false,
    });
    expect(readStoredSession(storage)).toEqual({ token: 'token-1', user: renamed });
  });

  it('stores no user once signed out: a late rename signs nobody in', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.check();
    store.updateUser(user);
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
    expect(storage.entries.size).toBe(0);
  });

  it('keeps whether the login answer requires a second factor first; a stored session does not say', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn({ token: 'token-1', user, twoFactorSetupRequired: true });
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', token: 'token-1', user, twoFactorSetupRequired: true });
    // The flag is the server's to say again after a reload (a call's 403), never stored.
    expect([...storage.entries.keys()].sort()).toEqual(['adminToken', 'adminUser']);
    const reloaded = createSessionStore(storage);
    reloaded.check();
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'signedIn', twoFactorSetupRequired: false });
  });

  it('flags a live session whose calls answer that a second factor is required, once', () => {
    const store = createSessionStore(stored('token-1', JSON.stringify(user)));
    store.check();
    const listener = vi.fn();
    store.subscribe(listener);
    store.requireTwoFactorSetup();
    store.requireTwoFactorSetup();
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', token: 'token-1', user, twoFactorSetupRequired: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('flags no one when signed out', () => {
    const store = createSessionStore(memoryStorage());
    store.check();
    store.requireTwoFactorSetup();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
  });

  it('renews the token in the state and the storage, the user and the flag kept', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn({ token: 'token-1', user, twoFactorSetupRequired: true });
    store.renewToken('token-2');
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', token: 'token-2', user, twoFactorSetupRequired: true });
    expect(readStoredSession(storage)).toEqual({ token: 'token-2', user });
  });

  it('clears the flag when the renewed token comes with a second factor set up', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn({ token: 'token-1', user, twoFactorSetupRequired: true });
    store.renewToken('token-2', { setupComplete: true });
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', token: 'token-2', user, twoFactorSetupRequired: false });
    expect(storage.getItem('adminToken')).toBe('token-2');
  });

  it('renews nothing once signed out: a late answer signs nobody in', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.check();
    store.renewToken('token-2', { setupComplete: true });
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
    expect(storage.entries.size).toBe(0);
  });

  it('does not call a refused login an expired session', () => {
    const store = createSessionStore(memoryStorage());
    store.check();
    store.expire();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
  });
});

describe('the admin session with a second tab open (issue 15)', () => {
  const userJson = JSON.stringify(user);
  afterEach(() => window.localStorage.clear());

  /** What this tab sees when another tab sets (or, with `null`, removes) one entry. */
  const otherTabWrites = (key: string, value: string | null) =>
    act(() => {
      const oldValue = window.localStorage.getItem(key);
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage }),
      );
    });

  const entries = () => ({
    token: window.localStorage.getItem(storageKeys.adminToken),
    user: window.localStorage.getItem(storageKeys.adminUser),
  });

  it('waits out a sign-in that writes the token first, then adopts the pair', () => {
    const { result } = renderHook(() => useAdminSession());
    expect(result.current.session).toEqual({ status: 'signedOut' });

    otherTabWrites(storageKeys.adminToken, 'token-b');
    expect(entries()).toEqual({ token: 'token-b', user: null });
    expect(result.current.session).toEqual({ status: 'signedOut' });

    otherTabWrites(storageKeys.adminUser, userJson);
    expect(entries()).toEqual({ token: 'token-b', user: userJson });
    expect(result.current.session).toEqual({
      status: 'signedIn',
      token: 'token-b',
      user,
      twoFactorSetupRequired: false,
    });
  });

  it('waits out a sign-in that writes the user first, then adopts the pair', () => {
    const { result } = renderHook(() => useAdminSession());

    otherTabWrites(storageKeys.adminUser, userJson);
    expect(entries()).toEqual({ token: null, user: userJson });
    expect(result.current.session).toEqual({ status: 'signedOut' });

    otherTabWrites(storageKeys.adminToken, 'token-b');
    expect(entries()).toEqual({ token: 'token-b', user: userJson });
    expect(result.current.session).toEqual({
      status: 'signedIn',
      token: 'token-b',
      user,
      twoFactorSetupRequired: false,
    });
  });

  it('adopts another admin signing in over a live session, key by key', () => {
    window.localStorage.setItem(storageKeys.adminToken, 'token-a');
    window.localStorage.setItem(storageKeys.adminUser, userJson);
    const { result } = renderHook(() => useAdminSession());
    expect(result.current.session).toEqual({
      status: 'signedIn',
      token: 'token-a',
      user,
      twoFactorSetupRequired: false,
    });

    const other = { ...user, id: 8, email: 'noah@example.com' };
    otherTabWrites(storageKeys.adminToken, 'token-b');
    otherTabWrites(storageKeys.adminUser, JSON.stringify(other));
    expect(result.current.session).toEqual({
      status: 'signedIn',
      token: 'token-b',
      user: other,
      twoFactorSetupRequired: false,
    });
  });

  it.each([
    ['the token first', [storageKeys.adminToken, storageKeys.adminUser]],
    ['the user first', [storageKeys.adminUser, storageKeys.adminToken]],
  ])('signs out when another tab signs out (removing %s), once both entries are gone', (_case, keys) => {
    window.localStorage.setItem(storageKeys.adminToken, 'token-a');
    window.localStorage.setItem(storageKeys.adminUser, userJson);
    const { result } = renderHook(() => useAdminSession());
    const [first, second] = keys as [string, string];

    otherTabWrites(first, null);
    // Half removed: nothing else is cleared and the session stands until the other key goes too.
    expect(window.localStorage.getItem(second)).not.toBeNull();
    expect(result.current.session).toMatchObject({ status: 'signedIn', token: 'token-a' });

    otherTabWrites(second, null);
    expect(entries()).toEqual({ token: null, user: null });
    expect(result.current.session).toEqual({ status: 'signedOut' });
  });

  it('adopts the token another tab renewed; the flag waits for the server to say it again', () => {
    window.localStorage.setItem(storageKeys.adminToken, 'token-a');
    window.localStorage.setItem(storageKeys.adminUser, userJson);
    const { result } = renderHook(() => useAdminSession());
    act(() => result.current.store.requireTwoFactorSetup());
    expect(result.current.session).toMatchObject({ token: 'token-a', twoFactorSetupRequired: true });

    // A rename there keeps this tab's flag: the token is the same.
    otherTabWrites(storageKeys.adminUser, JSON.stringify({ ...user, firstName: 'Liv' }));
    expect(result.current.session).toMatchObject({ token: 'token-a', twoFactorSetupRequired: true });

    // Turning the factor on there renews the token: the shell comes back here too.
    otherTabWrites(storageKeys.adminToken, 'token-b');
    expect(result.current.session).toMatchObject({ token: 'token-b', twoFactorSetupRequired: false });
  });

  it('renews the token for the other tabs through the storage', () => {
    window.localStorage.setItem(storageKeys.adminToken, 'token-a');
    window.localStorage.setItem(storageKeys.adminUser, userJson);
    const { result } = renderHook(() => useAdminSession());
    act(() => result.current.store.renewToken('token-b', { setupComplete: true }));
    expect(entries()).toEqual({ token: 'token-b', user: userJson });
    expect(result.current.session).toEqual({
      status: 'signedIn',
      token: 'token-b',
      user,
      twoFactorSetupRequired: false,
    });
  });

  it('signs out when another tab clears the storage', () => {
    window.localStorage.setItem(storageKeys.adminToken, 'token-a');
    window.localStorage.setItem(storageKeys.adminUser, userJson);
    const { result } = renderHook(() => useAdminSession());
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    });
    expect(result.current.session).toEqual({ status: 'signedOut' });
  });

  it('clears a complete pair whose user is corrupt, but not the half pair before it', () => {
    const { result } = renderHook(() => useAdminSession());

    otherTabWrites(storageKeys.adminToken, 'token-b');
    expect(entries()).toEqual({ token: 'token-b', user: null });

    otherTabWrites(storageKeys.adminUser, '{"firstName": "Oli');
    expect(entries()).toEqual({ token: null, user: null });
    expect(result.current.session).toEqual({ status: 'signedOut' });
  });

  it('still clears a half pair found when this tab starts', () => {
    window.localStorage.setItem(storageKeys.adminToken, 'token-a');
    const { result } = renderHook(() => useAdminSession());
    expect(entries()).toEqual({ token: null, user: null });
    expect(result.current.session).toEqual({ status: 'signedOut' });
  });
});

describe('the admin QueryClient', () => {
  const unauthorized = () => new ApiError(401, 'Unauthorized', 'Your session has expired or is invalid');

  it('ends the session when a query answers 401, at once and without retrying', async () => {
    const onUnauthorized = vi.fn();
    const client = createAdminQueryClient({ onUnauthorized });
    const queryFn = vi.fn().mockRejectedValue(unauthorized());
    await expect(client.fetchQuery({ queryKey: ['stats'], queryFn })).rejects.toMatchObject({ status: 401 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session when a mutation answers 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createAdminQueryClient({ onUnauthorized });
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(unauthorized()) });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('flags the session when a call answers that a second factor must be set up first', async () => {
    const onUnauthorized = vi.fn();
    const onTwoFactorSetupRequired = vi.fn();
    const client = createAdminQueryClient({ onUnauthorized, onTwoFactorSetupRequired });
    const setupRequired = new ApiError(403, 'Forbidden', TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    const queryFn = vi.fn().mockRejectedValue(setupRequired);
    await expect(client.fetchQuery({ queryKey: ['stats'], queryFn })).rejects.toBe(setupRequired);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(setupRequired) });
    await expect(mutation.execute(undefined)).rejects.toBe(setupRequired);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onTwoFactorSetupRequired).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('flags nothing for another 403, nor for a 401 with the same words', async () => {
    const onUnauthorized = vi.fn();
    const onTwoFactorSetupRequired = vi.fn();
    const client = createAdminQueryClient({ onUnauthorized, onTwoFactorSetupRequired });
    for (const failure of [
      new ApiError(403, 'Forbidden', 'Not an administrator'),
      new ApiError(401, 'Unauthorized', TWO_FACTOR_SETUP_REQUIRED_MESSAGE),
    ]) {
      await client.fetchQuery({ queryKey: [failure.status], queryFn: () => Promise.reject(failure) }).catch(() => {});
    }
    expect(onTwoFactorSetupRequired).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['403', new ApiError(403, 'Forbidden', 'Not an administrator')],
    ['404', new ApiError(404, 'Not Found', 'No contact message with id 4')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('keeps the session when a call fails with %s', async (_case, failure) => {
    const onUnauthorized = vi.fn();
    const client = createAdminQueryClient({ onUnauthorized });
    await expect(
      client.fetchQuery({ queryKey: ['list'], queryFn: () => Promise.reject(failure), retry: false }),
    ).rejects.toBe(failure);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
