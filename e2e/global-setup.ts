import { execFileSync } from 'node:child_process';

import { startE2eServer } from './servers';

/**
 * Builds the site and the server as `npm start` would, then starts one server per database. Returns the
 * teardown that stops them and drops their databases.
 */
export default async function globalSetup() {
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  const servers = [await startE2eServer()];
  process.env.E2E_PGLITE_URL = servers[0]!.url;
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await startE2eServer(process.env.TEST_DATABASE_URL);
    servers.push(postgres);
    process.env.E2E_POSTGRES_URL = postgres.url;
  }
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
