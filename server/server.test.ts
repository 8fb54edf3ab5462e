import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestSmtpServer, type TestSmtpServer } from '@testing/server/smtp';
import { loadConfig } from './config';
import { startServer } from './server';

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
    expect(first.firstAdmin).toEqual({
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
});

describe('a first start that fails', () => {
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
      expect(next.firstAdmin).toEqual({ email: 'admin@invoiceflow.local', password: expect.any(String) });
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
