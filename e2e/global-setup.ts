import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { startE2eServer } from './servers';
import { startE2eMailbox } from './support/mailbox';

/**
 * Builds the site and the server as `npm start` would, into a private folder inside the project (so
 * node_modules resolves, and a concurrent `npm start` or another run's dist/ is never touched), then
 * starts one server per database. Returns the teardown that stops them and removes what they made.
 */
export default async function globalSetup() {
  const buildDir = await mkdtemp(join(process.cwd(), '.e2e-build-'));
  const siteDir = join(buildDir, 'site');
  const serverDir = join(buildDir, 'server');
  execFileSync(process.execPath, ['scripts/build-site.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_OUT_DIR: siteDir },
  });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, SERVER_OUT_DIR: serverDir },
  });
  const build = { entry: join(serverDir, 'main.js'), siteDir };
  // The bundle budget reads the built files themselves.
  process.env.E2E_SITE_DIR = siteDir;
  // Every e2e server sends its mails to one real SMTP server, which files them for the specs to read.
  const mailboxDir = join(buildDir, 'mailbox');
  const mailbox = await startE2eMailbox(mailboxDir);
  process.env.E2E_MAILBOX_DIR = mailboxDir;
  process.env.E2E_SMTP_URL = mailbox.url;
  const servers = [await startE2eServer(build)];
  process.env.E2E_PGLITE_URL = servers[0]!.url;
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await startE2eServer(build, process.env.TEST_DATABASE_URL);
    servers.push(postgres);
    process.env.E2E_POSTGRES_URL = postgres.url;
  }
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await mailbox.stop();
    await rm(buildDir, { recursive: true, force: true });
  };
}
