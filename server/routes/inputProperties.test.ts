/*
 * Property-based tests: thousands of generated requests, most of them hostile, thrown at every call
 * anyone may make without a session. Whatever arrives, the server answers below 500, refuses with the
 * one JSON error shape and a readable sentence, and stores nothing it refused.
 */
import { STATUS_CODES } from 'node:http';

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { HONEYPOT_FIELD } from '@shared/contract';
import {
  anyRequest,
  type GeneratedRequest,
  honeypotValue,
  humanText,
  isHoneypotFilled,
  validEmail,
} from '@testing/server/arbitraries';
import { databaseKinds, setupTestApp, type TestApp } from '@testing/server/harness';
import { countRows, type StoredTable } from '../db/direct/tables';

/**
 * Generated requests per property. PGlite runs the full set (10,200 requests, about 30 s on a quiet
 * 2-core machine); PostgreSQL, reached over a socket and already covered by the same generators, a fifth
 * (2,040). Well-formed logins each cost a password hash, hence their small share.
 */
// Bounded by the run counts above; generous, because other test files share the machine.
vi.setConfig({ testTimeout: 120_000 });
const RUNS = {
  pglite: { anyPublic: 3200, validPublic: 1000, anyLogin: 1770, validLogin: 30, edges: 600 },
  postgres: { anyPublic: 640, validPublic: 200, anyLogin: 354, validLogin: 6, edges: 200 },
};

/**
 * Dates at the edges of their types, as a client may write them: years 0, 1, 9999 and 10000, negative
 * and huge ones, in four digits or ISO's expanded form (`+275760`), and any instant JavaScript's Date
 * can hold (±8.64e15 ms, years -271821 to 275760). `valid` says whether the server must take it: a year
 * 1-9999 written in four digits, on a day that exists.
 */
const JS_DATE_LIMIT_MS = 8.64e15;
const edgeYear = fc.oneof(
  fc.constantFrom(0, 1, 2, 999, 1000, 9999, 10000, -1, -271821, 275760, 1_000_000),
  fc.integer({ min: 1, max: 9999 }),
  fc.integer({ min: -300_000, max: 300_000 }),
);
const writtenDate = fc
  .record({
    year: edgeYear,
    expanded: fc.boolean(),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    time: fc.constantFrom('', 'T00:00:00Z', 'T23:59:59.999Z', 'T12:00:00+00:00'),
  })
  .map(({ year, expanded, month, day, time }) => {
    const digits = String(Math.abs(year)).padStart(expanded ? 6 : 4, '0');
    const sign = year < 0 ? '-' : expanded ? '+' : '';
    const pad = (value: number) => String(value).padStart(2, '0');
    const text = `${sign}${digits}-${pad(month)}-${pad(day)}${time}`;
    return { text, valid: sign === '' && digits.length === 4 && year >= 1 };
  });
const anyDateInstant = fc
  .date({ min: new Date(-JS_DATE_LIMIT_MS), max: new Date(JS_DATE_LIMIT_MS), noInvalidDate: true })
  .chain((date) => {
    const iso = date.toISOString();
    const year = date.getUTCFullYear();
    return fc
      .constantFrom(iso, iso.slice(0, iso.indexOf('T')))
      .map((text) => ({ text, valid: year >= 1 && year <= 9999 }));
  });
/** A date bound: an edge date, any instant, or any text at all (`valid` undefined: 200 or 400). */
const edgeDate = fc.oneof(
  writtenDate,
  anyDateInstant,
  fc.string({ maxLength: 30 }).map((text) => ({ text, valid: undefined as boolean | undefined })),
);

/** The largest value of the id columns (PostgreSQL's integer). */
const MAX_ID = 2_147_483_647;
/**
 * An id as a path or query carries it: 0, -1, 2^31-1, 2^31, 2^53, numbers of any size and form, and
 * any text. `valid`: digits only, 1 to 2^31-1.
 */
const edgeIdText = fc
  .oneof(
    fc.constantFrom('0', '-1', '1', '01', String(MAX_ID), String(MAX_ID + 1), String(2 ** 53), String(2 ** 53 + 1)),
    fc.constantFrom('1e3', '0x10', '1.5', '+1', '-0', 'NaN', 'Infinity', '١', ' 1', '99999999999999999999999'),
    fc.integer({ min: -MAX_ID - 10, max: MAX_ID + 10 }).map(String),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .filter((text) => text.trim() !== '' && !/^\.+$/.test(text));
const isValidIdText = (text: string) => /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;
/** An id in a JSON body, as the raw number text: the same edges, fractions and exponents. */
const edgeIdJson = fc.oneof(
  edgeIdText.filter((text) => /^-?(0|[1-9]\d*)$/.test(text)),
  fc.constantFrom('1.5', '1e0', '2147483647.0', '2.147483648e9', '-0', '1e400', '"1"', 'null', 'true'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);
const isValidIdJson = (text: string) => {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
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

type Endpoint = { url: string; table: StoredTable; runs: keyof (typeof RUNS)['pglite'] };

describe.each(databaseKinds)('generated requests on %s', (kind) => {
  const t: TestApp = setupTestApp(kind);
  const runs = RUNS[kind];
  const seen = new Map<string, number>();
  afterAll(() => {
    const total = [...seen.values()].reduce((sum, count) => sum + count, 0);
    console.info(`${kind}: ${total} generated requests`, Object.fromEntries([...seen].sort()));
  });

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
        const before = await countRows(t.db, endpoint.table);
        const response = await send(endpoint.url, request);
        const stored = (await countRows(t.db, endpoint.table)) - before;
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
        const before = await countRows(t.db, endpoint.table);
        const response = await send(endpoint.url, {
          kind: 'valid body',
          contentType: 'application/json',
          payload: JSON.stringify(body),
        });
        const stored = (await countRows(t.db, endpoint.table)) - before;
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

  describe('dates and ids at the edges of their types', () => {
    /** `route`: how the call is counted in the summary (its path when absent). */
    type AdminCall = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: string; route?: string };
    const adminCall = async ({ method, url, payload, route = url.split('?')[0] }: AdminCall) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...t.auth, ...(payload !== undefined && { 'content-type': 'application/json' }) },
        ...(payload !== undefined && { payload }),
      });
      const key = `${method} ${route} → ${response.statusCode}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return response;
    };

    /** `valid`: the call must succeed (`successes`); false: a 400 whose sentence starts with `label`; undefined: either. */
    const expectAnswer = (
      response: LightMyRequestResponse,
      { valid, label, successes }: { valid: boolean | undefined; label: RegExp; successes: number[] },
    ) => {
      if (valid === undefined) expect([...successes, 400]).toContain(response.statusCode);
      else expect(response.statusCode).toBe(valid ? successes[0] : 400);
      // The sentence starts with the parameter's name as it is spelt in the request (`from`, `ids`).
      if (response.statusCode === 400) {
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringMatching(label),
        });
        expect(response.json().message).toMatch(/^\S+ [^\n]*[a-z][^\n]*$/);
      }
    };

    const query = (parameters: Record<string, string>) => new URLSearchParams(parameters).toString();
    const dateCalls: Array<(bound: 'from' | 'to', date: string) => AdminCall> = [
      (bound, date) => ({ method: 'GET', url: `/api/waitlist?${query({ [bound]: date })}` }),
      (bound, date) => ({ method: 'GET', url: `/api/contact?${query({ [bound]: date })}` }),
      (bound, date) => ({ method: 'GET', url: `/api/waitlist/export?${query({ [bound]: date })}` }),
      (bound, date) => ({ method: 'GET', url: `/api/contact/export?${query({ [bound]: date })}` }),
      (bound, date) => ({
        method: 'POST',
        url: '/api/waitlist/bulk',
        payload: JSON.stringify({ action: 'restore', filter: { [bound]: date } }),
      }),
      (bound, date) => ({
        method: 'POST',
        url: '/api/contact/bulk',
        payload: JSON.stringify({ action: 'read', filter: { [bound]: date } }),
      }),
      (bound, date) => ({
        method: 'POST',
        url: '/api/launch/invites/preview',
        payload: JSON.stringify({ filter: { [bound]: date } }),
      }),
    ];

    it.each([
      ['/api/waitlist?from=275760-09-13', 'from'],
      ['/api/waitlist?from=-271821-04-20T00:00:00Z', 'from'],
      ['/api/contact?to=%2B275760-09-13T00:00:00.000Z', 'to'],
      ['/api/waitlist/export?to=0000-12-31', 'to'],
      ['/api/contact/export?from=10000-01-01', 'from'],
    ])('answers %s with 400: outside the years 1-9999', async (url, label) => {
      const response = await adminCall({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${label} must be a date between the years 1 and 9999`);
    });

    it('answers a date in any query or filter with 200 when it is in the years 1-9999, else 400 (never 500)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...dateCalls),
          fc.constantFrom('from' as const, 'to' as const),
          edgeDate,
          async (call, bound, { text, valid }) => {
            const response = await adminCall(call(bound, text));
            expectAnswer(response, { valid, label: new RegExp(`^${bound} `), successes: [200] });
          },
        ),
        { numRuns: runs.edges },
      );
    });

    it('answers an id in a path with 400 outside 1-2147483647 (never 500)', async () => {
      const idCalls: Array<(id: string) => AdminCall> = [
        (id) => ({ method: 'GET', url: `/api/launch/invites/${id}`, route: '/api/launch/invites/:id' }),
        (id) => ({ method: 'GET', url: `/api/contact/${id}/replies`, route: '/api/contact/:id/replies' }),
        (id) => ({ method: 'PATCH', url: `/api/webpage/contact/${id}/read`, route: '/api/webpage/contact/:id/read' }),
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...idCalls), edgeIdText, async (call, id) => {
          const response = await adminCall(call(encodeURIComponent(id)));
          // No such row is a 404: the id itself was fine.
          expectAnswer(response, { valid: isValidIdText(id) ? undefined : false, label: /^id /, successes: [404] });
        }),
        { numRuns: runs.edges },
      );
    });

    it('answers ids in an export query and a bulk body with 400 outside 1-2147483647 (never 500)', async () => {
      const exportCall = fc
        .tuple(
          fc.constantFrom('/api/waitlist/export', '/api/contact/export'),
          fc.array(edgeIdText, { minLength: 1, maxLength: 3 }),
        )
        .map(([path, ids]) => ({
          call: { method: 'GET' as const, url: `${path}?${query({ ids: ids.join(',') })}` },
          // The list is trimmed as a whole, then split at its commas.
          valid: ids.join(',').trim().split(',').every(isValidIdText),
        }));
      const bulkCall = fc
        .tuple(
          fc.constantFrom(
            { url: '/api/waitlist/bulk', fields: '"action":"restore",' },
            { url: '/api/contact/bulk', fields: '"action":"read",' },
            { url: '/api/launch/invites/preview', fields: '' },
          ),
          fc.array(edgeIdJson, { minLength: 1, maxLength: 3 }),
        )
        .map(([{ url, fields }, ids]) => ({
          call: { method: 'POST' as const, url, payload: `{${fields}"ids":[${ids.join(',')}]}` },
          valid: ids.every(isValidIdJson),
        }));
      await fc.assert(
        fc.asyncProperty(fc.oneof(exportCall, bulkCall), async ({ call, valid }) => {
          expectAnswer(await adminCall(call), { valid, label: /^ids /, successes: [200] });
        }),
        { numRuns: runs.edges },
      );
    });

    it('answers any page, page size and chart range below 500', async () => {
      const numberText = fc.oneof(edgeIdText, fc.double().map(String));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            '/api/waitlist?page=',
            '/api/contact?pageSize=',
            '/api/mail/outbox?page=',
            '/api/waitlist/signups?days=',
          ),
          numberText,
          async (path, value) => {
            const response = await adminCall({ method: 'GET', url: path + encodeURIComponent(value) });
            expectAnswer(response, { valid: undefined, label: /^(page|pageSize|days) /, successes: [200] });
          },
        ),
        { numRuns: runs.edges },
      );
    });
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
