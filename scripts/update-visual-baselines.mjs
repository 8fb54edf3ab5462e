// `npm run test:visual:update`: makes the visual tests' baselines anew, on purpose, from this machine's
// Chromium (docs/visual-tests.md). Run it after a deliberate visual change, look at the new images
// (`git diff --stat visual/`, and the pictures themselves), then commit them.
//
//   npm run test:visual:update                       every story and every page
//   npm run test:visual:update -- stories            every story
//   npm run test:visual:update -- pages              every page
//   npm run test:visual:update -- stories/components/Button.stories.tsx …   those story files
//
// The folders it makes anew are emptied first, so a removed or renamed story leaves no stale baseline.
// Chromium encodes equal pixels to equal bytes: an image that did not change is written byte for byte
// as before, and git shows only the ones that did.
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromiumVersionFile, readBaselineBrowsers } from '../testing/visual/chromiumVersion.mjs';
import { findChromium, findHeadlessShell } from './browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const visual = path.join(root, 'visual');
const args = process.argv.slice(2);
const storyFiles = args.filter((arg) => /\.stories\.tsx?$/.test(arg));
const unknown = args.filter((arg) => !storyFiles.includes(arg) && arg !== 'stories' && arg !== 'pages');
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}. Pass "stories", "pages" or story files.`);
  process.exit(2);
}
const updateStories = args.length === 0 || args.includes('stories') || storyFiles.length > 0;
const updatePages = args.length === 0 || args.includes('pages');

// The stories are drawn in Chromium, the pages in its headless shell, as their tests run them.
const chromium = findChromium();
const headlessShell = findHeadlessShell();
for (const [needed, browser, flags] of [
  [updateStories, chromium, []],
  [updatePages, headlessShell, ['--headless-shell']],
]) {
  if (needed && !browser) {
    execFileSync(process.execPath, [path.join(root, 'scripts/check-browser.mjs'), ...flags], { stdio: 'inherit' });
    process.exit(1);
  }
}

/** Runs a command in the project, its output shown as it comes; true when it passed. */
function run(command, commandArgs, env = {}) {
  console.info(`\n[visual] ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

let passed = true;
if (updateStories) {
  // `vitest -u`: each story's capture becomes its baseline (testing/visual/storyScreenshots.ts).
  const folders = storyFiles.length > 0 ? storyFiles.map((file) => file.replace(/\.stories\.tsx?$/, '')) : ['stories'];
  for (const folder of folders) rmSync(path.join(visual, folder), { recursive: true, force: true });
  passed = run('npx', ['vitest', 'run', '--project', 'storybook', ...storyFiles, '-u']) && passed;
}
if (updatePages) {
  // The built site on the real server (e2e/global-setup.ts), on the embedded database only.
  rmSync(path.join(visual, 'pages'), { recursive: true, force: true });
  passed =
    run('npx', ['playwright', 'test', 'e2e/visual.spec.ts', '--project', 'pglite', '--update-snapshots=all'], {
      TEST_DATABASE_URL: '',
    }) && passed;
}

// Which browser made each set: a failure after a browser upgrade says so (testing/visual/chromiumVersion.mjs).
const versionOf = (browser) =>
  execFileSync(browser, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const madeWith = readBaselineBrowsers(root);
if (updateStories) madeWith.stories = versionOf(chromium);
if (updatePages) madeWith.pages = `${versionOf(headlessShell)} (headless shell)`;
mkdirSync(visual, { recursive: true });
writeFileSync(
  path.join(root, chromiumVersionFile),
  Object.entries(madeWith)
    .map(([set, browser]) => `${set}: ${browser}\n`)
    .join(''),
);

console.info(
  passed
    ? '\n[visual] Baselines written to visual/. Look at what changed (git status visual/) before committing.'
    : '\n[visual] Some tests failed (above): their baselines are missing or stale. Fix them and run this again.',
);
process.exit(passed ? 0 : 1);
