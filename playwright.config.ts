import { defineConfig } from '@playwright/test';

import { findHeadlessShell, headlessShellLaunchArgs } from './scripts/browser.mjs';
import { allowedDifferentPixels, colorThreshold } from './testing/visual/tolerance.ts';

/**
 * End-to-end journeys against the built site served by the real server on throw-away databases
 * (e2e/global-setup.ts). Project `pglite` runs every journey. Project `postgres`, when TEST_DATABASE_URL
 * points at a PostgreSQL server, runs the journeys tagged `@postgres` a second time: one of each kind
 * (a sign-up, the admin's inbox, a reply mailed out, the forms without JavaScript, an invite run), which
 * shows the built product works on PostgreSQL end to end. What differs between the two databases is
 * the repositories' SQL, and the server tests run all of it on both.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The pages' visual tests (e2e/visual.spec.ts, docs/visual-tests.md): baselines in visual/pages/,
    // compared with the stories' tolerance; the expected, actual and diff images of a failure go to
    // test-results/. A missing baseline fails: only `npm run test:visual:update` writes them.
    toHaveScreenshot: {
      pathTemplate: 'visual/pages/{arg}{ext}',
      threshold: colorThreshold,
      maxDiffPixels: allowedDifferentPixels,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  updateSnapshots: 'none',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // Debian's Chromium headless shell (scripts/browser.mjs says why).
    launchOptions: { executablePath: findHeadlessShell(), args: headlessShellLaunchArgs },
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) and a screenshot of
    // the end. The trace's filmstrip is left out: encoding a frame of every paint of every journey was
    // a quarter of the stage's CPU (251 against 193 CPU-s for four of the files, 137 s against 109 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pglite', use: { baseURL: process.env.E2E_PGLITE_URL } },
    ...(withPostgres ? [{ name: 'postgres', grep: /@postgres/, use: { baseURL: process.env.E2E_POSTGRES_URL } }] : []),
  ],
});
