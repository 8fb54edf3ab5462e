import { describe, expect, it, vi } from 'vitest';

import { ApiError, type KeyValueStorage, storageKeys } from '../../../api';
import { createAdminQueryClient } from './queryClient';
import { createSessionStore } from './sessionStore';
import { readStoredSession } from './storedSession';

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
  ])('clears both entries when the stored user is corrupt (%s)', (_case, rawUser) => {
    const storage = stored('token-1', rawUser);
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.entries.size).toBe(0);
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
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', token: 'token-1', user });
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

  it('does not call a refused login an expired session', () => {
    const store = createSessionStore(memoryStorage());
    store.check();
    store.expire();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
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
