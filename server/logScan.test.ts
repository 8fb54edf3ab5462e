/*
 * The log of a whole working session, read as someone who gets hold of it would: a real server
 * (startServer, listening on a port, called over HTTP) goes through what a day brings, and every line
 * it writes is searched for each address, password and token used along the way.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { startServer } from './server';
import { createTestDatabase, type TestDatabase } from '@testing/server/harness';
import { redisAvailable, testRedisUrl, uniqueKeyPrefix } from '@testing/server/redis';

const OPERATOR = { email: 'operator.secret@example.com', password: 'Operator-Password-4242!' };
const WRONG_PASSWORD = 'Wrong-Password-7777!';
const UNKNOWN_ACCOUNT = { email: 'unknown.secret.person@example.net', password: 'Guessed-Password-9999!' };
/** The people of the session: what they type, in the spellings and encodings it reaches the server in. */
const PEOPLE = [
  'secret.person1@example.com',
  'Secret.Person2+tag@example.co.uk',
  'secret.person3@example.org',
  'secret_person4@example.de',
];

describe('the log of a whole session', () => {
  const lines: string[] = [];
  let dataDir: string | undefined;
  let database: TestDatabase | undefined;
  let token = '';
  /** How many requests the session sent. */
  let requestsSent = 0;

  beforeAll(async () => {
    const env: Record<string, string> = {
      PORT: '0',
      SITE_DIR: 'none',
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
      // Everything the server would say, not only what production shows.
      LOG_LEVEL: 'trace',
    };
    if (process.env.TEST_DATABASE_URL) {
      database = await createTestDatabase('postgres');
      env.DATABASE_URL = database.databaseUrl!;
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-log-scan-'));
      env.DATA_DIR = dataDir;
    }
    if (redisAvailable) Object.assign(env, { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: uniqueKeyPrefix() });
    const config = loadConfig(env);
    const server = await startServer(config, {
      logger: { level: config.logLevel, stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      token = await runSession(server.url);
    } finally {
      await server.close();
    }
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Sign-ups, messages, a login, admin work with the token, searches by address, export, failures, logout. */
  async function runSession(base: string): Promise<string> {
    const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
      requestsSent += 1;
      return fetch(`${base}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    };

    for (const [index, email] of PEOPLE.entries()) {
      expect((await call('/api/webpage/waitlist', { body: { email, name: `Person ${index}` } })).status).toBe(201);
    }
    // The same address again (409), and a form posted as a browser without JavaScript posts it.
    expect((await call('/api/webpage/waitlist', { body: { email: PEOPLE[0] } })).status).toBe(409);
    requestsSent += 1;
    await fetch(`${base}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email: PEOPLE[3]!, name: 'Form Person' }).toString(),
      redirect: 'manual',
    });
    for (const email of PEOPLE.slice(1, 3)) {
      const message = {
        firstName: 'Secret',
        lastName: 'Person',
        email,
        subject: 'Pricing',
        message: `Write to ${email}`,
      };
      expect((await call('/api/webpage/contact', { body: message })).status).toBe(201);
    }

    const login = await call('/api/auth/login', { body: OPERATOR });
    expect(login.status).toBe(200);
    const session = (JSON.parse(login.body) as { token: string }).token;
    const admin = { authorization: `Bearer ${session}` };

    for (const path of [
      '/api/waitlist',
      '/api/contact',
      '/api/webpage/waitlist/stats',
      '/api/admin/users',
      // Searches by address, as typed and as a browser or a script encodes them.
      `/api/waitlist?q=${PEOPLE[0]}`,
      `/api/waitlist?q=${encodeURIComponent(PEOPLE[1]!)}`,
      '/api/waitlist?q=secret.person1%40example%2Ecom',
      '/api/contact?q=secret.person3%40example',
      `/api/contact?q=${encodeURIComponent(encodeURIComponent(PEOPLE[2]!))}`,
      // Parameters the API does not know (400), holding what a careless client puts in a URL.
      '/api/waitlist?email=secret.person1%40example%2Ecom',
      `/api/waitlist?search=${encodeURIComponent(PEOPLE[3]!)}`,
      `/api/waitlist?token=${session}&pwd=${encodeURIComponent(OPERATOR.password)}`,
      `/api/waitlist?api_key=${session}&pass=${OPERATOR.password}`,
      // An address in a path (404).
      `/api/waitlist/${encodeURIComponent(PEOPLE[0]!)}`,
    ]) {
      expect((await call(path, { headers: admin })).status).toBeLessThan(500);
    }
    // The personal-data export the old way, the address in the URL: refused, and the URL logged masked.
    const exportByGet = await call(`/api/privacy/export?email=${encodeURIComponent(PEOPLE[1]!)}`, { headers: admin });
    expect(exportByGet.status).toBe(405);
    expect((await call('/api/privacy/export', { body: { email: PEOPLE[1] }, headers: admin })).status).toBe(200);
    expect((await call('/api/privacy/erase', { body: { email: PEOPLE[2] }, headers: admin })).status).toBe(200);

    // Failed logins: the right account with a wrong password, and an account that does not exist.
    expect((await call('/api/auth/login', { body: { ...OPERATOR, password: WRONG_PASSWORD } })).status).toBe(401);
    expect((await call('/api/auth/login', { body: UNKNOWN_ACCOUNT })).status).toBe(401);
    // Signing out revokes the session: the same token then answers 401.
    expect((await call('/api/auth/logout', { body: {}, headers: admin })).status).toBe(200);
    expect((await call('/api/waitlist', { headers: admin })).status).toBe(401);
    // A forged token.
    expect((await call('/api/admin/users', { headers: { authorization: `Bearer ${session}x` } })).status).toBe(401);
    return session;
  }

  it('was written, one JSON object a line, with one access line per request and no query string', () => {
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const access = lines
      .map((line) => JSON.parse(line) as { route?: string; path?: string; statusCode?: number })
      .filter((line) => line.route !== undefined && line.statusCode !== undefined);
    expect(access).toHaveLength(requestsSent);
    expect(access).toContainEqual(expect.objectContaining({ route: '/api/contact', path: '/api/contact' }));
    expect(access).toContainEqual(
      expect.objectContaining({ route: '/api/privacy/export', path: '/api/privacy/export', statusCode: 405 }),
    );
    expect(lines.filter((line) => line.includes('?'))).toEqual([]);
  });

  it('holds no address, password or token used in the session, in any spelling or encoding', () => {
    const addresses = [...PEOPLE, OPERATOR.email, UNKNOWN_ACCOUNT.email];
    const [header, payload, signature] = token.split('.');
    const secrets = [
      ...addresses.flatMap((email) => [
        email,
        encodeURIComponent(email),
        // The person, whatever follows: `secret.person1%40example%2Ecom`, `secret.person1@example`.
        email.slice(0, email.indexOf('@')),
        encodeURIComponent(email.slice(0, email.indexOf('@'))),
      ]),
      OPERATOR.password,
      encodeURIComponent(OPERATOR.password),
      WRONG_PASSWORD,
      UNKNOWN_ACCOUNT.password,
      token,
      `${header}.${payload}`,
      signature!,
    ];
    const found = secrets.flatMap((secret) =>
      lines
        .filter((line) => line.toLowerCase().includes(secret.toLowerCase()))
        .map((line) => ({ secret, line: line.slice(0, 300) })),
    );
    expect(found).toEqual([]);
  });
});
