// `npm start`: the whole product on one port. Builds the site when its build is missing or was made from
// other sources or settings (scripts/buildFingerprint.mjs), bundles the server (a second or less, so it
// is never stale), then runs it; the server migrates the database itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { compareWithStamp, computeBuildInputs } from './buildFingerprint.mjs';

const SITE_DIR = 'dist/site';

const npm = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Why the site must be built before starting, in words, or nothing when its build is up to date. */
async function siteBuildNotice() {
  if (!existsSync(SITE_DIR)) return `No site build in ${SITE_DIR}: building it first`;
  const { upToDate, reason } = await compareWithStamp(SITE_DIR, await computeBuildInputs());
  return upToDate ? undefined : `The site build is out of date (${reason}): rebuilding`;
}

const notice = await siteBuildNotice();
if (notice) {
  console.info(`${notice} (npm run build:site).`);
  npm('build:site');
}
npm('build:server');
await import('../dist/server/main.js');
