import { randomUUID } from 'node:crypto';

import { generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import type { Database } from '../db';
import { countRows } from '../db/direct/tables';
import { expireRevokedSessions } from '../db/direct/users';
import type { ApiRoute } from '../plugins/auth';
import { createUserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { createTokenService } from '../services/tokens';
import { ADMIN, databaseKinds, setupTestApp, TEST_JWT_SECRET, testConfig } from '@testing/server/harness';

/** Building the app runs no query: a database that refuses every call is enough to list its routes. */
/** What a caller reads when its token no longer opens a session (expired, revoked, replaced). */
const SESSION_ENDED = 'Your session has expired or is invalid. Please sign in again';

const noDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  maintain: async () => {},
  close: async () => {},
};

async function registeredApiRoutes(): Promise<readonly ApiRoute[]> {
  const app = await buildApp({ config: testConfig(), db: noDatabase, jwtSecret: TEST_JWT_SECRET });
  await app.close();
  return app.apiRoutes;
}

/** Every call that needs an administrator, as the app registered it: a new one cannot be left out. */
const adminRoutes = (await registeredApiRoutes())
  .filter((route) => route.access === 'admin')
  .map((route) => ({ ...route, url: route.url.replaceAll(':id', '1') }));

describe('the list of admin routes', () => {
  it('holds every admin call we know of, and only admin calls', async () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/webpage/waitlist/stats',
        'GET /api/webpage/waitlist',
        'GET /api/webpage/contact/stats',
        'GET /api/webpage/contact',
        'GET /api/webpage/contact/1',
        'PATCH /api/webpage/contact/1/read',
        'PATCH /api/webpage/contact/1/replied',
        'PATCH /api/webpage/contact/1/notes',
        'PATCH /api/webpage/contact/1/status',
        'GET /api/waitlist',
        'GET /api/waitlist/export',
        'GET /api/contact',
        'GET /api/contact/export',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PATCH /api/admin/users/1/admin-status',
        'GET /api/webpage/account',
        'PUT /api/webpage/account',
        'POST /api/auth/logout',
        'HEAD /api/admin/users',
        'POST /api/launch/invites/preview',
        'POST /api/launch/invites',
        'GET /api/launch/invites',
        'GET /api/launch/invites/1',
        'GET /api/webpage/saved-replies',
        'POST /api/webpage/saved-replies',
        'PUT /api/webpage/saved-replies/1',
        'DELETE /api/webpage/saved-replies/1',
        'GET /api/webpage/contact/1/sender',
      ]),
    );
    const publicRoutes = (await registeredApiRoutes()).filter((route) => route.access === 'public');
    expect(publicRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/login/2fa',
      'POST /api/auth/password',
      'POST /api/inbound/mail',
      'POST /api/launch/redeem',
      'POST /api/webpage/contact',
      'POST /api/webpage/waitlist',
      'POST /api/webpage/waitlist/status-link',
    ]);
  });

  it('cannot gain an /api route that neither requires an admin nor is marked public', async () => {
    const app = await buildApp({ config: testConfig(), db: noDatabase, jwtSecret: TEST_JWT_SECRET });
    expect(() => app.get('/api/forgotten', async () => 'secret')).toThrow(
      /GET \/api\/forgotten must either run requireAdmin or be marked config: \{ access: 'public' \}, not neither/,
    );
    await app.close();
  });
});

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
      t.app.inject({ method: route.method as 'GET', url: route.url, headers: authorization ? { authorization } : {} });

    /** The status, and the message too except for HEAD, whose answers have no body. */
    const expectRefused = (
      route: (typeof adminRoutes)[number],
      response: Awaited<ReturnType<typeof call>>,
      statusCode: number,
      message: string,
      what?: string,
    ) => {
      expect(response.statusCode, what).toBe(statusCode);
      if (route.method !== 'HEAD') expect(response.json().message, what).toBe(message);
    };

    const claims = (token: SignJWT, issuedAgoSeconds = 0) =>
      token
        .setSubject('1')
        .setIssuer('invoiceflow')
        .setAudience('invoiceflow-admin')
        .setIssuedAt(Math.floor(Date.now() / 1000) - issuedAgoSeconds)
        .setExpirationTime(Math.floor(Date.now() / 1000) - issuedAgoSeconds + 3600);
    const ourKey = new TextEncoder().encode(TEST_JWT_SECRET);

    /**
     * A token signed with our key whose claims are those the server issues for the administrator (user 1,
     * session version 0, one hour), with `changes` applied; an `undefined` change leaves that claim out.
     */
    const ourToken = (changes: JWTPayload = {}) => {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        sub: '1',
        iss: 'invoiceflow',
        aud: 'invoiceflow-admin',
        jti: randomUUID(),
        sessionVersion: 0,
        iat: now,
        exp: now + 3600,
        ...changes,
      };
      for (const [claim, value] of Object.entries(payload)) if (value === undefined) delete payload[claim];
      return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(ourKey);
    };
    const now = () => Math.floor(Date.now() / 1000);

    /**
     * The RSA keys of the "signed with RS256" token, made once: generating a pair for each route's test
     * took three quarters of this file's time (the bad-token tests 20 s of 31 s, 4.7 s now); any pair serves.
     */
    let rsaKeys: ReturnType<typeof generateKeyPair> | undefined;

    /** Tokens that must never open an admin call, each claiming to be the administrator (user 1). */
    const badTokens = async (): Promise<Array<[string, string]>> => {
      const { privateKey } = await (rsaKeys ??= generateKeyPair('RS256'));
      return [
        [
          'forged with another key',
          await createTokenService('another-secret-that-is-long-enough-0123456789', '1h').sign({
            userId: 1,
            sessionVersion: 0,
          }),
        ],
        ['expired', await claims(new SignJWT({}).setProtectedHeader({ alg: 'HS256' }), 7200).sign(ourKey)],
        [
          'signed with HS512 and our key',
          await claims(new SignJWT({}).setProtectedHeader({ alg: 'HS512' })).sign(ourKey),
        ],
        ['signed with RS256', await claims(new SignJWT({}).setProtectedHeader({ alg: 'RS256' })).sign(privateKey)],
        [
          'unsigned (alg none)',
          `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
            JSON.stringify({ sub: '1', iss: 'invoiceflow', aud: 'invoiceflow-admin', exp: 9999999999 }),
          ).toString('base64url')}.`,
        ],
        ['malformed', 'not-a-token'],
        // Signed with our key, each lacking or bending one claim the server's own tokens always have right.
        ['without exp', await ourToken({ exp: undefined })],
        ['without iat', await ourToken({ iat: undefined })],
        ['issued in the future', await ourToken({ iat: now() + 300, exp: now() + 300 + 3600 })],
        ['living longer than the session lifetime (12 h)', await ourToken({ exp: now() + 13 * 3600 })],
        ['issued longer ago than the session lifetime', await ourToken({ iat: now() - 13 * 3600 })],
        ['without a token id', await ourToken({ jti: undefined })],
        ['with a token id that is not a UUID', await ourToken({ jti: "x'; drop table users; --" })],
        ['without a session version', await ourToken({ sessionVersion: undefined })],
        ['of another session version', await ourToken({ sessionVersion: 1 })],
        ['naming a user beyond the id column (2147483648)', await ourToken({ sub: '2147483648' })],
        ['naming user 0', await ourToken({ sub: '0' })],
        ['naming user 1.5', await ourToken({ sub: '1.5' })],
      ];
    };

    it('opens an admin call with a hand-made token whose claims are all right (the bad tokens are bad for one reason)', async () => {
      const response = await t.app.inject({
        url: '/api/webpage/waitlist/stats',
        headers: { authorization: `Bearer ${await ourToken()}` },
      });
      expect(response.statusCode).toBe(200);
    });

    it.each(adminRoutes)('$method $url answers 401 without a token', async (route) => {
      expectRefused(route, await call(route), 401, 'Sign in to continue: this call needs an admin session');
      expectRefused(
        route,
        await call(route, 'Basic YWRtaW46YWRtaW4='),
        401,
        'Sign in to continue: this call needs an admin session',
      );
    });

    it.each(adminRoutes)(
      '$method $url answers 401 for a forged, expired, re-signed or malformed token',
      async (route) => {
        for (const [what, token] of await badTokens()) {
          expectRefused(route, await call(route, `Bearer ${token}`), 401, SESSION_ENDED, what);
        }
      },
    );

    it.each(adminRoutes)(
      '$method $url answers 403 for a valid session of an account that is not an administrator',
      async (route) => {
        const viewer = await createUserRepository(t.db).create({
          email: 'viewer@example.com',
          firstName: 'V',
          lastName: 'U',
          passwordHash: await hashPassword('viewer-password-123'),
          isAdmin: false,
        });
        if (viewer === 'duplicate') throw new Error('unexpected duplicate');
        // Login never gives such an account a session; one signed with our key must still not be enough.
        const token = await createTokenService(TEST_JWT_SECRET, '1h').sign({
          userId: viewer.id,
          sessionVersion: viewer.sessionVersion,
        });
        expectRefused(route, await call(route, `Bearer ${token}`), 403, 'This account is not an administrator');
      },
    );

    it.each(adminRoutes)('$method $url answers 401 once the account is no longer an administrator', async (route) => {
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
      await createUserRepository(t.db).setAdminStatus(viewer.id, false);
      // The demotion ended the account's sessions: the token stays dead even once it is an admin again.
      expectRefused(route, await call(route, `Bearer ${token}`), 401, SESSION_ENDED);
      await createUserRepository(t.db).setAdminStatus(viewer.id, true);
      expectRefused(route, await call(route, `Bearer ${token}`), 401, SESSION_ENDED);
    });
  });

  describe('revoked sessions', () => {
    const OTHER_ADMIN = { email: 'other-admin@example.com', password: 'other-admin-password' };
    const addOtherAdmin = async () => {
      const created = await createUserRepository(t.db).create({
        email: OTHER_ADMIN.email,
        firstName: 'O',
        lastName: 'A',
        passwordHash: await hashPassword(OTHER_ADMIN.password),
        isAdmin: true,
      });
      if (created === 'duplicate') throw new Error('unexpected duplicate');
      return created;
    };
    const signIn = async () => {
      const response = await login(OTHER_ADMIN);
      expect(response.statusCode).toBe(200);
      return response.json<{ token: string }>().token;
    };
    const statsWith = (token: string) =>
      t.app.inject({ url: '/api/webpage/waitlist/stats', headers: { authorization: `Bearer ${token}` } });
    const logout = (token: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });

    /** Every admin route, called with `token`, answers 401 with the session message. */
    const expectRefusedEverywhere = async (token: string) => {
      for (const route of adminRoutes) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        if (route.method !== 'HEAD') {
          expect(response.json().message).toBe(SESSION_ENDED);
        }
      }
    };

    it('ends a session on every admin route once the password is reset (npm run admin:create)', async () => {
      await addOtherAdmin();
      const token = await signIn();
      expect((await statsWith(token)).statusCode).toBe(200);
      // What `npm run admin:create` does for an e-mail that has an account (server/cli/admin-create.ts).
      await createUserRepository(t.db).upsert({
        email: OTHER_ADMIN.email,
        firstName: 'O',
        lastName: 'A',
        passwordHash: await hashPassword('a-new-password-after-reset'),
        isAdmin: true,
      });
      await expectRefusedEverywhere(token);
      const again = await login({ email: OTHER_ADMIN.email, password: 'a-new-password-after-reset' });
      expect((await statsWith(again.json().token)).statusCode).toBe(200);
    });

    it('ends a session on every admin route once the account is demoted through the portal', async () => {
      const other = await addOtherAdmin();
      const token = await signIn();
      const demoted = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${other.id}/admin-status`,
        headers: t.auth,
        payload: { isAdmin: false },
      });
      expect(demoted.statusCode).toBe(200);
      const promoted = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${other.id}/admin-status`,
        headers: t.auth,
        payload: { isAdmin: true },
      });
      expect(promoted.statusCode).toBe(200);
      await expectRefusedEverywhere(token);
    });

    it('logout signs out the token it was given, on every admin route, and only that one', async () => {
      await addOtherAdmin();
      const token = await signIn();
      const otherDevice = await signIn();
      const response = await logout(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedOut: 'session' });
      await expectRefusedEverywhere(token);
      expect((await statsWith(otherDevice)).statusCode).toBe(200);
    });

    it('logout with everywhere: true signs out every session of the account, and a new sign-in works', async () => {
      await addOtherAdmin();
      const token = await signIn();
      const otherDevice = await signIn();
      const response = await logout(token, { everywhere: true });
      expect(response.json()).toEqual({ signedOut: 'everywhere' });
      await expectRefusedEverywhere(token);
      await expectRefusedEverywhere(otherDevice);
      expect((await statsWith(await signIn())).statusCode).toBe(200);
      // Another account's sessions are untouched.
      expect((await statsWith(t.token)).statusCode).toBe(200);
    });

    it('refuses a logout body it does not understand with a 400, and keeps the session', async () => {
      await addOtherAdmin();
      const token = await signIn();
      const response = await logout(token, { everywhere: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('everywhere must be true or false');
      expect((await statsWith(token)).statusCode).toBe(200);
    });

    it('forgets signed-out tokens once they have expired, so the list stays bounded', async () => {
      await addOtherAdmin();
      await logout(await signIn());
      await expireRevokedSessions(t.db);
      await logout(await signIn());
      expect(await countRows(t.db, 'revoked_sessions')).toBe(1);
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
        twoFactorEnabled: false,
        lastSignInAt: null,
        passwordSet: true,
      });
      const listed = await t.app.inject({ url: '/api/admin/users', headers: t.auth });
      expect(listed.json().map((user: { email: string }) => user.email)).toEqual([ADMIN.email, 'second@example.com']);
      expect(listed.body).not.toMatch(/passwordHash|password_hash|scrypt|totp/i);
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
