import { readFile } from 'node:fs/promises';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

import { buildApp } from '../../server/app';
import { loadConfig, NO_SITE, type ServerConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db';
import { resetTables } from '../../server/db/direct/tables';
import { restoreAdministrator } from '../../server/db/direct/users';
import { migrate } from '../../server/db/migrations';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { createScratchDatabase } from '../../server/db/scratchDatabases';
import type { MailWorkerOptions } from '../../server/mail/worker';
import type { WebhookWorkerOptions } from '../../server/webhooks/worker';
import type { LogStream } from '../../server/plugins/logging';
import { createUserRepository } from '../../server/repositories/users';
import { hashPassword } from '../../server/services/passwords';
// Declares what `inject` hands over: the snapshot made by the global setup.
import type {} from './globalSetup';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every server test runs against: the embedded one always, and PostgreSQL too when
 * `TEST_DATABASE_URL` points at a server (CI sets it).
 */
export const databaseKinds: DatabaseKind[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export type TestDatabase = { db: Database; databaseUrl?: string; drop(): Promise<void> };

let migratedSnapshot: Promise<Uint8Array> | undefined;

/**
 * A new embedded database in memory, up to date: started from the migrated one of globalSetup.ts, then
 * migrated as the server does (nothing left to do, unless that archive is older than the migrations).
 */
async function openMigratedPglite(): Promise<Database> {
  migratedSnapshot ??= readFile(inject('migratedPgliteSnapshot'));
  const db = await openPglite(null, { startFrom: await migratedSnapshot });
  await migrate(db);
  return db;
}

/** Opens a database as the server does, or migrated only through migration `through` when given. */
async function openTestDatabase(options: { databaseUrl?: string; dataDir: string | null }, through?: number) {
  if (through === undefined && !options.databaseUrl && options.dataDir === null) return openMigratedPglite();
  if (through === undefined) return openDatabase(options);
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(db, { through });
  return db;
}

/**
 * A fresh database of the given kind: PGlite in memory (or in `dataDir`), or a new, uniquely named
 * database on the PostgreSQL server of `TEST_DATABASE_URL`, dropped afterwards. Its schema is up to
 * date, or migrated only through `options.migratedThrough`.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  dataDir: string | null = null,
  options: { migratedThrough?: number } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openTestDatabase({ dataDir }, options.migratedThrough);
    return { db, drop: () => db.close() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'invoiceflow_test');
  const db = await openTestDatabase({ databaseUrl: scratch.url, dataDir: null }, options.migratedThrough);
  return {
    db,
    databaseUrl: scratch.url,
    async drop() {
      await db.close();
      await scratch.drop();
    },
  };
}

/** A configuration for tests: defaults, generous rate limits, no site, and any overrides. */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  return loadConfig({ RATE_LIMIT_PUBLIC: '10000', RATE_LIMIT_LOGIN: '10000', SITE_DIR: NO_SITE, ...overrides });
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' };

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** A valid admin token. */
  token: string;
  /** Headers carrying that token. */
  auth: { authorization: string };
  /** Empties every table but the administrator's account (resetTables), and sets its profile back. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

/** The real app on a test database, with an administrator signed in. */
export async function createTestApp(
  database: TestDatabase,
  options: {
    config?: Record<string, string>;
    now?: () => Date;
    mailWorker?: Partial<MailWorkerOptions>;
    webhookWorker?: Partial<WebhookWorkerOptions>;
    /** Where the app's log lines go (each a JSON string), at level info; no log without it. */
    log?: LogStream;
  } = {},
): Promise<TestApp> {
  const { db } = database;
  const administrator = {
    email: ADMIN.email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: await hashPassword(ADMIN.password),
    isAdmin: true,
  };
  // Created once per database and set back to its password and role after that, without the reset that
  // `admin:create` does (`upsert`), which would end the sessions of another app on the same database.
  if ((await createUserRepository(db).create(administrator)) === 'duplicate') {
    await restoreAdministrator(db, administrator);
  }
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    jwtSecret: TEST_JWT_SECRET,
    now: options.now,
    mailWorker: options.mailWorker,
    webhookWorker: options.webhookWorker,
    logger: options.log && { level: 'info', stream: options.log },
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const token = login.json<{ token: string }>().token;
  return {
    app,
    db,
    token,
    auth: { authorization: `Bearer ${token}` },
    async reset() {
      await resetTables(db, ADMIN.email);
      await restoreAdministrator(db, administrator);
    },
    async close() {
      await app.close();
    },
  };
}

/**
 * Declares the hooks of a test file that shares one app and database: created before the tests, emptied
 * before each one, closed and dropped after. The returned object is filled in once the app exists.
 */
export function setupTestApp(kind: DatabaseKind, options: Parameters<typeof createTestApp>[1] = {}): TestApp {
  const t = {} as TestApp;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    Object.assign(t, await createTestApp(database, options));
  });
  afterAll(async () => {
    await t.close?.();
    await database?.drop();
  });
  beforeEach(() => t.reset());
  return t;
}

/**
 * `setupTestApp` for the mail tests: also a real SMTP server on loopback that the app sends through
 * (`SMTP_URL`), taking every mail again and emptied before each test. The returned objects are filled in
 * once the app exists; `database` is there for a test that starts a second app on it.
 */
export function setupMailTestApp(kind: DatabaseKind, options: Parameters<typeof createTestApp>[1] = {}) {
  const t = {} as TestApp;
  const smtp = {} as TestSmtpServer;
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase(kind));
    Object.assign(smtp, await startTestSmtpServer());
    Object.assign(t, await createTestApp(database, { ...options, config: { ...options.config, SMTP_URL: smtp.url } }));
  });
  afterAll(async () => {
    await t.close?.();
    await smtp.close?.();
    await database.drop?.();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.reset();
  });
  return { t, smtp, database };
}
