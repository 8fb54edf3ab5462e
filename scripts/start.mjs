// `npm start`: the whole product on one port. Builds the site when its build is missing or was made from
// other sources or settings (scripts/buildFingerprint.mjs), bundles the server (a second or less, so it
// is never stale), then runs it in this process; the server migrates the database itself.
//
// The server's SIGTERM and SIGINT handlers are this process's: package.json's `exec node scripts/start.mjs`
// makes the shell npm runs the script in become this process, so npm's forwarded SIGTERM reaches it.
// Without `exec`, Debian's sh (dash) stays in between, dies of the signal and passes nothing on: npm exits
// and this process, re-parented, went on serving (server/faults/release.test.ts).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { siteBuildNotice } from './buildFingerprint.mjs';

// The folder the server will serve (SITE_DIR, as server/config.ts reads it) is the one kept up to date.
const siteDir = process.env.SITE_DIR || 'dist/site';
// Where build:server puts the bundle (scripts/build-server.mjs), so it runs what it has just built.
const serverDir = process.env.SERVER_OUT_DIR ?? 'dist/server';

const npm = (script, env = process.env) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// `SITE_DIR=none` serves the API alone: there is no site to build.
const notice = siteDir === 'none' ? undefined : await siteBuildNotice(siteDir);
if (notice) {
  console.info(`${notice} (npm run build:site).`);
  npm('build:site', { ...process.env, SITE_OUT_DIR: siteDir });
}
npm('build:server');
await import(pathToFileURL(resolve(serverDir, 'main.js')).href);
