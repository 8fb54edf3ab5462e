import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createUserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { createTokenService } from '../services/tokens';
import { ADMIN, databaseKinds, setupTestApp, TEST_JWT_SECRET } from '../test/harness';

/** Every call that needs an administrator, with a body that would otherwise be valid. */
const adminRoutes: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/webpage/waitlist/stats' },
  { method: 'GET', url: '/api/webpage/waitlist?page=1&pageSize=50' },
  { method: 'GET', url: '/api/webpage/contact/stats' },
  { method: 'GET', url: '/api/webpage/contact?page=1&pageSize=50' },
  { method: 'PATCH', url: '/api/webpage/contact/1/read' },
  { method: 'PATCH', url: '/api/webpage/contact/1/replied' },
  { method: 'PATCH', url: '/api/webpage/contact/1/notes', payload: { notes: 'x' } },
  { method: 'PATCH', url: '/api/webpage/contact/1/status', payload: { status: 'Closed' } },
  { method: 'GET', url: '/api/waitlist' },
  { method: 'GET', url: '/api/waitlist/export' },
  { method: 'GET', url: '/api/contact' },
  { method: 'GET', url: '/api/contact/export' },
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'POST',
    url: '/api/admin/users',
    payload: { email: 'new@example.com', firstName: 'N', lastName: 'U', password: 'a-long-enough-password' },
  },
  { method: 'PATCH', url: '/api/admin/users/1/admin-status', payload: { isAdmin: true } },
];

describe.each(databaseKinds)('authentication on %s', (kind) => {
  const t = setupTestApp(kind);

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

  describe('POST /api/auth/login', () => {
    it('answers a token and the user for the right e-mail (any case) and password', async () => {
      const response = await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: { id: expect.any(Number), firstName: 'Ada', lastName: 'Lovelace', email: ADMIN.email },
      });
      const stats = await t.app.inject({
        url: '/api/webpage/waitlist/stats',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(stats.statusCode).toBe(200);
    });

    it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
      const unknown = await login({ email: 'nobody@example.com', password: ADMIN.password });
      const wrong = await login({ email: ADMIN.email, password: 'not the password' });
      for (const response of [unknown, wrong]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Invalid email or password',
        });
      }
    });

    it('refuses an account that is not an administrator with the same 401', async () => {
      await createUserRepository(t.db).create({
        email: 'viewer@example.com',
        firstName: 'V',
        lastName: 'U',
        passwordHash: await hashPassword('viewer-password-123'),
        isAdmin: false,
      });
      const response = await login({ email: 'viewer@example.com', password: 'viewer-password-123' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password');
    });

    it.each([
      [{ password: 'x' }, 'Email is required'],
      [{ email: ADMIN.email }, 'Password is required'],
      [{ email: 'not-an-email', password: 'x' }, 'Email must be a valid e-mail address'],
    ])('answers 400 for %j', async (payload, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('every admin call', () => {
    const call = (route: (typeof adminRoutes)[number], authorization?: string) =>
      t.app.inject({ ...route, headers: authorization ? { authorization } : {} });

    it.each(adminRoutes)('$method $url answers 401 without a token', async (route) => {
      const response = await call(route);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Sign in to continue: this call needs an admin session');
    });

    it.each(adminRoutes)('$method $url answers 401 for a forged, expired or malformed token', async (route) => {
      const forged = await createTokenService('another-secret-that-is-long-enough-0123456789', '1h').sign({
        userId: 1,
      });
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('invoiceflow')
        .setAudience('invoiceflow-admin')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      // An unsigned token claiming to be the admin: the algorithm is pinned, so "none" is refused.
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: '1', iss: 'invoiceflow', aud: 'invoiceflow-admin', exp: 9999999999 }),
      ).toString('base64url')}.`;
      for (const token of [forged, expired, unsigned, 'not-a-token']) {
        const response = await call(route, `Bearer ${token}`);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Your session has expired or is invalid. Please sign in again');
      }
    });

    it.each(adminRoutes)('$method $url answers 403 once the account is no longer an administrator', async (route) => {
      const viewer = await createUserRepository(t.db).create({
        email: 'former-admin@example.com',
        firstName: 'F',
        lastName: 'A',
        passwordHash: await hashPassword('former-admin-password'),
        isAdmin: true,
      });
      if (viewer === 'duplicate') throw new Error('unexpected duplicate');
      const token = (await login({ email: 'former-admin@example.com', password: 'former-admin-password' })).json()
        .token;
      await createUserRepository(t.db).setAdmin(viewer.id, false);
      const response = await call(route, `Bearer ${token}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This account is not an administrator');
    });
  });

  describe('user management', () => {
    it('lists accounts without their password hashes and adds one', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: t.auth,
        payload: {
          email: 'second@example.com',
          firstName: 'Second',
          lastName: 'Admin',
          password: 'another-long-password',
        },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        id: expect.any(Number),
        email: 'second@example.com',
        firstName: 'Second',
        lastName: 'Admin',
        isAdmin: true,
        createdAt: expect.any(String),
      });
      const listed = await t.app.inject({ url: '/api/admin/users', headers: t.auth });
      expect(listed.json().map((user: { email: string }) => user.email)).toEqual([ADMIN.email, 'second@example.com']);
      expect(listed.body).not.toMatch(/password|scrypt/i);
      expect((await login({ email: 'second@example.com', password: 'another-long-password' })).statusCode).toBe(200);
    });

    it('refuses a duplicate e-mail and a short password', async () => {
      const duplicate = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: t.auth,
        payload: {
          email: ADMIN.email.toUpperCase(),
          firstName: 'A',
          lastName: 'B',
          password: 'a-long-enough-password',
        },
      });
      expect(duplicate.statusCode).toBe(409);
      const short = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: t.auth,
        payload: { email: 'x@example.com', firstName: 'A', lastName: 'B', password: 'short' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 12 characters');
    });

    it('changes admin status, but never removes the last administrator', async () => {
      const users = await t.app.inject({ url: '/api/admin/users', headers: t.auth });
      const [{ id }] = users.json();
      const last = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}/admin-status`,
        headers: t.auth,
        payload: { isAdmin: false },
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('At least one administrator must remain');
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/users/9999/admin-status',
        headers: t.auth,
        payload: { isAdmin: false },
      });
      expect(missing.statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}/admin-status`,
        headers: t.auth,
        payload: { isAdmin: 'no' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('isAdmin must be true or false');
    });
  });
});
