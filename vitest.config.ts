import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';

import { chromiumLaunchArgs, findChromium } from './scripts/browser.mjs';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

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
            include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'testing/{mocks,web}/**/*.test.{ts,tsx}'],
            exclude: ['src/api/**'],
            setupFiles: ['./testing/web/setup.ts'],
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
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findChromium(), args: chromiumLaunchArgs },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
