import { describe, expect, it } from 'vitest';

import type { AdminProfile } from '@shared/contract';
import { fieldLimits } from '@shared/contract/constants';
import { ADMIN, databaseKinds, setupTestApp } from '@testing/server/harness';

const GRACE = {
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  password: 'another long password 42',
};

describe.each(databaseKinds)('the administrator’s own profile on %s', (kind) => {
  const t = setupTestApp(kind);

  const profile = (headers = t.auth) => t.app.inject({ url: '/api/webpage/account', headers });
  const save = (payload: unknown, headers = t.auth) =>
    t.app.inject({ method: 'PUT', url: '/api/webpage/account', headers, payload: payload as object });

  /** A second administrator, signed in: the headers of their session. */
  async function signInGrace() {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: t.auth, payload: GRACE });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: GRACE.email, password: GRACE.password },
    });
    return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  }

  it('answers the signed-in administrator’s name, address and (no) signature', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ADMIN.email,
      signature: '',
    });
  });

  it('saves the name and a signature of several lines, trimmed, and answers the profile as stored', async () => {
    const response = await save({
      firstName: '  Augusta Ada ',
      lastName: 'King',
      signature: '\n Ada King\nCustomer success, InvoiceFlow\n+44 20 7946 0000  \n',
    });
    expect(response.statusCode).toBe(200);
    const saved: AdminProfile = {
      id: expect.any(Number),
      firstName: 'Augusta Ada',
      lastName: 'King',
      email: ADMIN.email,
      signature: 'Ada King\nCustomer success, InvoiceFlow\n+44 20 7946 0000',
    };
    expect(response.json()).toEqual(saved);
    expect((await profile()).json()).toEqual(saved);
    // The next sign-in shows the new name; the session in use stays valid (nothing about access changed).
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.json().user).toMatchObject({ firstName: 'Augusta Ada', lastName: 'King' });
    // The signature is its owner's: the team list shows none.
    const [listed] = (await t.app.inject({ url: '/api/admin/users', headers: t.auth })).json();
    expect(listed).not.toHaveProperty('signature');
  });

  it('takes an empty or invisible signature as none', async () => {
    await save({ firstName: 'Ada', lastName: 'Lovelace', signature: 'Ada' });
    const response = await save({ firstName: 'Ada', lastName: 'Lovelace', signature: ' \u200b\n ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().signature).toBe('');
  });

  it.each([
    ['a blank first name', { firstName: ' ', lastName: 'King', signature: '' }, 'First name is required'],
    ['no first name', { lastName: 'King', signature: '' }, 'First name is required'],
    ['an empty last name', { firstName: 'Ada', lastName: '', signature: '' }, 'Last name is required'],
    ['no signature', { firstName: 'Ada', lastName: 'King' }, 'Signature must be text ("" for none)'],
    [
      'a null signature',
      { firstName: 'Ada', lastName: 'King', signature: null },
      'Signature must be text ("" for none)',
    ],
    [
      'a signature over the limit',
      { firstName: 'Ada', lastName: 'King', signature: 'x'.repeat(fieldLimits.signature + 1) },
      `Signature must be at most ${fieldLimits.signature} characters`,
    ],
    [
      'a first name over the limit',
      { firstName: 'x'.repeat(fieldLimits.name + 1), lastName: 'King', signature: '' },
      `First name must be at most ${fieldLimits.name} characters`,
    ],
    [
      'a NUL character',
      { firstName: 'Ada', lastName: 'King', signature: 'Ada\u0000' },
      'Signature contains a character that cannot be stored (NUL or a broken Unicode pair)',
    ],
    [
      'a new login address',
      { firstName: 'Ada', lastName: 'King', signature: '', email: 'ada@elsewhere.example' },
      'Request body has unexpected fields: email',
    ],
    ['a list', [], 'Request body must be a JSON object'],
  ])('refuses %s with 400 “%s” and changes nothing', async (_case, payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect((await profile()).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', signature: '' });
  });

  it('is each administrator’s own: a change reaches only the account of the session that made it', async () => {
    const grace = await signInGrace();
    expect((await profile(grace)).json()).toMatchObject({ email: GRACE.email, firstName: 'Grace', signature: '' });
    expect((await save({ firstName: 'Grace', lastName: 'Hopper', signature: 'Grace' }, grace)).statusCode).toBe(200);
    expect((await profile()).json()).toMatchObject({ email: ADMIN.email, firstName: 'Ada', signature: '' });
    expect((await profile(grace)).json()).toMatchObject({ email: GRACE.email, signature: 'Grace' });
  });
});
