import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUserRepository } from '../repositories/users';
import { createLoginThrottle, personalDataKeySecret } from '../services/loginThrottle';
import { hashPassword, lowerHashCostForTests } from '../services/passwords';
import { createMemoryCounter } from '../services/windowCounter';
import { ADMIN, databaseKinds, setupTestApp, TEST_JWT_SECRET } from '@testing/server/harness';
import { ACCOUNT_LOCKED_MESSAGE } from './auth';

describe.each(databaseKinds)('per-account login lockout on %s', (kind) => {
  // The default: 5 failures per account in 15 minutes. Each test uses accounts of its own.
  const t = setupTestApp(kind);

  let address = 0;
  /** Every attempt from a new address, so only the per-account limit can refuse it. */
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `198.51.100.${++address % 250}`,
      payload: { email, password },
    });

  /** An administrator of the test's own: a lock lasts 15 minutes, longer than the file. */
  const createAdmin = async (email: string) => {
    await createUserRepository(t.db).create({
      email,
      firstName: 'Lock',
      lastName: 'Test',
      passwordHash: await hashPassword(ADMIN.password),
      isAdmin: true,
    });
    return email;
  };

  const expectLocked = (response: Awaited<ReturnType<typeof login>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: ACCOUNT_LOCKED_MESSAGE });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('locks an account after 5 failures, whatever the password, even the right one', async () => {
    const email = await createAdmin('locked@example.com');
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(email, 'wrong')).statusCode).toBe(401);
    expectLocked(await login(email, 'wrong again'));
    expectLocked(await login(email, ADMIN.password));
    // Other accounts are not affected.
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('counts unknown e-mails the same way, with the same answers', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await login('ghost@example.com', 'x')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expectLocked(await login('ghost@example.com', 'y'));
  });

  it('treats every spelling of an address as one account', async () => {
    const spellings = [
      'case@example.com',
      'CASE@example.com',
      ' Case@Example.COM',
      'case@EXAMPLE.com\t',
      'cAsE@example.com',
    ];
    for (const email of spellings) expect((await login(email, 'wrong')).statusCode).toBe(401);
    expectLocked(await login('Case@Example.com', 'wrong'));
  });

  it('clears the count on a success', async () => {
    const email = await createAdmin('cleared@example.com');
    for (let attempt = 0; attempt < 4; attempt++) await login(email.toUpperCase(), 'wrong');
    expect((await login(email, ADMIN.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(email, 'wrong')).statusCode).toBe(401);
    expectLocked(await login(email, ADMIN.password));
  });

  it('lets no more than 5 of many simultaneous guesses reach the password check', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => login('burst@example.com', 'guess')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });
});

describe('the in-memory failure counter', () => {
  it('ends a lock when its window has passed', async () => {
    let now = 0;
    const throttle = createLoginThrottle(
      createMemoryCounter(60_000, () => now),
      2,
      personalDataKeySecret(TEST_JWT_SECRET),
    );
    expect(await throttle.begin('a@example.com')).toEqual({ allowed: true });
    expect(await throttle.begin('a@example.com')).toEqual({ allowed: true });
    now = 15_500;
    expect(await throttle.begin('A@example.com')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now = 60_000;
    expect(await throttle.begin('a@example.com')).toEqual({ allowed: true });
  });
});

describe('the time a login takes', () => {
  // At the real cost: the administrator's hash (made in setupTestApp's beforeAll) and the decoy.
  beforeAll(() => lowerHashCostForTests(false));
  afterAll(() => lowerHashCostForTests());
  // Many failures on one account: the lockout must not end the measurement early.
  const t = setupTestApp('pglite', { config: { LOGIN_LOCKOUT_ATTEMPTS: '1000' } });

  const timeLogin = async (email: string) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('is about the same for an unknown e-mail and a wrong password', async () => {
    const unknown: number[] = [];
    const known: number[] = [];
    // Interleaved, so a busy moment of the machine slows both alike.
    for (let attempt = 0; attempt < 20; attempt++) {
      unknown.push(await timeLogin(`nobody-${attempt}@example.com`));
      known.push(await timeLogin(ADMIN.email));
    }
    const ratio = median(unknown) / median(known);
    console.info(
      `login medians: unknown e-mail ${median(unknown).toFixed(1)} ms, wrong password ${median(known).toFixed(1)} ms`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe.each(databaseKinds)('per-address login limit on %s', (kind) => {
  // RATE_LIMIT_LOGIN's default: 10 failed sign-ins per client address in 15 minutes.
  const t = setupTestApp(kind, { config: { RATE_LIMIT_LOGIN: '10' } });

  let address = 0;
  /** A client address of the test's own. */
  const newAddress = () => `192.0.2.${++address}`;
  const login = (remoteAddress: string, payload: { email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload });
  /** A failure on an account of its own each time, so only the per-address limit can refuse. */
  let guess = 0;
  const fail = (remoteAddress: string) =>
    login(remoteAddress, { email: `guess-${++guess}@example.com`, password: 'x' });

  const expectLimited = (response: Awaited<ReturnType<typeof login>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(response.json().message).toBe(`Too many requests. Please try again in ${retryAfter} seconds.`);
  };

  it('never counts successful sign-ins: 15 in a row from one address all succeed', async () => {
    const from = newAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 15; attempt++) statuses.push((await login(from, ADMIN)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 15 }, () => 200));
    // Its whole allowance of failures is still there.
    for (let attempt = 0; attempt < 10; attempt++) expect((await fail(from)).statusCode).toBe(401);
    expectLimited(await fail(from));
  });

  it('refuses every attempt, the right password included, after RATE_LIMIT_LOGIN failures', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < 10; attempt++) expect((await fail(from)).statusCode).toBe(401);
    expectLimited(await login(from, ADMIN));
    expectLimited(await fail(from));
    // Another address has an allowance of its own.
    expect((await login(newAddress(), ADMIN)).statusCode).toBe(200);
  });

  it('does not let a success clear the failures already counted', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < 9; attempt++) expect((await fail(from)).statusCode).toBe(401);
    expect((await login(from, ADMIN)).statusCode).toBe(200);
    expect((await fail(from)).statusCode).toBe(401);
    expectLimited(await login(from, ADMIN));
  });
});
