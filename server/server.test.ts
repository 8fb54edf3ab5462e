import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, databaseKinds } from '@testing/server/harness';
import { acceptsConnections, freePort, waitFor } from '@testing/server/processes';
import { startTestSmtpServer, type TestSmtpServer } from '@testing/server/smtp';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db';
import { connectionsWaitingForLock, holdTableAgainstWrites } from './db/direct/connections';
import { recordMigration } from './db/direct/schema';
import { storedSettingKeys } from './db/direct/settings';
import { buildSchemaVersion, migrations } from './db/migrations';
import { embeddedDatabaseWorker } from './db/pglite';
import { startServer } from './server';

/** The name of this build's last migration, which the start's log names. */
const latestMigrationName = migrations.at(-1)!.name;

/** What a start on a database migrated by the next build must say: both versions. */
const NEWER_SCHEMA_REFUSAL = new RegExp(
  `^The database's schema is at migration ${buildSchemaVersion + 1}, newer than this build's ${buildSchemaVersion}: ` +
    '[^]*Nothing was changed\\. Run the newer build, or roll back by restoring the backup taken before the upgrade',
);

/** Marks `db` as migrated by a build one migration ahead of this one. */
const migrateByNextBuild = (db: Database) =>
  recordMigration(db, { id: buildSchemaVersion + 1, name: 'from the next build' });

/** The settings keys holding signing keys. */
const storedSecrets = async (db: Database) => (await storedSettingKeys(db)).filter((key) => key.endsWith('secret'));

/** A log stream that keeps every line, parsed. */
const logLines = () => {
  const lines: Array<{ level: number; msg: string }> = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) } };
};

const SECRETS_ENV = {
  JWT_SECRET: 'jwt-secret-from-the-environment-0123456789',
  MAIL_LINK_SECRET: 'mail-link-secret-from-the-environment-0123',
  INVITE_CODE_SECRET: 'invite-code-secret-from-the-environment-01',
};

describe('a server restarted on the same data dir', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-restart-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const config = () => loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: 'none', LOG_LEVEL: 'silent' });

  it('keeps sign-ups, the administrator and sessions', async () => {
    const first = await startServer(config(), { logger: false });
    expect(first.firstAdmin).toMatchObject({
      email: 'admin@invoiceflow.local',
      password: expect.stringMatching(/^[\w-]{24}$/),
    });
    const password = first.firstAdmin!.password!;
    const joined = await fetch(`${first.url}/api/webpage/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persisted@example.com', source: 'website' }),
    });
    expect(joined.status).toBe(201);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@invoiceflow.local', password }),
    });
    const { token } = (await login.json()) as { token: string };
    await first.close();

    const second = await startServer(config(), { logger: false });
    try {
      // No second administrator, no new password printed.
      expect(second.firstAdmin).toBeNull();
      // The session signed before the restart still works: the generated secret was kept.
      const list = await fetch(`${second.url}/api/webpage/waitlist?page=1&pageSize=50`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as Array<{ email: string }>).map((entry) => entry.email)).toEqual([
        'persisted@example.com',
      ]);
    } finally {
      await second.close();
    }
  });

  it('tells when its embedded database stops under it (main.ts then exits 1), and not when it is closed', async () => {
    const closed = await startServer(config(), { logger: false });
    let lostOnClose: Error | undefined;
    void closed.databaseLost.then((error) => (lostOnClose = error));
    const exited = once(embeddedDatabaseWorker(closed.db)!, 'exit');
    await closed.close();
    await exited;
    await Promise.resolve();
    expect(lostOnClose).toBeUndefined();

    const server = await startServer(config(), { logger: false });
    try {
      await embeddedDatabaseWorker(server.db)!.terminate();
      expect((await server.databaseLost).message).toMatch(/^The embedded database stopped unexpectedly/);
    } finally {
      await server.close();
    }
  });

  it('logs the schema it runs on, and warns that keys now set in the environment are still in the database', async () => {
    const { lines, stream } = logLines();
    const server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: 'none', ...SECRETS_ENV }), {
      logger: { level: 'info', stream },
    });
    await server.close();
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain(`database schema at migration ${buildSchemaVersion} (${latestMigrationName})`);
    // Up to date since the first start: nothing applied.
    expect(messages.filter((message) => message.startsWith('applied migration'))).toEqual([]);
    const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
    for (const [variable, key] of [
      ['INVITE_CODE_SECRET', 'invite_code_secret'],
      ['JWT_SECRET', 'jwt_secret'],
      ['MAIL_LINK_SECRET', 'mail_link_secret'],
    ]) {
      expect(warnings).toContainEqual(
        expect.stringMatching(
          `^${variable} is set, but the settings table still holds the ${key} generated before: every backup ` +
            `holds it too\\. ${variable} is another key, so what the stored one signed no longer verifies`,
        ),
      );
    }
  });

  it('refuses a data dir that a newer build has migrated, naming both versions', async () => {
    const db = await openDatabase({ dataDir });
    await migrateByNextBuild(db);
    await db.close();
    await expect(startServer(config(), { logger: false })).rejects.toThrow(NEWER_SCHEMA_REFUSAL);
  });
});

describe('a first start that fails', () => {
  it('for a SITE_DIR without a built site, says so before it opens (or migrates) the database', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'invoiceflow-no-site-'));
    try {
      const dataDir = join(folder, 'data');
      const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: folder, LOG_LEVEL: 'silent' });
      await expect(startServer(config, { logger: false })).rejects.toThrow(`SITE_DIR ${folder} holds no built site`);
      await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('creates no administrator (its port in use): the next start creates one and reports its password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-failed-start-'));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const config = (port: number) =>
      loadConfig({
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_DIR: 'none',
        LOG_LEVEL: 'silent',
      });
    try {
      await expect(startServer(config(port), { logger: false })).rejects.toThrow(
        new RegExp(`^Could not listen on 127\\.0\\.0\\.1:${port} \\(HOST, PORT\\): listen EADDRINUSE`),
      );
      const next = await startServer(config(0), { logger: false });
      await next.close();
      expect(next.firstAdmin).toMatchObject({ email: 'admin@invoiceflow.local', password: expect.any(String) });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('at start, the log says whether mail can go out', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-mail-report-'));
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts a server with `env`, waits for its mail report, stops it; returns the report's log line. */
  const mailReport = async (env: Record<string, string>) => {
    const lines: Array<{ msg: string; smtpError?: string; smtpCode?: number }> = [];
    let reported!: () => void;
    const report = new Promise<void>((resolve) => (reported = resolve));
    const stream = {
      write(line: string) {
        const entry = JSON.parse(line) as (typeof lines)[number];
        lines.push(entry);
        if (entry.msg.startsWith('mail: ')) reported();
      },
    };
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: 'none', ...env });
    const server = await startServer(config, { logger: { level: 'info', stream } });
    try {
      await report;
    } finally {
      await server.close();
    }
    return lines.find((entry) => entry.msg.startsWith('mail: '));
  };

  it('without SMTP_URL, that mails wait in the outbox', async () => {
    expect(await mailReport({})).toMatchObject({ msg: expect.stringContaining('SMTP_URL is not set') });
  });

  it('with an SMTP server that accepts the login, that it does', async () => {
    smtp.refuseLogins(false);
    expect(await mailReport({ SMTP_URL: smtp.loginUrl(), MAIL_FROM: 'hello@invoiceflow.test' })).toMatchObject({
      msg: expect.stringContaining('accepts the login'),
    });
  });

  it('with a wrong password, the refusal and its code, never the password', async () => {
    smtp.refuseLogins(true);
    const report = await mailReport({ SMTP_URL: smtp.loginUrl('wrong-secret'), MAIL_FROM: 'hello@invoiceflow.test' });
    expect(report).toMatchObject({
      msg: expect.stringContaining('refused the login'),
      smtpError: 'EAUTH',
      smtpCode: 535,
    });
    expect(JSON.stringify(report)).not.toContain('wrong-secret');
  });
});

describe.runIf(databaseKinds.includes('postgres'))('a server on PostgreSQL', () => {
  const postgresConfig = (databaseUrl: string, env: Record<string, string> = {}) =>
    loadConfig({ DATABASE_URL: databaseUrl, PORT: '0', SITE_DIR: 'none', LOG_LEVEL: 'silent', ...env });

  it('refuses a database that a newer build has migrated, naming both versions', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await migrateByNextBuild(database.db);
      await expect(startServer(postgresConfig(database.databaseUrl!), { logger: false })).rejects.toThrow(
        NEWER_SCHEMA_REFUSAL,
      );
    } finally {
      await database.drop();
    }
  });

  it('logs each migration it applies, then the schema it runs on', async () => {
    const database = await createTestDatabase('postgres', null, { migratedThrough: buildSchemaVersion - 1 });
    try {
      const { lines, stream } = logLines();
      const server = await startServer(postgresConfig(database.databaseUrl!, { LOG_LEVEL: 'info' }), {
        logger: { level: 'info', stream },
      });
      await server.close();
      const schemaLines = lines
        .map((line) => line.msg)
        .filter((message) => /^(applied migration|database schema)/.test(message));
      expect(schemaLines).toEqual([
        expect.stringMatching(
          new RegExp(`^applied migration ${buildSchemaVersion} \\(${latestMigrationName}\\) in \\d+ ms$`),
        ),
        `database schema at migration ${buildSchemaVersion} (${latestMigrationName})`,
      ]);
    } finally {
      await database.drop();
    }
  });

  it('keeps no signing key in the database that the environment gives', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const server = await startServer(postgresConfig(database.databaseUrl!, SECRETS_ENV), { logger: false });
      await server.close();
      expect(await storedSecrets(database.db)).toEqual([]);
      // Without them, each is generated and kept (and then is in every backup).
      const generating = await startServer(postgresConfig(database.databaseUrl!), { logger: false });
      await generating.close();
      expect(await storedSecrets(database.db)).toEqual(['invite_code_secret', 'jwt_secret', 'mail_link_secret']);
    } finally {
      await database.drop();
    }
  });

  it('opens its port only once the first administrator exists: the first login succeeds', async () => {
    const database = await createTestDatabase('postgres');
    const admin = { email: 'first@example.com', password: 'first-admin-password-42' };
    const port = await freePort();
    // Holds the users table against writes, so the start stops where it creates the administrator.
    const lock = await holdTableAgainstWrites(database.db, 'users');
    try {
      const starting = startServer(
        postgresConfig(database.databaseUrl!, {
          PORT: String(port),
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
        }),
        { logger: false },
      );
      await waitFor('the start to wait to create the administrator', async () =>
        (await connectionsWaitingForLock(database.db, 'with added as (')) > 0 ? true : undefined,
      );
      expect(await acceptsConnections(`http://127.0.0.1:${port}`)).toBe(false);
      await lock.release();
      const server = await starting;
      try {
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        });
        expect(login.status).toBe(200);
        expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
      } finally {
        await server.close();
      }
    } finally {
      await lock.release();
      await database.drop();
    }
  });
});
