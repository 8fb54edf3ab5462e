import { join } from 'node:path';

import { build, createServer, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const configFile = join(root, 'vite.config.ts');
const fixture = join(import.meta.dirname, 'styledComponents.fixture.tsx');
/** Nothing is written (`write: false`); the site's own plugins still look at the folder (dropMockServiceWorker). */
const outDir = join(root, 'node_modules/.cache/styled-components-test');
const external = (id: string) => /^(react|styled-components)(\/|$)/.test(id);

/** The fixture compiled by the project's Vite configuration, as the browser's build or the prerender's. */
async function built(target: 'client' | 'ssr') {
  const output = await build({
    root,
    configFile,
    logLevel: 'silent',
    build: {
      outDir,
      write: false,
      minify: false,
      copyPublicDir: false,
      manifest: false,
      ...(target === 'ssr' ? { ssr: fixture } : {}),
      // The definitions stay exported, so that each can be found by its name.
      rollupOptions: { input: fixture, external, preserveEntrySignatures: 'allow-extension' },
    },
  });
  const { output: files } = (Array.isArray(output) ? output[0] : output) as Rollup.RollupOutput;
  const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
  if (entry?.type !== 'chunk') throw new Error('The build has no entry chunk.');
  return entry.code;
}

/** Each styled component's `componentId`, by the name it is defined under. */
const componentIds = (code: string) =>
  Object.fromEntries(
    [...code.matchAll(/\b(?:const|let|var) (\w+) = [^;]*?\.withConfig\(\{[^}]*?componentId: "([^"]+)"/g)].map(
      ([, name, id]) => [name, id],
    ),
  );

/** The CSS text of the `css` and `createGlobalStyle` templates, in order. */
const templates = (code: string) =>
  [...code.matchAll(/\b(?:css|createGlobalStyle|keyframes)`([^`]*)`/g)].map(([, text]) => text);

describe('the styled-components transform of the Vite configuration (vite.config.ts)', { timeout: 60_000 }, () => {
  let client = '';
  let ssr = '';
  beforeAll(async () => {
    client = await built('client');
    ssr = await built('ssr');
  });

  it('gives every form of styled definition an id of its own: styled.x, styled(Component), .attrs() and styled.x(fn)', () => {
    const ids = componentIds(client);
    expect(Object.keys(ids).sort()).toEqual(['Box', 'Checkbox', 'HomeLink', 'Note']);
    for (const id of Object.values(ids)) expect(id).toMatch(/^sc-[a-z0-9]+-\d+$/);
    expect(new Set(Object.values(ids)).size).toBe(4);
  });

  it('gives each component the same id in the prerender as in the browser, build after build', async () => {
    const ids = componentIds(client);
    expect(componentIds(ssr)).toEqual(ids);
    expect(componentIds(await built('client'))).toEqual(ids);
    expect(componentIds(await built('ssr'))).toEqual(ids);
  });

  it('ships the CSS minified, the same in both builds, and no component names', () => {
    // css, keyframes and createGlobalStyle get no id: styled-components names them after their CSS.
    expect(templates(client)).toEqual(['from{opacity:0;}', 'color:rebeccapurple;', 'body{margin:0;}']);
    expect(templates(ssr)).toEqual(templates(client));
    expect(client).toContain('`margin:0 auto;animation:${fadeIn} 1s;`');
    expect(client).not.toContain('displayName');
  });

  describe('served (`npm run dev`, Storybook, the tests)', () => {
    let server: Awaited<ReturnType<typeof createServer>>;
    beforeAll(async () => {
      server = await createServer({
        root,
        configFile,
        logLevel: 'silent',
        server: { middlewareMode: true, ws: false },
      });
    });
    afterAll(() => server.close());

    it('names each component in its class, with the id the build gives it, on the server as in the browser', async () => {
      const url = `/${join('scripts/vite', 'styledComponents.fixture.tsx')}`;
      const served = (await server.transformRequest(url))?.code ?? '';
      const servedForSsr = (await server.transformRequest(url, { ssr: true }))?.code ?? '';
      expect(served).toMatch(/displayName: "styledComponents\.fixture__Box"/);
      expect(componentIds(served)).toEqual(componentIds(client));
      expect(componentIds(servedForSsr)).toEqual(componentIds(client));
    });
  });
});
