// Fails fast, with the fix, when no Chromium is installed: the browser tests need a real browser
// and must never download one.
import { chromiumCandidates, findChromium } from './browser.mjs';

if (!findChromium()) {
  console.error(
    [
      `No Chromium found for the browser tests (looked at: ${chromiumCandidates.join(', ')}).`,
      'Install one:   sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
