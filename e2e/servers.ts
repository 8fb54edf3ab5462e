import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { createScratchDatabase } from '../server/db/scratchDatabases';

/** The administrator every e2e server starts with. */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password-0123' };

/**
 * The admin path the e2e servers are started with. The build is made without one: the path is run-time
 * configuration, and a path other than the default shows that one build serves any.
 */
export const E2E_ADMIN_PATH = '/back-office-e2e';

/** The platform the e2e servers' invites link to (`LAUNCH_URL`); nothing answers there, nothing needs to. */
export const E2E_LAUNCH_URL = 'https://app.e2e.example.com/signup';
/** The e2e servers' `INBOUND_TOKEN`: the journeys post customers' answers with it. */
export const E2E_INBOUND_TOKEN = 'e2e-inbound-token-that-is-long-enough-0123';

export type E2eServer = { url: string; stop(): Promise<void> };

/** Where a build of the server and the site is. */
export type E2eBuild = { entry: string; siteDir: string };

/** The build global-setup made (the site, and the server bundle beside it), for specs that start servers of their own. */
export function globalSetupBuild(): E2eBuild {
  const siteDir = process.env.E2E_SITE_DIR;
  if (!siteDir) throw new Error('E2E_SITE_DIR is not set: run this spec through playwright.config.ts');
  const entry = join(dirname(siteDir), 'server', 'main.js');
  if (!existsSync(entry)) throw new Error(`No server bundle beside the site at ${entry} (see e2e/global-setup.ts)`);
  return { siteDir, entry };
}

/**
 * Starts a built server on a free loopback port, serving its built site, with its own database: a fresh
 * PGlite data dir, or a new database on the PostgreSQL server at `postgresUrl`. Client addresses come
 * from X-Forwarded-For (TRUST_PROXY), so each test can have its own rate-limit allowance.
 */
export async function startE2eServer(build: E2eBuild, postgresUrl?: string): Promise<E2eServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-e2e-'));
  let dropDatabase = async () => {};
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: build.siteDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_PATH: E2E_ADMIN_PATH,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: undefined,
    // The mailbox global-setup started, when there is one (see e2e/support/mailbox.ts).
    SMTP_URL: process.env.E2E_SMTP_URL,
    MAIL_FROM: 'InvoiceFlow <hello@e2e.example.com>',
    // Where invites link (the live platform); without it the server refuses to send them.
    LAUNCH_URL: E2E_LAUNCH_URL,
    // The inbound mail webhook, through which the journeys hand the server a customer's answer.
    INBOUND_TOKEN: E2E_INBOUND_TOKEN,
  };
  if (postgresUrl) {
    const database = await createScratchDatabase(postgresUrl, 'invoiceflow_e2e');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  const child = spawn(process.execPath, [build.entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await waitForUrl(child);
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the URL the server prints once it listens; rejects if it exits first. */
function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The e2e server did not start in time:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e server exited with ${code}:\n${output}`));
    });
  });
}
