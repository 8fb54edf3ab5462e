// `npm start`: the whole product on one port. Builds the site on a fresh clone, bundles the server
// (a second or less, so it is never stale), then runs it; the server migrates the database itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/site/index.html')) {
  console.info('No site build in dist/site: building it first (npm run build:site).');
  npm('build:site');
}
npm('build:server');
await import('../dist/server/main.js');
