// `npm start`: the whole product on one port. Builds the site on a fresh clone, bundles the server
// (a second or less, so it is never stale), then runs it; the server migrates the database itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The shell is the newest kind of file the site build writes: without it, the build is missing or stale.
if (!existsSync('dist/site/app-shell.html')) {
  console.info('No site build in dist/site: building it first (npm run build:site).');
  npm('build:site');
}
npm('build:server');
await import('../dist/server/main.js');
