import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';

import { chromiumLaunchArgs, findChromium } from './scripts/browser.mjs';
import { allowedDifferentPixels, colorThreshold } from './testing/visual/tolerance.ts';
import {
  baselineFolder,
  captureStoryScreenshot,
  failureFolder,
  screenshotOptions,
  storyImagePath,
} from './testing/visual/storyScreenshots.ts';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The story tests' browser page. Vitest shows each story file in an iframe sized to the story's viewport
 * and scales the iframe down when the page is smaller, which would blur every screenshot: the page is
 * larger than the largest story viewport (1920 × 1080). Time zone and locale are fixed, so dates in the
 * screenshots read the same on any machine.
 */
const storyBrowserContext = {
  viewport: { width: 1920, height: 1200 },
  deviceScaleFactor: 1,
  timezoneId: 'UTC',
  locale: 'en-US',
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'portal/**/*.test.{ts,tsx}',
              'shared/**/*.test.ts',
              'testing/{mocks,web}/**/*.test.{ts,tsx}',
            ],
            exclude: ['src/api/**'],
            setupFiles: ['./testing/web/setup.ts'],
            // One page per worker for all files: a fresh jsdom per file was 93 of the stage's 99 s of CPU
            // (26 s without). The setup file unmounts and clears storage after each test, and the files
            // pass in any order (--sequence.shuffle.files).
            isolate: false,
          },
        },
        {
          // The API server and the web service layer, against real databases (see testing/server/harness.ts),
          // and the Node scripts behind the npm scripts.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'src/api/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
            setupFiles: ['./testing/server/setup.ts'],
            globalSetup: ['./testing/server/globalSetup.ts'],
            // The files of a worker share one module graph: importing the server afresh for each of them
            // took a third of the stage's CPU. The files share no module state they change (no vi.mock; the
            // password cost is set alike for all), and pass in any order (--sequence.shuffle.files).
            isolate: false,
            // Creating an embedded database takes seconds on a busy 2-core machine.
            hookTimeout: 120_000,
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            // Story files side by side, each in its own page: one per core. Vitest's default for the
            // browser is one fewer than the cores, one file at a time on two, and a story spends much of
            // its time waiting (mock answers, animations, the screenshot), so one page left a core idle.
            // Two per core (tried before) kept both busy but fought over them: on two cores, two pages
            // against four took 8 to 10 % less CPU and 8 to 10 % less time (153 against 171 CPU-s and 77
            // against 86 s for the 61 stories of the portal's shell; 166 against 180 and 81 against 88 s
            // for 81 stories of views and pages).
            maxWorkers: Math.min(8, availableParallelism()),
            // A story's play function may wait on several states in a row (each findBy up to 5 s), and
            // the heaviest admin stories took 13 s on a loaded machine (one of two cores busy elsewhere)
            // and went past Vitest's 15 s default there; a state that never comes still fails at its own
            // findBy, and a hung story at 30 s.
            testTimeout: 30_000,
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findChromium(), args: chromiumLaunchArgs },
                contextOptions: storyBrowserContext,
              }),
              instances: [{ browser: 'chromium' }],
              // The stories' visual tests (testing/stories/storyScreenshot.ts, docs/visual-tests.md):
              // baselines in visual/, the pictures of a failure in test-results/visual/.
              commands: { captureStoryScreenshot },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: {
                    threshold: colorThreshold,
                    includeAA: false,
                    allowedMismatchedPixels: allowedDifferentPixels,
                  },
                  screenshotOptions,
                  // Two equal captures in a row count as stable; a loaded machine needs more than 5 s.
                  timeout: 10_000,
                  resolveScreenshotPath: ({ arg, root, testFileDirectory, testFileName }) =>
                    storyImagePath(root, baselineFolder, path.join(testFileDirectory, testFileName), arg),
                  resolveDiffPath: ({ arg, root, testFileDirectory, testFileName }) =>
                    storyImagePath(root, failureFolder, path.join(testFileDirectory, testFileName), arg),
                },
              },
            },
          },
        },
      ],
    },
  }),
);
