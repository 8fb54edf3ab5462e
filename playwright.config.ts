import { defineConfig } from '@playwright/test';

import { chromiumLaunchArgs, findChromium } from './scripts/browser.mjs';

/**
 * End-to-end journeys against the built site served by the real server on throw-away databases
 * (e2e/global-setup.ts). Project `pglite` always runs; project `postgres` runs the journeys that touch
 * the database a second time when TEST_DATABASE_URL points at a PostgreSQL server.
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
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumLaunchArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pglite', use: { baseURL: process.env.E2E_PGLITE_URL } },
    ...(withPostgres ? [{ name: 'postgres', grep: /@database/, use: { baseURL: process.env.E2E_POSTGRES_URL } }] : []),
  ],
});
