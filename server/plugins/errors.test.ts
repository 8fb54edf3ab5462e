import net from 'node:net';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../app';
import type { Database } from '../db';
import { openPostgres, postgresOnPool } from '../db/postgres';
import { ServiceUnavailableError } from '../http';
import { READINESS_TIMEOUT_MS } from '../readiness';
import { createTokenService } from '../services/tokens';
import { createTestDatabase, TEST_JWT_SECRET, testConfig, type TestDatabase } from '@testing/server/harness';
import { startTcpProxy } from '@testing/server/tcpProxy';
import { isDatabaseUnavailable, isStorageFailure, UNAVAILABLE_LOG_INTERVAL_MS, UNAVAILABLE_MESSAGE } from './errors';

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

type LogLine = { level: number; msg: string; answered503Since?: number; answered503?: number };

/** An app on `db` whose log lines (info and up) are collected as parsed objects; `opened` closes it. */
async function appLoggingTo(db: Database, opened: Array<() => Promise<unknown>>) {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({
    config: testConfig(),
    db,
    jwtSecret: TEST_JWT_SECRET,
    logger: { level: 'info', stream },
  });
  opened.push(() => app.close());
  return { app, lines };
}

describe('recognising an unreachable database', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['host unreachable', withCode('EHOSTUNREACH')],
    ['unknown host', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    ['server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['server crashed (57P02)', withCode('57P02')],
    ['server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection failure (08006)', withCode('08006')],
    ['cannot connect (08001)', withCode('08001')],
    ['too many connections (53300)', withCode('53300')],
    ['statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['connection ended', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['query timeout', new Error('Query read timeout')],
    ['pool closed', new Error('Cannot use a pool after calling end on the pool')],
    ['wrapped in a cause', new Error('insert failed', { cause: withCode('ECONNREFUSED') })],
    ['inside an AggregateError', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('%s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a missing table', withCode('42P01', 'relation "waitlist_entries" does not exist')],
    ['invalid text', withCode('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('but not %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('recognising storage that cannot take a write', () => {
  it.each([
    ['a full disk', withCode('ENOSPC', 'ENOSPC: no space left on device, write')],
    ['a full quota', withCode('EDQUOT')],
    ['a failing disk', withCode('EIO', 'EIO: i/o error, write')],
    ['a read-only mount', withCode('EROFS')],
    ["PostgreSQL's disk_full (53100)", withCode('53100', 'could not extend file "base/16384/16385": No space left')],
    ["PostgreSQL's io_error (58030)", withCode('58030')],
    ['the embedded database extending a file', new Error('could not extend file "base/5/16390": wrote only 4096')],
    ['the embedded database writing', new Error('could not write to file "pg_wal/xlogtemp": No space left on device')],
  ])('%s', (_case, error) => {
    expect(isStorageFailure(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['too many connections (53300)', '53300'],
    ['out of memory or of lock table space (53200)', '53200'],
    ['a configured limit (53400)', '53400'],
  ])('but not %s: the database is unavailable, its storage is fine', (_case, code) => {
    expect(isStorageFailure(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });
});

/** A database whose every query fails with what `failure` produces. */
const failingDatabase = (failure: () => Promise<never>): Database => ({
  kind: 'postgres',
  query: failure,
  transaction: failure,
  maintain: async () => {},
  close: async () => {},
});

const adminToken = () => createTokenService(TEST_JWT_SECRET, '1h').sign({ userId: 1, sessionVersion: 0 });

/** Every kind of call: a public write (through the batcher), a login and an admin read. */
async function expectEveryCallUnavailable(app: FastifyInstance) {
  const authorization = `Bearer ${await adminToken()}`;
  const calls = [
    app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'a@example.com' } }),
    app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'M' },
    }),
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'x' } }),
    app.inject({ url: '/api/webpage/waitlist/stats', headers: { authorization } }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE });
    expect(response.body).not.toMatch(/ECONN|select|insert|127\.0\.0\.1|\bat \w/i);
  }
  expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
}

describe('answering while the database is unreachable', () => {
  /** What each test opened (apps, servers), closed after it. */
  const openedByTest: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    await Promise.all(openedByTest.splice(0).map((close) => close()));
  });
  const appOn = async (db: Database) => {
    const app = await buildApp({ config: testConfig(), db, jwtSecret: TEST_JWT_SECRET });
    openedByTest.push(
      () => app.close(),
      () => db.close(),
    );
    return app;
  };

  it.each([
    ['a synthetic connection error', () => Promise.reject(withCode('57P01'))],
    ['a ServiceUnavailableError', () => Promise.reject(new ServiceUnavailableError('Redis'))],
  ])('answers %s with 503 and Retry-After, never its details', async (_case, failure) => {
    await expectEveryCallUnavailable(await appOn(failingDatabase(failure)));
  });

  it('logs an outage once per interval, with how many answers each line stands for, not once per request', async () => {
    const db = failingDatabase(() => Promise.reject(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')));
    const { app, lines } = await appLoggingTo(db, openedByTest);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const signUps = () => app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'a@b.io' } });
      const outageLines = () => lines.filter((line) => line.msg.includes('is unavailable'));
      for (let request = 0; request < 20; request += 1) expect((await signUps()).statusCode).toBe(503);
      expect(outageLines()).toEqual([
        expect.objectContaining({
          level: 50,
          msg: expect.stringMatching(/^the database .* is unavailable/),
          answered503Since: 0,
        }),
      ]);
      vi.advanceTimersByTime(UNAVAILABLE_LOG_INTERVAL_MS);
      await signUps();
      expect(outageLines().map((line) => line.answered503Since)).toEqual([0, 19]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a full disk 503 with Retry-After and readiness 503, logs it as an outage, then "recovered"', async () => {
    // Reads still work on a full disk; every write fails as PostgreSQL says it.
    const diskFull = withCode('53100', 'could not extend file "base/16384/16385": No space left on device');
    const query = async (text: string) => (text === 'select 1' ? [{ '?column?': 1 }] : Promise.reject(diskFull));
    const db: Database = { ...failingDatabase(() => Promise.reject(diskFull)), query: query as Database['query'] };
    const { app, lines } = await appLoggingTo(db, openedByTest);
    const signUp = () => app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'a@b.io' } });
    const storageLines = () => lines.filter((line) => line.msg.startsWith("the database's storage"));
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      for (let request = 0; request < 5; request += 1) {
        const response = await signUp();
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: UNAVAILABLE_MESSAGE,
        });
      }
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
      expect(storageLines()).toEqual([expect.objectContaining({ level: 50, answered503Since: 0 })]);
      expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(UNAVAILABLE_LOG_INTERVAL_MS);
      expect(storageLines()).toEqual([
        expect.objectContaining({ level: 50 }),
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/recovered/), answered503: 5 }),
      ]);
      expect((await app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ok', database: 'postgres' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers readiness 503 within its own time when the database does not answer at all', async () => {
    const app = await appOn(failingDatabase(() => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const ready = app.inject({ url: '/health/ready' }).finally(() => (answered = true));
      await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await ready).statusCode).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still answers 500 for a failure that is not an outage', async () => {
    const app = await appOn(failingDatabase(() => Promise.reject(withCode('42P01', 'relation does not exist'))));
    const response = await app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'a@b.io' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  /** A port nothing listens on any more. */
  const closedPort = async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  };

  /** A server that accepts connections and then `behaviour` does to each what a broken database would. */
  const brokenServer = async (behaviour: (socket: net.Socket) => void) => {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      behaviour(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    openedByTest.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });
    return (server.address() as net.AddressInfo).port;
  };

  /** The real node-postgres pool, pointed at `port`, as the server's Database. */
  const poolAt = (port: number): Database => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 300 });
    pool.on('error', () => {});
    return postgresOnPool(pool);
  };

  it.each([
    ['a closed port (ECONNREFUSED)', closedPort],
    ['a server that never answers (connection timeout)', () => brokenServer(() => {})],
    ['a server that hangs up (connection terminated)', () => brokenServer((socket) => socket.destroy())],
  ])('answers 503 when the real pool meets %s, within a second', async (_case, port) => {
    const app = await appOn(poolAt(await port()));
    const started = performance.now();
    await expectEveryCallUnavailable(app);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL server that goes away under a running app', () => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.drop();
  });

  const expectUnavailableWithin = async (call: () => Promise<{ statusCode: number; headers: object }>, ms: number) => {
    const started = performance.now();
    const response = await call();
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '5' });
    expect(performance.now() - started).toBeLessThan(ms);
  };

  it('answers 503 within the pool connection timeout, and recovers when the server is back', async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.databaseUrl!);
    let proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxiedUrl = new URL(target);
    proxiedUrl.hostname = '127.0.0.1';
    proxiedUrl.port = String(proxy.port);
    const db = await openPostgres(proxiedUrl.toString());
    const app = await buildApp({ config: testConfig(), db, jwtSecret: TEST_JWT_SECRET });
    try {
      const join = () =>
        app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'a@example.com' } });
      expect((await join()).statusCode).toBe(201);

      // Gone: open connections cut, and nothing listens on the port any more.
      await proxy.close();
      await expectUnavailableWithin(join, 1000);

      // Unreachable: connections are accepted but never answered; the pool gives up after its timeout.
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, proxy.port);
      proxy.hang();
      await expectUnavailableWithin(join, 3000);
      await proxy.close();

      // Back on the same port: the pool reconnects by itself.
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, proxy.port);
      const joined = await app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email: 'b@example.com' },
      });
      expect(joined.statusCode).toBe(201);
    } finally {
      await app.close();
      await db.close();
      await proxy.close();
    }
  });
});
