// Which browser made each set of visual baselines. Plain JavaScript so that Node 20 runs it directly
// (scripts/update-visual-baselines.mjs writes the file) and the tests can import it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Written by `npm run test:visual:update`: one line per set of baselines, `stories: <chromium
 * --version>` (drawn in Chromium) and `pages: <chromium-headless-shell --version> (headless shell)`.
 */
export const chromiumVersionFile = 'visual/chromium-version.txt';

/** @typedef {'stories' | 'pages'} BaselineSet */

/**
 * The file's lines, by set.
 * @param {string} root
 * @returns {Partial<Record<BaselineSet, string>>}
 */
export function readBaselineBrowsers(root) {
  let text;
  try {
    text = readFileSync(path.join(root, chromiumVersionFile), 'utf8');
  } catch {
    return {};
  }
  /** @type {Partial<Record<BaselineSet, string>>} */
  const browsers = {};
  for (const line of text.split('\n')) {
    const match = /^(stories|pages): (.+)$/.exec(line.trim());
    if (match) browsers[/** @type {BaselineSet} */ (match[1])] = match[2];
  }
  return browsers;
}

/**
 * A sentence to add to a visual failure when this run's Chromium is not the one the set's baselines
 * were made with (an upgrade of Debian's package changes how text and shapes are drawn, and then every
 * picture differs a little); empty when they are the same, or when it cannot tell.
 * @param {string} root
 * @param {BaselineSet} set
 * @param {string | undefined} runningVersion
 */
export function otherChromiumNote(root, set, runningVersion) {
  const madeWith = readBaselineBrowsers(root)[set];
  if (!madeWith || !runningVersion || madeWith.includes(runningVersion)) return '';
  return (
    `The baselines were made with ${madeWith}; this run uses Chromium ${runningVersion}. If the diff images ` +
    'show only a browser upgrade, make new baselines with npm run test:visual:update.'
  );
}
