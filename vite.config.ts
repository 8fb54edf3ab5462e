import { rmSync } from 'node:fs';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = 'dist/site';

/**
 * The MSW worker in public/ serves Storybook and the story tests only; the production site must not
 * ship a request-mocking service worker.
 */
const dropMockServiceWorker = (): Plugin => ({
  name: 'drop-mock-service-worker',
  apply: 'build',
  closeBundle() {
    rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
  },
});

export default defineConfig({
  plugins: [react(), dropMockServiceWorker()],
  // ADMIN_PATH is shared with the server, so it keeps its plain name instead of a VITE_ prefix.
  envPrefix: ['VITE_', 'ADMIN_PATH'],
  build: { outDir, emptyOutDir: true },
  // `npm run dev` serves the site with hot reload; API calls go to the server started by `npm start`.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
