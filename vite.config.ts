import { rmSync } from 'node:fs';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { styledComponentIds } from './scripts/vite/styledComponentIds.ts';
import { siteConfigFromEnv } from './src/config/siteConfigSchema.ts';

const outDir = 'dist/site';

/**
 * The MSW worker in public/ serves Storybook and the story tests only; the production site must not
 * ship a request-mocking service worker.
 */
const dropMockServiceWorker = (): Plugin => {
  let builtTo = outDir;
  return {
    name: 'drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      builtTo = config.build.outDir;
    },
    closeBundle() {
      rmSync(join(builtTo, 'mockServiceWorker.js'), { force: true });
    },
  };
};

/**
 * `npm run dev` serves the admin portal at ADMIN_PATH as the server does: admin.html, told its path.
 * (In production the server fills the path in at run time: server/plugins/site.ts.)
 */
const devAdminPath = (): Plugin => {
  const adminPath = (process.env.ADMIN_PATH || '/admin').replace(/\/+$/, '');
  return {
    name: 'dev-admin-path',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === adminPath || path.startsWith(`${adminPath}/`)) request.url = '/admin.html';
        next();
      });
    },
    transformIndexHtml: (html) =>
      html.replace('<meta name="admin-path" content="" />', `<meta name="admin-path" content="${adminPath}" />`),
  };
};

/**
 * Set by scripts/build-site.mjs while it builds the admin portal: the form-kit chunk below is for the
 * public pages. In the portal's build the entry imports the kit and the kit the entry's theme, a cycle
 * in which the kit ran before what it needs (the portal's sign-in showed no errors).
 */
const buildingAdmin = () => process.env.SITE_BUILD_PART === 'admin';

// Vite loads this file afresh for each build, so each reads SITE_BUILD_PART as it starts.
export default defineConfig({
  plugins: [react(), styledComponentIds(), dropMockServiceWorker(), devAdminPath()],
  // Validated here, once: a bad VITE_* value stops the build with a clear message.
  define: { __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv(process.env)) },
  // The manifest tells the prerender which chunks each page needs (scripts/build-site.mjs deletes it).
  // No preload helper around dynamic imports: prerendered pages preload their chunks through the boot
  // script (scripts/build-site.mjs), and a chunk fetched later (a dialog, the admin portal) may fetch
  // its few imports itself. Every gzip kilobyte of the first load counts (bundle budget, e2e).
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    rollupOptions: {
      output: {
        // React, the router and styled-components in one chunk of their own: it changes only when they
        // are upgraded, so a returning visitor keeps it across releases, and every page's first load
        // carries one chunk of them instead of several (fewer bytes sent than the automatic split).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis)[\\/]/,
              priority: 2,
            },
            // The form kit (fields, the alert that reports a send, the honeypot, the fine print) in one
            // chunk for the pages with a form (/contact, /waitlist, the waitlist dialog): as the automatic
            // split left it, five to eight small files each compressed on its own, 0.4 kB more sent.
            // Only these modules, not what they import (the theme, React), which the entry already has.
            ...(buildingAdmin()
              ? []
              : [
                  {
                    name: 'forms',
                    test: /[\\/]src[\\/](components[\\/](TextField|TextArea|Field|Alert|HoneypotField|FinePrint)[\\/]|components[\\/]valuesTypedBeforeStart|api[\\/]errors)/,
                    includeDependenciesRecursively: false,
                    priority: 1,
                  },
                ]),
          ],
        },
      },
    },
  },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser, which fails
  // the story tests that were running at that moment (seen on the first run of a fresh clone).
  optimizeDeps: {
    include: ['@tanstack/react-query', 'lucide-react', 'react-router-dom', 'styled-components', 'msw', 'zod'],
  },
  // `npm run dev` serves the site with hot reload; API calls go to the server started by `npm start`.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
