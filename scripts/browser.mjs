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

/**
 * Where Debian's headless-only build of the same Chromium may live (package chromium-headless-shell,
 * made from the same source and version). The end-to-end journeys run in it, as Playwright's own
 * headless runs do: with no desktop browser to set up for each journey's new context, three of the
 * spec files took 135 CPU-s instead of 241 (79 s instead of 128 s). The stories, which keep one page
 * open, gained nothing and stay in Chromium (docs/adr/0019-end-to-end-tests-in-chromiums-headless-shell.md).
 */
export const headlessShellCandidates = [
  process.env.CHROME_HEADLESS_SHELL_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
].filter((candidate) => !!candidate);

/**
 * The shell snaps glyphs to whole pixels unless told not to: its text then ran about 2 % wider than in
 * Chromium and wrapped at other words. Without hinting it lays text out as Chromium does.
 */
export const headlessShellLaunchArgs = [...chromiumLaunchArgs, '--font-render-hinting=none'];

/**
 * The headless shell to drive: `CHROME_HEADLESS_SHELL_PATH` when set, else Debian's. Never a downloaded one.
 * @returns {string | undefined}
 */
export function findHeadlessShell() {
  return headlessShellCandidates.find((candidate) => existsSync(candidate));
}
