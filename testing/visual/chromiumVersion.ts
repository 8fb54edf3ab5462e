import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by `npm run test:visual:update`: the `chromium --version` the baselines were made with. */
export const chromiumVersionFile = 'visual/chromium-version.txt';

/**
 * A sentence to add to a visual failure when this run's Chromium is not the one the baselines were made
 * with (an upgrade of Debian's package changes how text and shapes are drawn, and then every picture
 * differs a little); empty when they are the same, or when it cannot tell.
 */
export function otherChromiumNote(root: string, runningVersion: string | undefined): string {
  let madeWith: string;
  try {
    madeWith = readFileSync(path.join(root, chromiumVersionFile), 'utf8').trim();
  } catch {
    return '';
  }
  if (!runningVersion || madeWith.includes(runningVersion)) return '';
  return (
    `The baselines were made with ${madeWith}; this run uses Chromium ${runningVersion}. If the diff images ` +
    'show only a browser upgrade, make new baselines with npm run test:visual:update.'
  );
}
