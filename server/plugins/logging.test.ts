import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HONEYPOT_FIELD } from '@shared/contract';
import { buildApp } from '../app';
import { failingStatements } from '../db/failingStatements';
import { createUserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { ADMIN, createTestDatabase, TEST_JWT_SECRET, testConfig, type TestDatabase } from '@testing/server/harness';
import { maskEmail, maskSensitiveText, maskUrl } from './logging';

describe('masking', () => {
  it.each([
    ['ada.lovelace@example.com', 'a***@example.com'],
    ['/api/contact?search=someone%40example.com&page=2', '/api/contact?search=s***@example.com&page=2'],
    ['/api/contact?search=Some.One%2Btag%40Mail.Example.org', '/api/contact?search=S***@Mail.Example.org'],
    ['Key (email)=(victim@example.com) already exists', 'Key (email)=(v***@example.com) already exists'],
    ['two: a@b.io, c@d.io', 'two: a***@b.io, c***@d.io'],
    // Every character the contract takes in a local part, so none of the person shows.
    ["to o'neil.{team}!~@example.com", 'to o***@example.com'],
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

describe('URLs in the log', () => {
  it.each([
    // Decoded before masking: an encoded dot or @ hides nothing.
    ['/api/waitlist?email=secret.person%40example%2Ecom', '/api/waitlist?email=[redacted]'],
    ['/api/contact?q=secret.person3%40example', '/api/contact?q=[redacted]'],
    ['/api/contact?q=Ada+Lovelace&page=2', '/api/contact?q=[redacted]&page=2'],
    // Secret keys by pattern, in any case, even when the key itself is encoded.
    [
      '/x?pwd=a&pass=b&passwd=c&api_key=d&API-KEY=e&clientSecret=f&accessToken=g&contactEmail=h&e%6Dail=i',
      '/x?pwd=[redacted]&pass=[redacted]&passwd=[redacted]&api_key=[redacted]&API-KEY=[redacted]&clientSecret=[redacted]&accessToken=[redacted]&contactEmail=[redacted]&email=[redacted]',
    ],
    // Any value that looks like an address, under any key, with or without a top-level domain.
    ['/api/waitlist?search=secret.person3%40example&page=2', '/api/waitlist?search=s***@example&page=2'],
    ['/x?who=ada%2540example.com', '/x?who=a***@example.com'],
    ['/x?who=Ada%20Lovelace%20%3Cada%40example.com%3E', '/x?who=A***@example.com'],
    ['/api/users/ada%40example%2Ecom/x', '/api/users/a***@example.com/x'],
    ['/api/users/ada@example', '/api/users/a***@example'],
    // What holds nothing personal stays as it came.
    ['/api/waitlist?page=2&sort=newest&from=2026-01-01', '/api/waitlist?page=2&sort=newest&from=2026-01-01'],
    ['/api/contact/12/replies', '/api/contact/12/replies'],
  ])('logs %j as %j', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
    // The same, where a URL is quoted inside another line (an error message).
    expect(maskSensitiveText(`Route GET:${url} not found`)).toBe(`Route GET:${masked} not found`);
  });

  it('masks an encoded address outside a URL too', () => {
    expect(maskSensitiveText('mail to secret.person%40example%2Ecom failed')).toBe('mail to s***@example.com failed');
  });

  it('keeps a JSON line holding a URL valid JSON', () => {
    const line = JSON.stringify({ req: { url: '/x?q="a\\b"&who=%22ada%40example.com%22&t=%5C' } });
    const masked = maskSensitiveText(line);
    expect(() => JSON.parse(masked)).not.toThrow();
    expect(masked).not.toMatch(/ada/);
    expect(masked).toContain('***@example.com');
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
    const db = failingStatements(real, () => failure);
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
    // The lines are there, masked: the searches (their access lines, without the query string), the
    // honeypot, the failure and its stack, the 503.
    expect(log).toContain('"path":"/api/contact"');
    expect(log).toContain('"path":"/api/waitlist"');
    expect(log).toContain('"path":"/api/webpage/waitlist"');
    const honeypotLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.honeypot === HONEYPOT_FIELD);
    expect(honeypotLine).toMatchObject({ level: 30, email: 'b***@example.com' });
    expect(log).toContain('Key (email)=(v***@example.com) already exists; sent with Bearer [redacted]');
    expect(log).toContain('"statusCode":503');
    expect(log).toContain('"password":"[redacted]"');
    expect(log).toContain('"token":"[redacted]"');
  });
});
