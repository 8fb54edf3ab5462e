/*
 * Property-based tests: thousands of generated requests, most of them hostile, thrown at every call
 * anyone may make without a session. Whatever arrives, the server answers below 500, refuses with the
 * one JSON error shape and a readable sentence, and stores nothing it refused.
 */
import { STATUS_CODES } from 'node:http';

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { HONEYPOT_FIELD } from '../../src/contract';
import {
  anyRequest,
  type GeneratedRequest,
  honeypotValue,
  humanText,
  isHoneypotFilled,
  validEmail,
} from '../test/arbitraries';
import { databaseKinds, setupTestApp, type TestApp } from '../test/harness';

/**
 * Generated requests per property. PGlite runs the full set (10,200 requests, about 30 s on a quiet
 * 2-core machine); PostgreSQL, reached over a socket and already covered by the same generators, a fifth
 * (2,040). Well-formed logins each cost a password hash, hence their small share.
 */
// Bounded by the run counts above; generous, because other test files share the machine.
vi.setConfig({ testTimeout: 120_000 });
const RUNS = {
  pglite: { anyPublic: 3200, validPublic: 1000, anyLogin: 1770, validLogin: 30 },
  postgres: { anyPublic: 640, validPublic: 200, anyLogin: 354, validLogin: 6 },
};

/** A refusal's message: one readable sentence, no stack trace, no internals. */
const SENTENCE = /^[A-Z][^\n]*\s[^\n]*[a-z][^\n]*$/;

const optional = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(fc.option(arbitrary, { nil: null }), { nil: undefined, freq: 3 });

const validWaitlistBody = fc.record({
  email: validEmail,
  name: optional(humanText(100, { required: false })),
  company: optional(humanText(150, { required: false })),
  source: optional(fc.constantFrom('website', 'referral', 'twitter', ' ', '')),
  [HONEYPOT_FIELD]: honeypotValue,
});

const validContactBody = fc.record({
  firstName: humanText(100, { required: true }),
  lastName: humanText(100, { required: true }),
  email: validEmail,
  subject: humanText(200, { required: true }),
  message: fc.oneof(humanText(5000, { required: true }), fc.constant('€'.repeat(5000))),
  source: optional(fc.constant('website')),
  [HONEYPOT_FIELD]: honeypotValue,
});

const password = fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }).filter((text) => text.length <= 200);

const validLoginBody = fc.record({ email: validEmail, password });

/**
 * Login bodies for the any-request property, all for one account however it is spelt: it is locked
 * after its first failures, so the well-formed ones among them are answered 429 at once instead of
 * each costing a password hash (the 401 path has its own property below).
 */
const lockedAccountLoginBody = fc.record({
  email: fc
    .tuple(fc.mixedCase(fc.constant('locked-out@example.com')), fc.constantFrom('', ' ', '\t'))
    .map(([email, padding]) => padding + email + padding),
  password,
});

type Endpoint = { url: string; table: string; runs: keyof (typeof RUNS)['pglite'] };

describe.each(databaseKinds)('generated requests on %s', (kind) => {
  const t: TestApp = setupTestApp(kind);
  const runs = RUNS[kind];
  const seen = new Map<string, number>();
  afterAll(() => {
    const total = [...seen.values()].reduce((sum, count) => sum + count, 0);
    console.info(`${kind}: ${total} generated requests`, Object.fromEntries([...seen].sort()));
  });

  const countRows = async (table: string) =>
    (await t.db.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0]!.count;

  const send = async (url: string, request: GeneratedRequest) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    const kindOfRequest =
      request.kind === 'wrong content type' ? `${request.kind} ${request.contentType}` : request.kind;
    const key = `${url} ${kindOfRequest} → ${response.statusCode}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    return response;
  };

  const expectRefusal = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      statusCode: response.statusCode,
      error: STATUS_CODES[response.statusCode],
      message: expect.stringMatching(SENTENCE),
    });
  };

  /** Any request: never a 5xx; a refusal stores nothing; an acceptance stores at most its own row. */
  const acceptsOrRefusesCleanly = (endpoint: Endpoint, valid: fc.Arbitrary<Record<string, unknown>>) =>
    fc.assert(
      fc.asyncProperty(anyRequest(valid), async (request) => {
        const before = await countRows(endpoint.table);
        const response = await send(endpoint.url, request);
        const stored = (await countRows(endpoint.table)) - before;
        if (request.kind === 'wrong content type' || request.kind === 'no content type') {
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        }
        if (response.statusCode >= 400) {
          expectRefusal(response);
          expect(stored).toBe(0);
        } else {
          expect(response.statusCode).toBe(201);
          expect(stored).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: runs[endpoint.runs] },
    );

  /** A valid body: 201 with its row (none when the honeypot is filled), or 409 for a known address. */
  const storesValidBodies = (endpoint: Endpoint, valid: fc.Arbitrary<Record<string, unknown>>) =>
    fc.assert(
      fc.asyncProperty(valid, async (body) => {
        const before = await countRows(endpoint.table);
        const response = await send(endpoint.url, {
          kind: 'valid body',
          contentType: 'application/json',
          payload: JSON.stringify(body),
        });
        const stored = (await countRows(endpoint.table)) - before;
        if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
          expect(response.statusCode).toBe(201);
          expect(stored).toBe(0);
        } else if (response.statusCode === 409) {
          expectRefusal(response);
          expect(stored).toBe(0);
        } else {
          expect(response.statusCode).toBe(201);
          expect(stored).toBe(1);
          expect(response.json()).toMatchObject({ id: expect.any(Number), email: String(body.email).trim() });
        }
      }),
      { numRuns: runs.validPublic },
    );

  const waitlist: Endpoint = { url: '/api/webpage/waitlist', table: 'waitlist_entries', runs: 'anyPublic' };
  const contact: Endpoint = { url: '/api/webpage/contact', table: 'contact_messages', runs: 'anyPublic' };
  const login: Endpoint = { url: '/api/auth/login', table: 'users', runs: 'anyLogin' };

  it('POST /api/webpage/waitlist answers any request below 500 and stores nothing it refuses', async () => {
    await acceptsOrRefusesCleanly(waitlist, validWaitlistBody);
  });

  it('POST /api/webpage/waitlist stores every valid sign-up once', async () => {
    await storesValidBodies(waitlist, validWaitlistBody);
  });

  it('POST /api/webpage/contact answers any request below 500 and stores nothing it refuses', async () => {
    await acceptsOrRefusesCleanly(contact, validContactBody);
  });

  it('POST /api/webpage/contact stores every valid message once', async () => {
    await storesValidBodies(contact, validContactBody);
  });

  it('POST /api/auth/login answers any request below 500 and changes no account', async () => {
    await acceptsOrRefusesCleanly(login, lockedAccountLoginBody);
  });

  it('POST /api/auth/login refuses well-formed wrong credentials with 401 (or 429 once an account is locked)', async () => {
    await fc.assert(
      fc.asyncProperty(validLoginBody, async (body) => {
        const response = await send(login.url, {
          kind: 'valid body',
          contentType: 'application/json',
          payload: JSON.stringify(body),
        });
        expect([401, 429]).toContain(response.statusCode);
        expectRefusal(response);
      }),
      { numRuns: runs.validLogin },
    );
  });

  it.each([
    ['/api/webpage/contact', { message: 'nul \u0000 here' }, 'Message'],
    ['/api/webpage/contact', { firstName: 'half a pair \uD83D' }, 'First name'],
    ['/api/webpage/waitlist', { name: '\uDE00 reversed' }, 'Name'],
    ['/api/webpage/waitlist', { company: 'a\u0000' }, 'Company'],
  ])('POST %s refuses text the database cannot store as sent: %j', async (url, field, label) => {
    const valid = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'S',
      message: 'M',
    };
    const response = await t.app.inject({ method: 'POST', url, payload: { ...valid, ...field } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `${label} contains a character that cannot be stored (NUL or a broken Unicode pair)`,
    );
  });

  it('refuses an admin search the database cannot take', async () => {
    const response = await t.app.inject({ url: '/api/contact?q=%00', headers: t.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('q contains a character that cannot be stored (NUL or a broken Unicode pair)');
  });

  it('still serves people afterwards', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: waitlist.url,
      payload: { email: 'after-the-storm@example.com' },
    });
    expect(response.statusCode).toBe(201);
  });
});
