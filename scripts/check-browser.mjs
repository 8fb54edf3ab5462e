// Fails fast, with the fix, when the browser a test run needs is not installed: the browser tests need
// a real browser and must never download one. Chromium for the stories; with `--headless-shell`,
// Debian's headless shell for the end-to-end journeys.
import { chromiumCandidates, findChromium, findHeadlessShell, headlessShellCandidates } from './browser.mjs';

const headlessShell = process.argv.includes('--headless-shell');
const missing = [];
if (!headlessShell && !findChromium()) {
  missing.push(
    `No Chromium found for the browser tests (looked at: ${chromiumCandidates.join(', ')}).`,
    'Install one:   sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROME_PATH at an existing Chromium or Chrome binary.',
  );
}
if (headlessShell && !findHeadlessShell()) {
  missing.push(
    `No Chromium headless shell found for the end-to-end tests (looked at: ${headlessShellCandidates.join(', ')}).`,
    'Install it:    sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
    'or point CHROME_HEADLESS_SHELL_PATH at an existing chromium-headless-shell binary.',
  );
}
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}
