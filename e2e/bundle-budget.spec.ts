import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

/**
 * The JavaScript a public page makes the browser fetch before it is interactive stays within 1.3× of
 * a bare React + ReactDOM + react-router-dom + styled-components app built by Vite (93.3 kB gzip,
 * measured on this stack: docs/performance.md), and none of it is the admin portal's.
 */
const BARE_BASELINE_BYTES = 93_300;
const BUDGET_BYTES = Math.round(BARE_BASELINE_BYTES * 1.3);

const siteDir = () => {
  const dir = process.env.E2E_SITE_DIR;
  if (!dir) throw new Error('E2E_SITE_DIR is not set: run through `npx playwright test` (e2e/global-setup.ts).');
  return dir;
};

/**
 * `/assets/x.js` files the page loads up front: its scripts, module preloads, and what the boot script
 * of a prerendered page starts once the page has painted (its `data-entry` and `data-preload`).
 */
const scriptsOf = (html: string) =>
  [
    ...html.matchAll(/<script [^>]*src="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/data-(?:entry|preload)="([^"]+)"/g),
  ].flatMap(([, files]) => files!.split(' ').map((file) => file.replace(/^\//, '')));

/** Static `import`/`export … from "./x.js"` of a chunk: fetched before it runs. `import("./x.js")` is not. */
const staticImportsOf = (code: string, file: string) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g)].map(([, path]) =>
    posix.join(posix.dirname(file), path!),
  );

/** Every file a page needs up front, following static imports, with its gzip size. */
async function initialJavaScript(html: string) {
  const sizes = new Map<string, number>();
  const visit = async (file: string) => {
    if (sizes.has(file)) return;
    const code = await readFile(join(siteDir(), file));
    sizes.set(file, gzipSync(code).length);
    for (const imported of staticImportsOf(code.toString(), file)) await visit(imported);
  };
  for (const file of scriptsOf(html)) await visit(file);
  return sizes;
}

async function prerenderedPages() {
  const files = await readdir(siteDir(), { recursive: true });
  return files.filter((file) => file.endsWith('index.html') || file === '404.html');
}

test.describe('bundle budget', () => {
  test('the build prerendered every public page', async () => {
    expect((await prerenderedPages()).sort()).toEqual(
      [
        '404.html',
        'index.html',
        'about/index.html',
        'features/index.html',
        'how-it-works/index.html',
        'contact/index.html',
        'coming-soon/index.html',
        'privacy/index.html',
      ].sort(),
    );
  });

  test(`no public page loads more than ${BUDGET_BYTES / 1000} kB of JavaScript (gzip) up front, nor any admin code`, async () => {
    const assets = await readdir(join(siteDir(), 'assets'));
    const adminChunks = assets.filter((file) => /^admin-.*\.js$/.test(file));
    expect(adminChunks, 'the admin portal is a chunk of its own').toHaveLength(1);

    const report: string[] = [];
    for (const file of await prerenderedPages()) {
      const sizes = await initialJavaScript(await readFile(join(siteDir(), file), 'utf8'));
      const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      report.push(`${file}: ${(total / 1000).toFixed(1)} kB in ${sizes.size} files`);
      expect(sizes.size, `${file} loads its scripts`).toBeGreaterThan(0);
      expect(
        [...sizes.keys()].filter((path) => adminChunks.includes(posix.basename(path))),
        file,
      ).toEqual([]);
      expect(total, `${file} initial JavaScript (gzip bytes)`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
    test.info().annotations.push({ type: 'sizes', description: report.join('; ') });
  });
});
