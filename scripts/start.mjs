// `npm start`: the whole product on one port. Builds the site when its build is missing or was made from
// other sources or settings (scripts/buildFingerprint.mjs), bundles the server (a second or less, so it
// is never stale), then runs it; the server migrates the database itself.
import { spawnSync } from 'node:child_process';

import { siteBuildNotice } from './buildFingerprint.mjs';

// The folder the server will serve (SITE_DIR, as server/config.ts reads it) is the one kept up to date.
const siteDir = process.env.SITE_DIR || 'dist/site';

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
await import('../dist/server/main.js');
