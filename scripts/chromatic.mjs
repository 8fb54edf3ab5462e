// Visual review needs a Chromatic project token and the network; without a token there is nothing
// to do, so say so at once instead of letting the CLI hang on a network that may not be there.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: Chromatic needs a project token (and network access).\n' +
      'Set it, e.g. CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
  timeout: 15 * 60 * 1000,
});
process.exit(result.status ?? 1);
