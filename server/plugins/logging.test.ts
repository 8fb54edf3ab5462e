import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HONEYPOT_FIELD } from '../../src/contract';
import { buildApp } from '../app';
import type { Database } from '../db';
import { createUserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { ADMIN, createTestDatabase, TEST_JWT_SECRET, testConfig, type TestDatabase } from '../test/harness';
import { maskEmail, maskSensitiveText } from './logging';

describe('masking', () => {
  it.each([
    ['ada.lovelace@example.com', 'a***@example.com'],
    ['/api/contact?q=someone%40example.com&page=2', '/api/contact?q=s***@example.com&page=2'],
    ['/api/contact?q=Some.One%2Btag%40Mail.Example.org', '/api/contact?q=S***@Mail.Example.org'],
    ['Key (email)=(victim@example.com) already exists', 'Key (email)=(v***@example.com) already exists'],
    ['two: a@b.io, c@d.io', 'two: a***@b.io, c***@d.io'],
    ['no address: @fastify/rate-limit, v1.2.3@4', 'no address: @fastify/rate-limit, v1.2.3@4'],
  ])('masks the addresses in %j', (text, masked) => {
    expect(maskSensitiveText(text)).toBe(masked);
  });

  it('removes tokens, bearer credentials and secret parameters', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(maskSensitiveText(`Authorization: Bearer ${jwt}`)).toBe('Authorization: Bearer [redacted]');
    expect(maskSensitiveText(`token was ${jwt}.`)).toBe('token was [token].');
    expect(maskSensitiveText('/x?password=hunter2&token=abc&page=1')).toBe(
      '/x?password=[redacted]&token=[redacted]&page=1',
    );
  });

  it('keeps a JSON line valid JSON', () => {
    const line = JSON.stringify({ msg: 'Bearer abc"def\nnext password=x"y\\z', to: 'ada@example.com"' });
    const masked = JSON.parse(maskSensitiveText(line));
    expect(masked).toEqual({ msg: 'Bearer [redacted]"def\nnext password=[redacted]"y\\z', to: 'a***@example.com"' });
  });

  it('masks one address for a message of ours', () => {
    expect(maskEmail('admin@invoiceflow.local')).toBe('a***@invoiceflow.local');
  });
});

describe('what the server logs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  /** The next query fails with this, when set: how a test makes a request fail inside the server. */
  let failure: Error | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const real = database.db;
    const db: Database = {
      kind: real.kind,
      query: (text, params) => (failure ? Promise.reject(failure) : real.query(text, params)),
      transaction: (work) => real.transaction(work),
      maintain: () => real.maintain(),
      close: () => real.close(),
    };
    await createUserRepository(real).upsert({
      email: ADMIN.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: await hashPassword(ADMIN.password),
      isAdmin: true,
    });
    app = await buildApp({
      config: testConfig(),
      db,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('holds no token, password or full e-mail address, whatever happened', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const { token } = login.json<{ token: string }>();
    const authorization = `Bearer ${token}`;
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, password: 'hunter2-wrong' } });
    await app.inject({ url: '/api/contact?q=someone@example.com', headers: { authorization } });
    await app.inject({ url: '/api/waitlist?q=someone%40example.com', headers: { authorization } });
    await app.inject({ url: `/api/webpage/waitlist?token=${token}&password=hunter2`, headers: { authorization } });
    await app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      payload: { email: 'bot.person@example.com', [HONEYPOT_FIELD]: 'https://spam.example' },
    });
    failure = new Error(`duplicate key: Key (email)=(victim@example.com) already exists; sent with ${authorization}`);
    expect((await app.inject({ url: '/api/webpage/waitlist/stats', headers: { authorization } })).statusCode).toBe(500);
    failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 (for victim2@example.com)'), {
      code: 'ECONNREFUSED',
    });
    expect((await app.inject({ url: '/api/webpage/contact/stats', headers: { authorization } })).statusCode).toBe(503);
    failure = undefined;
    const opaque = { password: 'plain-password', token: 'opaque-session-id' };
    app.log.info({ ...opaque, user: opaque }, 'a careless line');

    const log = lines.join('');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of [
      token,
      token.split('.')[2]!,
      ADMIN.email,
      ADMIN.password,
      'hunter2',
      'plain-password',
      'opaque-session-id',
      'someone@example.com',
      'someone%40example.com',
      'victim@example.com',
      'victim2@example.com',
      'bot.person@example.com',
    ]) {
      expect(log).not.toContain(secret);
    }
    // The lines are there, masked: the search, the honeypot, the failure and its stack, the 503.
    expect(log).toContain('/api/contact?q=s***@example.com');
    expect(log).toContain('/api/waitlist?q=s***@example.com');
    expect(log).toContain('/api/webpage/waitlist?token=[redacted]&password=[redacted]');
    const honeypotLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.honeypot === HONEYPOT_FIELD);
    expect(honeypotLine).toMatchObject({ level: 30, email: 'b***@example.com' });
    expect(log).toContain('Key (email)=(v***@example.com) already exists; sent with Bearer [redacted]');
    expect(log).toContain('"statusCode":503');
    expect(log).toContain('"password":"[redacted]"');
    expect(log).toContain('"token":"[redacted]"');
  });
});
