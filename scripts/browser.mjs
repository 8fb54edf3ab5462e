// The one place that knows how this project finds and starts a real browser. Plain JavaScript so
// that Node 20 can run it directly (scripts) and TypeScript configs can import it.
import { existsSync } from 'node:fs';

/**
 * Flags that let Debian's Chromium run headless as root on a machine with no network:
 * without the background-networking ones it keeps trying to reach Google's hosts.
 */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where a system Chromium may live, in the order they are tried. */
export const chromiumCandidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (candidate) => !!candidate,
);

/**
 * The system Chromium to drive: `CHROME_PATH` when set, else Debian's. Never a downloaded one.
 * @returns {string | undefined}
 */
export function findChromium() {
  return chromiumCandidates.find((candidate) => existsSync(candidate));
}
