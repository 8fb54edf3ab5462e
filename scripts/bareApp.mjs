// The bare app (e2e/bare-app: React, ReactDOM, react-router-dom and styled-components, nothing else),
// built by Vite and compressed by the site's own build step: the baseline the public pages' JavaScript
// is measured against, by the bundle budget (e2e/bundle-budget.spec.ts, Brotli) and by `npm run
// bench:web` (gzip, what a reader of a page downloads until the network is idle).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { precompress } from './precompress.mjs';

const root = join(import.meta.dirname, '..');

/**
 * The bytes of the bare app's JavaScript as a browser receives them with `encoding`.
 * @param {'br' | 'gz'} encoding
 * @returns {Promise<number>}
 */
export async function bareAppBytes(encoding) {
  const outDir = await mkdtemp(join(root, '.bare-app-'));
  try {
    await build({
      configFile: false,
      root: join(root, 'e2e', 'bare-app'),
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    await precompress(outDir);
    const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith(`.js.${encoding}`));
    const sizes = await Promise.all(files.map(async (file) => (await readFile(join(outDir, 'assets', file))).length));
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
