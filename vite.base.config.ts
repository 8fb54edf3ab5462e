import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

import { styledComponents } from './scripts/vite/styledComponents.ts';
import { siteConfigFromEnv } from './shared/config/siteConfigSchema.ts';

/**
 * The repository's root. Paths here are absolute because the two apps' configurations start from
 * different roots: the site's is the repository (vite.config.ts), the portal's is portal/
 * (vite.portal.config.ts).
 */
export const repositoryRoot = import.meta.dirname;

/** Where both apps are built: the server serves one folder, the site's pages and the portal's page alike. */
export const siteOutDir = join(repositoryRoot, 'dist/site');

/**
 * What the public site (vite.config.ts) and the admin portal (vite.portal.config.ts) are both built and
 * served with: the aliases, React, the styled-components transform, the checked site configuration, the
 * framework's chunk and the dev server's API proxy. Each app's configuration merges its own parts into
 * this one (`mergeConfig` appends arrays: plugins, chunk groups).
 */
export function baseConfig(): UserConfig {
  return {
    // One name per top-level folder instead of climbing relative paths (tsconfig.base.json's `paths` says
    // the same to TypeScript, esbuild and Playwright).
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${join(repositoryRoot, 'src')}/` },
        { find: /^@portal\//, replacement: `${join(repositoryRoot, 'portal')}/` },
        { find: /^@shared\//, replacement: `${join(repositoryRoot, 'shared')}/` },
        { find: /^@testing\//, replacement: `${join(repositoryRoot, 'testing')}/` },
      ],
    },
    plugins: [react(), styledComponents()],
    // Validated here, once: a bad VITE_* value stops the build with a clear message.
    define: { __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv(process.env)) },
    build: {
      rollupOptions: {
        output: {
          // React, the router and styled-components in one chunk of their own: it changes only when they
          // are upgraded, so a returning visitor keeps it across releases, and every page's first load
          // carries one chunk of them instead of several (fewer bytes sent than the automatic split).
          // Each app adds its own groups; a group with a higher priority takes its modules first.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis)[\\/]/,
                priority: 3,
              },
            ],
          },
        },
      },
    },
    // `npm run dev` and `npm run dev:portal` serve with hot reload; API calls go to the server started by
    // `npm start`.
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
  };
}
