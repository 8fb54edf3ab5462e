import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  BUILD_INPUT_PATHS,
  buildStampPath,
  compareWithStamp,
  computeBuildInputs,
  removeBuildStamp,
  siteBuildNotice,
  writeBuildStamp,
} from './buildFingerprint.mjs';

/** A tiny project: one file of each kind the site build reads, and two it does not. */
const buildInputFiles = {
  'src/content/home.ts': "export const heading = 'Invoices in minutes';\n",
  'src/main.tsx': 'render();\n',
  'public/robots.txt': 'User-agent: *\n',
  'index.html': '<div id="root"></div>\n',
  'portal/admin.html': '<div id="root"></div>\n',
  'portal/main.tsx': 'render();\n',
  'vite.config.ts': 'export default {};\n',
  'vite.base.config.ts': 'export {};\n',
  'vite.portal.config.ts': 'export default {};\n',
  'scripts/build-site.mjs': "import { compress } from './compress.mjs';\n",
  'scripts/compress.mjs': 'export const compress = () => {};\n',
  'scripts/vite/plugin.ts': 'export {};\n',
  'package-lock.json': '{ "lockfileVersion": 3 }\n',
  'tsconfig.json': '{}\n',
  'tsconfig.base.json': '{}\n',
  'tsconfig.web.json': '{}\n',
  'tsconfig.portal.json': '{}\n',
};
const filesTheBuildDoesNotRead = {
  'server/main.ts': 'listen();\n',
  'README.md': '# Fake\n',
  'scripts/start.mjs': 'start();\n',
};
const buildEnvironment = { VITE_SITE_URL: 'https://invoiceflow.app', NODE_ENV: 'production', PATH: '/usr/bin' };

let root: string;
let outDir: string;

const put = async (path: string, content: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
};
const inputs = (env: Record<string, string> = buildEnvironment) => computeBuildInputs({ root, env });
/** A build stamped with today's files and settings, as scripts/build-site.mjs leaves it. */
const stampBuild = async () => writeBuildStamp(outDir, await inputs());

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-fingerprint-'));
  outDir = join(root, 'dist/site');
  for (const [path, content] of Object.entries({ ...buildInputFiles, ...filesTheBuildDoesNotRead })) {
    await put(path, content);
  }
  await put('dist/site/index.html', '<html></html>');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the site build fingerprint', () => {
  it('is the same for the same files and settings, so an up-to-date build starts at once', async () => {
    expect(await inputs()).toEqual(await inputs());
    await stampBuild();
    expect(await compareWithStamp(outDir, await inputs())).toEqual({ upToDate: true });
  });

  it('names a source file whose content changed', async () => {
    await stampBuild();
    await put('src/content/home.ts', "export const heading = 'Invoices in seconds';\n");
    expect(await compareWithStamp(outDir, await inputs())).toEqual({
      upToDate: false,
      reason: 'src/content/home.ts changed',
    });
  });

  it('notices a file added or removed', async () => {
    await stampBuild();
    await put('src/pages/Pricing.tsx', 'export {};\n');
    expect(await compareWithStamp(outDir, await inputs())).toMatchObject({ reason: 'src/pages/Pricing.tsx added' });

    // A new entry page at the root, which Vite would build, though no list names it.
    await stampBuild();
    await put('portal.html', '<div id="root"></div>\n');
    expect(await compareWithStamp(outDir, await inputs())).toMatchObject({ reason: 'portal.html added' });

    await stampBuild();
    await rm(join(root, 'public/robots.txt'));
    expect(await compareWithStamp(outDir, await inputs())).toMatchObject({ reason: 'public/robots.txt removed' });
  });

  it('notices a change to any file the build reads: sources, public files, config, the lockfile', async () => {
    for (const [path, content] of Object.entries(buildInputFiles)) {
      await stampBuild();
      await put(path, `${content}// edited\n`);
      expect(await compareWithStamp(outDir, await inputs())).toEqual({ upToDate: false, reason: `${path} changed` });
    }
  });

  it('names the first change and counts the others', async () => {
    await stampBuild();
    await put('index.html', '<div id="root" class="changed"></div>\n');
    await put('scripts/vite/plugin.ts', 'export const changed = true;\n');
    await put('src/pages/Pricing.tsx', 'export {};\n');
    expect(await compareWithStamp(outDir, await inputs())).toMatchObject({ reason: 'index.html changed, and 2 more' });
  });

  it('notices a VITE_* setting or NODE_ENV that changed, appeared or went away', async () => {
    await stampBuild();
    const compareWith = async (env: Record<string, string>) =>
      compareWithStamp(outDir, await computeBuildInputs({ root, env }));
    expect(await compareWith({ ...buildEnvironment, VITE_SITE_URL: 'https://example.com' })).toMatchObject({
      reason: 'VITE_SITE_URL changed',
    });
    expect(await compareWith({ ...buildEnvironment, VITE_BRAND_NAME: 'Acme' })).toMatchObject({
      reason: 'VITE_BRAND_NAME set',
    });
    expect(await compareWith({ ...buildEnvironment, NODE_ENV: 'development' })).toMatchObject({
      reason: 'NODE_ENV changed',
    });
    const { NODE_ENV: _unset, ...withoutNodeEnv } = buildEnvironment;
    expect(await compareWith(withoutNodeEnv)).toMatchObject({ reason: 'NODE_ENV unset' });
  });

  it('ignores files and settings the build does not read, ADMIN_PATH (a run-time setting) among them', async () => {
    await stampBuild();
    for (const [path, content] of Object.entries(filesTheBuildDoesNotRead)) await put(path, `${content}// edited\n`);
    const runTimeSettings = { ADMIN_PATH: '/back-office', PORT: '3999', DATABASE_URL: 'postgres://x' };
    const current = await computeBuildInputs({ root, env: { ...buildEnvironment, ...runTimeSettings } });
    expect(await compareWithStamp(outDir, current)).toEqual({ upToDate: true });
  });

  it('keeps no setting in clear in the stamp', async () => {
    expect(JSON.stringify(await inputs())).not.toContain('invoiceflow.app');
  });

  it('calls for a rebuild when there is no stamp, or one that cannot be read', async () => {
    expect(await compareWithStamp(outDir, await inputs())).toEqual({
      upToDate: false,
      reason: 'no record of what it was built from',
    });
    for (const unreadable of ['{"files": {', '[]', '{"files": null, "environment": {}}']) {
      await writeFile(buildStampPath(outDir), unreadable);
      expect(await compareWithStamp(outDir, await inputs())).toEqual({
        upToDate: false,
        reason: 'its record of inputs is unreadable',
      });
    }
  });

  it('calls for a rebuild once a new build has started (its stamp removed) until that build is stamped', async () => {
    await stampBuild();
    await removeBuildStamp(outDir);
    expect(await compareWithStamp(outDir, await inputs())).toMatchObject({ upToDate: false });
  });

  it('keeps the stamp beside the site folder, where the server does not publish it, one per folder', async () => {
    await stampBuild();
    expect(await readdir(outDir)).toEqual(['index.html']);
    expect(buildStampPath(outDir)).toBe(join(root, 'dist/site.build-inputs.json'));
    expect(existsSync(buildStampPath(outDir))).toBe(true);
    expect(buildStampPath(join(root, 'dist/bench-site'))).not.toBe(buildStampPath(outDir));
  });
});

describe('what npm start says before serving a site build', () => {
  const notice = (siteDir = outDir) => siteBuildNotice(siteDir, { root, env: buildEnvironment });

  it('builds a missing site, rebuilds a stale one naming what changed, and starts an up-to-date one at once', async () => {
    expect(await notice(join(root, 'dist/elsewhere'))).toBe(
      `No site build in ${join(root, 'dist/elsewhere')}: building it first`,
    );
    expect(await notice()).toBe('The site build is out of date (no record of what it was built from): rebuilding');
    await stampBuild();
    expect(await notice()).toBeUndefined();
    await put('src/content/home.ts', "export const heading = 'Invoices in seconds';\n");
    expect(await notice()).toBe('The site build is out of date (src/content/home.ts changed): rebuilding');
  });
});

describe('the list of build inputs', () => {
  it('names paths that exist in this repository (a renamed input would silently drop out)', () => {
    const projectRoot = fileURLToPath(new URL('..', import.meta.url));
    expect(BUILD_INPUT_PATHS.filter((path) => !existsSync(join(projectRoot, path)))).toEqual([]);
  });
});
