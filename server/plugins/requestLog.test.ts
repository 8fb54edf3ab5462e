import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '@testing/server/harness';
import { NO_ROUTE, STATIC_FILE_ROUTE } from './requestLog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ADMIN_PATH = '/back-office-7f3k';

type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };

/** The smallest built site the server serves: a page, the admin page, the 404 page and one asset. */
async function writeSite(dir: string) {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(dir, 'admin.html'), '<meta name="admin-path" content="" /><div id="admin"></div>');
  await writeFile(join(dir, '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
}

describe('request ids and the access log', () => {
  let database: TestDatabase;
  let siteDir: string;
  let t: TestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    siteDir = await mkdtemp(join(tmpdir(), 'invoiceflow-request-log-'));
    await writeSite(siteDir);
    t = await createTestApp(database, {
      config: { SITE_DIR: siteDir, ADMIN_PATH, RATE_LIMIT_PUBLIC: '1' },
      log: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    await rm(siteDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  /** The access lines of one request, found by its id. */
  const accessLines = (reqId: string) => lines.filter((line) => line.reqId === reqId && 'statusCode' in line);

  it('takes a valid X-Request-Id, echoes it, and writes one access line under it', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/webpage/contact/12345/read?q=someone@example.com&page=2',
      headers: { ...t.auth, 'x-request-id': 'abc-123' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(accessLines('abc-123')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'PATCH /api/webpage/contact/:id/read 404',
        method: 'PATCH',
        route: '/api/webpage/contact/:id/read',
        path: '/api/webpage/contact/12345/read',
        statusCode: 404,
        responseTimeMs: expect.any(Number),
        client: '203.0.113.9',
      }),
    ]);
    // Nothing but that line at level info about the request: Fastify's own pair is gone, and nothing
    // holds the query string.
    expect(lines.filter((line) => line.reqId === 'abc-123' && line.level === 30)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('page=2');
    expect(JSON.stringify(lines)).not.toContain('someone');
  });

  it.each([
    ['no header', undefined],
    ['spaces', 'abc 123'],
    ['markup', '<script>'],
    ['a line break', 'abc\r\nlevel: 60'],
    ['129 characters', 'a'.repeat(129)],
  ])('makes a UUID of its own for %s, and says it', async (_case, header) => {
    const response = await t.app.inject({
      url: '/health',
      headers: header === undefined ? {} : { 'x-request-id': header },
    });
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(accessLines(id)).toEqual([expect.objectContaining({ route: '/health', statusCode: 200 })]);
  });

  it('says the id on every answer: a refusal, a 404, a rate limit, a page, a file', async () => {
    const cases = [
      { url: '/api/waitlist', expected: 401 },
      { url: '/api/nothing-here', expected: 404 },
      { url: '/nothing-here', expected: 404 },
      { method: 'POST' as const, url: '/api/webpage/waitlist', payload: { email: 'x' }, expected: 400 },
      { url: '/', expected: 200 },
      { url: '/assets/index-abc123.js', expected: 200 },
    ];
    for (const [index, { expected, ...request }] of cases.entries()) {
      const response = await t.app.inject({ ...request, headers: { 'x-request-id': `case-${index}` } });
      expect(response.statusCode, request.url).toBe(expected);
      expect(response.headers['x-request-id'], request.url).toBe(`case-${index}`);
    }
    const signUp = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email: `limited-${index}@example.com` },
        headers: { 'x-request-id': `limited-${index}` },
        remoteAddress: '198.51.100.77',
      });
    expect((await signUp(1)).statusCode).toBe(201);
    const limited = await signUp(2);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-request-id']).toBe('limited-2');
  });

  it('names a route by its pattern, the site by two labels, and never the hidden admin path', async () => {
    const routeOf = async (url: string) => {
      const response = await t.app.inject({ url });
      return accessLines(response.headers['x-request-id'] as string).map(({ route, path }) => ({ route, path }));
    };
    expect(await routeOf('/assets/index-abc123.js')).toEqual([
      { route: STATIC_FILE_ROUTE, path: '/assets/index-abc123.js' },
    ]);
    expect(await routeOf('/')).toEqual([{ route: NO_ROUTE, path: '/' }]);
    expect(await routeOf(`${ADMIN_PATH}/contacts?tab=new`)).toEqual([
      { route: NO_ROUTE, path: '[ADMIN_PATH]/contacts' },
    ]);
    expect(await routeOf(ADMIN_PATH.toUpperCase())).toEqual([{ route: NO_ROUTE, path: '[ADMIN_PATH]' }]);
    expect(await routeOf('/api/users/ada.lovelace%40example.com')).toEqual([
      { route: NO_ROUTE, path: '/api/users/a***@example.com' },
    ]);
    expect(JSON.stringify(lines).toLowerCase()).not.toContain(ADMIN_PATH.slice(1));
  });
});
