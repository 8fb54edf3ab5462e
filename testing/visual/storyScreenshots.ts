// The Node side of the stories' visual tests: where their images live, and the browser command that
// captures a story and compares it with its baseline (testing/stories/storyScreenshot.ts calls it).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The Playwright provider's `page` and `iframe` on a command's context.
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

import { otherChromiumNote } from './chromiumVersion.mjs';

/** The committed baselines: `visual/stories/<area>/<file>/<story>.png`. */
export const baselineFolder = 'visual';
/** The images of a failure (actual and diff): the same tree under `test-results/visual/`. */
export const failureFolder = 'test-results/visual';

/** Capture settings, shared with Vitest's own `toMatchScreenshot`, so both take the same picture. */
export const screenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/**
 * Where the picture `name` of the story file `testFile` (relative to the project) goes under `folder`:
 * `visual/stories/components/Button/Primary.png` for the story "Primary" of
 * `stories/components/Button.stories.tsx`.
 */
export function storyImagePath(root: string, folder: string, testFile: string, name: string): string {
  const { dir, base } = path.parse(testFile);
  return path.join(root, folder, dir, base.replace(/\.stories\.tsx?$/, ''), `${name}.png`);
}

/** What `captureStoryScreenshot` found; `note` is for a failure's message (another Chromium). */
export type StoryScreenshotOutcome =
  | { outcome: 'same' | 'written' }
  | { outcome: 'differs'; note: string }
  | { outcome: 'missing'; actual: string; baseline: string; note: string };

/**
 * Captures the element `selector` picks in the story's frame, with the pointer off the page (no hover
 * state), and compares the PNG with the baseline byte for byte. Chromium encodes equal pixels to equal
 * bytes, so an unchanged story costs one capture and one file read, no decoding; only when the bytes
 * differ does the caller hand over to `toMatchScreenshot`, which compares pixels within the tolerance
 * and writes the diff. With `vitest -u` (npm run test:visual:update) the capture becomes the baseline,
 * as Chromium encoded it: smaller than a re-encoded one, and byte-equal on the next run.
 */
export const captureStoryScreenshot: BrowserCommand<[selector: string, name: string], StoryScreenshotOutcome> = async (
  context,
  selector,
  name,
) => {
  if (!context.testPath) throw new Error('A story screenshot needs the story file.');
  const root = context.project.config.root;
  const testFile = path.relative(root, context.testPath);
  const baseline = storyImagePath(root, baselineFolder, testFile, name);
  await context.page.mouse.move(-1000, -1000);
  const capture = () => context.iframe.locator(selector).screenshot({ ...screenshotOptions, timeout: 10_000 });
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all') {
    // A baseline is a picture that held still: two captures in a row the same, as the comparison
    // itself waits for (toMatchScreenshot), never a frame caught halfway through a change.
    let image = await capture();
    for (let tries = 0; tries < 20; tries += 1) {
      const next = await capture();
      if (next.equals(image)) break;
      image = next;
    }
    await mkdir(path.dirname(baseline), { recursive: true });
    await writeFile(baseline, image);
    return { outcome: 'written' };
  }
  const image = await capture();
  const stored = await readFile(baseline).catch(() => null);
  if (stored?.equals(image)) return { outcome: 'same' };
  const note = otherChromiumNote(root, 'stories', context.page.context().browser()?.version());
  if (stored) return { outcome: 'differs', note };
  const actual = storyImagePath(root, failureFolder, testFile, `${name}-actual`);
  await mkdir(path.dirname(actual), { recursive: true });
  await writeFile(actual, image);
  return { outcome: 'missing', actual: path.relative(root, actual), baseline: path.relative(root, baseline), note };
};
