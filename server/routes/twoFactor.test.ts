import { randomUUID } from 'node:crypto';

import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import {
  CHALLENGE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  RECENT_SIGN_IN_MESSAGE,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@shared/contract';
import { databaseKinds, setupTestApp, TEST_JWT_SECRET, type TestApp } from '@testing/server/harness';
import { createUserRepository, type StoredUser } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { currentTotpCode } from '../services/twoFactor';
import { ACCOUNT_LOCKED_MESSAGE } from './auth';

/** A clock the tests move: each authenticator code belongs to a 30-second step of it. */
const clock = { now: new Date('2026-11-30T10:00:00Z') };
const later = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

/**
 * A second administrator, so that the factor's session changes never touch the harness's own token; a new
 * address per test, as the app (and its per-account lock) lives through the whole file.
 */
const PERSON = { email: '', password: 'a long enough password' };
let people = 0;

async function addPerson(t: TestApp) {
  people += 1;
  PERSON.email = `grace${people}@example.com`;
  const added = await createUserRepository(t.db).create({
    email: PERSON.email,
    firstName: 'Grace',
    lastName: 'Hopper',
    passwordHash: await hashPassword(PERSON.password),
    isAdmin: true,
  });
  expect(added).toMatchObject({ email: PERSON.email });
  return added as StoredUser;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInWithPassword(t: TestApp) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: PERSON });
  expect(login.statusCode).toBe(200);
  return login.json<{ token?: string; twoFactorRequired?: true; challenge?: string }>();
}

/** Signs PERSON in (without a factor) and turns one on: the secret, the codes and the renewed token. */
async function enrol(t: TestApp) {
  await addPerson(t);
  const { token } = await signInWithPassword(t);
  const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(token!) });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/InvoiceFlow:grace\d+%40example\.com\?.*secret=[A-Z2-7]+/);
  const enabled = await withCode(t, 'enable', token!, currentTotpCode(secret, clock.now));
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes, token: renewed } = enabled.json<{ recoveryCodes: string[]; token: string }>();
  return { secret, recoveryCodes, oldToken: token!, token: renewed };
}

/** A signed-in call of the factor (`setup`, `enable`, `disable`, `recovery-codes`) with a code. */
const withCode = (t: TestApp, call: string, token: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/2fa/${call}`, headers: bearer(token), payload: { code } });

const secondStep = (t: TestApp, challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });

describe.each(databaseKinds)('the second factor on %s', (kind) => {
  const t = setupTestApp(kind, { now: () => clock.now });

  it('enrols with a first code: ten recovery codes, and every other session of the account ends', async () => {
    const { recoveryCodes, oldToken, token } = await enrol(t);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stats = (headers: Record<string, string>) => t.app.inject({ url: '/api/webpage/waitlist/stats', headers });
    expect((await stats(bearer(oldToken))).statusCode).toBe(401);
    expect((await stats(bearer(token))).statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/auth/2fa', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT, required: false });
    // A second setup while one is on is refused rather than replacing the factor unnoticed.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(token) })).statusCode,
    ).toBe(409);
  });

  it('refuses to enrol with a wrong first code, and keeps the account without a factor', async () => {
    await addPerson(t);
    const { token } = await signInWithPassword(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(token!) });
    const enabled = await withCode(t, 'enable', token!, '000000');
    // 403, not 401: the session is fine, and a client that signs out on 401 keeps it.
    expect(enabled.statusCode).toBe(403);
    expect(enabled.json().message).toBe(INVALID_CODE_MESSAGE);
    expect((await signInWithPassword(t)).token).toEqual(expect.any(String));
  });

  it('gives an enrolled admin no token for the password alone: a code of the second step does, once', async () => {
    const { secret } = await enrol(t);
    later(30);
    const first = await signInWithPassword(t);
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    // The challenge is no session.
    const asSession = await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: bearer(first.challenge!) });
    expect(asSession.statusCode).toBe(401);

    const code = currentTotpCode(secret, clock.now);
    const signedIn = await secondStep(t, first.challenge!, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), user: { email: PERSON.email } });
    expect(signedIn.json()).not.toHaveProperty('twoFactorSetupRequired');
    const { token } = signedIn.json<{ token: string }>();
    expect((await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: bearer(token) })).statusCode).toBe(200);

    // The same code again, within its 30 seconds, is refused: someone who saw it over a shoulder gets nothing.
    const again = await secondStep(t, (await signInWithPassword(t)).challenge!, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(INVALID_CODE_MESSAGE);
  });

  it('trades a challenge for one session only: seen again with a later code, it opens nothing', async () => {
    const { secret } = await enrol(t);
    later(30);
    const { challenge } = await signInWithPassword(t);
    expect((await secondStep(t, challenge!, currentTotpCode(secret, clock.now))).statusCode).toBe(200);
    later(30);
    const again = await secondStep(t, challenge!, currentTotpCode(secret, clock.now));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
  });

  it('sets up a factor only for a sign-in of the last 15 minutes: a stolen older session cannot put in its own', async () => {
    const person = await addPerson(t);
    const issuedAt = Math.floor(Date.now() / 1000) - 16 * 60;
    const olderSession = await new SignJWT({ sessionVersion: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(person.id))
      .setIssuer('invoiceflow')
      .setAudience('invoiceflow-admin')
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const url of ['/api/auth/2fa/setup', '/api/auth/2fa/enable']) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(olderSession),
        payload: { code: '123456' },
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(RECENT_SIGN_IN_MESSAGE);
    }
    // The same account, signed in just now, may.
    const { token } = await signInWithPassword(t);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(token!) })).statusCode,
    ).toBe(200);
  });

  it('tells the owner by mail of every change to their factor', async () => {
    const { secret, token } = await enrol(t);
    later(30);
    const renewed = await withCode(t, 'recovery-codes', token, currentTotpCode(secret, clock.now));
    expect(renewed.statusCode).toBe(200);
    later(30);
    const off = await withCode(t, 'disable', token, currentTotpCode(secret, clock.now));
    expect(off.statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/api/mail/outbox', headers: t.auth });
    const notices = outbox
      .json<{ kind: string; to: string[]; subject: string }[]>()
      .filter((mail) => mail.kind === 'security_notice');
    expect(notices.map((mail) => [mail.to, mail.subject])).toEqual([
      [[PERSON.email], 'Your InvoiceFlow admin account: two-factor authentication is off'],
      [[PERSON.email], 'Your InvoiceFlow admin account: new recovery codes'],
      [[PERSON.email], 'Your InvoiceFlow admin account: two-factor authentication is on'],
    ]);
  });

  it('takes each recovery code once, in any case and without its dashes', async () => {
    const { recoveryCodes } = await enrol(t);
    const code = recoveryCodes[3]!;
    const once = await secondStep(t, (await signInWithPassword(t)).challenge!, code.replaceAll('-', '').toUpperCase());
    expect(once.statusCode).toBe(200);
    const twice = await secondStep(t, (await signInWithPassword(t)).challenge!, code);
    expect(twice.statusCode).toBe(401);
    const status = await t.app.inject({ url: '/api/auth/2fa', headers: bearer(once.json().token) });
    expect(status.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('locks the account after six wrong codes as after six wrong passwords, even for the right code then', async () => {
    const { secret } = await enrol(t);
    const { challenge } = await signInWithPassword(t);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await secondStep(t, challenge!, '123456')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    later(30);
    const right = await secondStep(t, challenge!, currentTotpCode(secret, clock.now));
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(ACCOUNT_LOCKED_MESSAGE);
    // Each refusal is in the audit trail, against the account and by nobody.
    const failed = await t.app.inject({ url: '/api/admin/audit?action=sign_in_failed', headers: t.auth });
    expect(failed.json().map((event: { actor: null; detail: string }) => [event.actor, event.detail])).toEqual([
      [null, 'account locked'],
      [null, 'account locked'],
      ...Array.from({ length: 5 }, () => [null, 'wrong code']),
    ]);
  });

  it('ends a challenge when the account changed after the password step (the factor turned off)', async () => {
    const { secret, token } = await enrol(t);
    const { challenge } = await signInWithPassword(t);
    later(30);
    const off = await withCode(t, 'disable', token, currentTotpCode(secret, clock.now));
    expect(off.statusCode).toBe(200);
    later(30);
    const late = await secondStep(t, challenge!, currentTotpCode(secret, clock.now));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    // Off: the password alone signs in again, and the old session ended with the change.
    expect((await signInWithPassword(t)).token).toEqual(expect.any(String));
    expect((await t.app.inject({ url: '/api/auth/2fa', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('regenerates the recovery codes for a current code: the old ones stop working', async () => {
    const { secret, recoveryCodes, token } = await enrol(t);
    const wrong = await withCode(t, 'recovery-codes', token, '000000');
    expect(wrong.statusCode).toBe(403);
    const refused = await t.app.inject({ url: '/api/admin/audit?action=two_factor_code_refused', headers: t.auth });
    expect(refused.json()).toEqual([expect.objectContaining({ detail: 'wrong code', actor: expect.anything() })]);
    later(30);
    const fresh = await withCode(t, 'recovery-codes', token, currentTotpCode(secret, clock.now));
    expect(fresh.statusCode).toBe(200);
    const { recoveryCodes: replaced } = fresh.json<{ recoveryCodes: string[] }>();
    expect(replaced).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await secondStep(t, (await signInWithPassword(t)).challenge!, recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await secondStep(t, (await signInWithPassword(t)).challenge!, replaced[0]!)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('ADMIN_2FA=required on %s', (kind) => {
  const t = setupTestApp(kind, { now: () => clock.now, config: { ADMIN_2FA: 'required' } });

  it('lets an admin without a factor do nothing but set one up, then everything', async () => {
    const refused = await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    // The harness's admin, signing in again, is told to set it up.
    const { email, password } = { email: 'admin@example.com', password: 'correct horse battery staple' };
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.json()).toMatchObject({ twoFactorSetupRequired: true });

    const { token } = await enrol(t);
    expect((await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: bearer(token) })).statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/auth/2fa', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: true, required: true });
  });
});
