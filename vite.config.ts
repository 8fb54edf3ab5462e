import { rmSync } from 'node:fs';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { styledComponents } from './scripts/vite/styledComponents.ts';
import { siteConfigFromEnv } from './shared/config/siteConfigSchema.ts';

const outDir = 'dist/site';

/**
 * The MSW worker in public/ and the story worker that loads it serve Storybook and the story tests
 * only; the production site must not ship a request-mocking service worker.
 */
const mockServiceWorkers = ['mockServiceWorker.js', 'storyServiceWorker.js'];
const dropMockServiceWorker = (): Plugin => {
  let builtTo = outDir;
  return {
    name: 'drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      builtTo = config.build.outDir;
    },
    closeBundle() {
      for (const worker of mockServiceWorkers) rmSync(join(builtTo, worker), { force: true });
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
 * Set by scripts/build-site.mjs while it builds the admin portal: the form-kit chunk below and
 * publicSiteClient are for the public pages. In the portal's build the entry imports the kit and the kit
 * the entry's theme, a cycle in which the kit ran before what it needs (the portal's sign-in showed no
 * errors).
 */
const buildingAdmin = () => process.env.SITE_BUILD_PART === 'admin';

/**
 * Each file is compressed on its own, and the automatic split left every page fetching small files (an
 * icon, the table of paths: 60-400 bytes) that cost more than their content. These chunks put modules
 * that travel together in one file, so that no page loads more than a few hundred bytes it did not load
 * before. A group takes the modules its test names and what they import, or only those modules where
 * `includeDependenciesRecursively` is false (what they import then stays where it was, so that no module
 * of the entry goes to a chunk that imports the entry).
 */
const publicPageChunks = [
  // What every page loads: the buttons, the page's meta and section, the table of paths, the icon
  // component with the check mark (the alert, the call to action, the sign-up success, /contact), and
  // what they import (the theme's tokens, the container, the site's config). The entry imports it, and
  // it imports nothing of the entry. It was in the entry or in three small files every page fetched
  // beside it (Button, paths, SitePageMeta). VisuallyHidden too: the forms, /, /contact and
  // /how-it-works use it, and alone it was one more file for each of them (/contact 0.2 kB over budget).
  {
    name: 'common',
    test: /[\\/]src[\\/](components[\\/](Button|Spinner|Section|PageMeta|VisuallyHidden)[\\/]|pages[\\/]SitePageMeta\.tsx)|[\\/]shared[\\/]content[\\/]paths\.ts|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-check\.mjs$/,
    priority: 2,
  },
  // The hero band with the small icons and anchor names of the pages that have one: lightbulb (/about,
  // /contact), external link (/contact; the demo video on /features, /how-it-works), clock (/contact,
  // /how-it-works), the anchors (/, /contact, the /how-it-works showcase). /coming-soon has a hero and
  // none of them (0.3 kB more for it); /waitlist and the outcome pages have no hero. With them the
  // grid of cards (components/BalancedGrid): every page with a hero has a grid and no other page has
  // one. Alone it was one more file for six pages; beside the card, /waitlist's 0.5 kB over budget.
  {
    name: 'hero',
    test: /[\\/]src[\\/](sections[\\/]Hero[\\/]|components[\\/]BalancedGrid[\\/]|content[\\/]anchors\.ts)|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](lightbulb|external-link|clock)\.mjs$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The product's screenshots (src/content/screenshots.ts) and what keeps a press on a deferred section
  // before it hydrated (earlyPress: the showcase's and the Sneak Peek's buttons). /, /how-it-works and
  // /coming-soon load the first; the last two also import the second. On its own it was one more file
  // for both (/how-it-works at the budget, 102.6 kB).
  {
    name: 'screenshots',
    test: /[\\/]src[\\/](content[\\/]screenshots|components[\\/]earlyPress)\.ts$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/**
 * What the browser's build of the public site gets beside the configuration below.
 *
 * The chunks above (publicPageChunks). Not in the prerender's server build: its modules run in the order
 * its chunks import one another, and styled-components writes each page's styles in that order, so the
 * common chunk would put the container's, the sections' and the buttons' styles before the global style
 * in every prerendered page. Without them there, the prerendered pages are byte for byte what they were,
 * and so is the order of the styles a page starts with in the browser (it follows the prerendered
 * page's).
 *
 * No preload helper. Vite wraps every dynamic `import()` in one that also fetches the imported chunk's
 * CSS and, with `modulePreload` (off here), its imports. The site has no CSS files, so every call passes
 * no files and the helper only re-throws a failed import after a `vite:preloadError` event that nothing
 * listens for: dead code, 0.6 kB (Brotli) of every page's entry chunk (vitejs/vite#18551). Here it is a
 * plain call. Should a chunk ever import CSS, which only the helper would load, the build stops instead
 * of shipping pages without it.
 */
const publicSiteClient = (): Plugin => {
  // Known once every plugin's config hook has run (Storybook sets its entry in one): whether this is the
  // browser's build of the site's own entry (index.html), not the admin portal, the prerender's server
  // build or Storybook.
  let active = false;
  return {
    name: 'public-site-client',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      active = !config.build.ssr && !buildingAdmin() && config.build.rollupOptions.input === undefined;
    },
    outputOptions(options) {
      if (!active || typeof options.codeSplitting !== 'object') return null;
      const groups = [...(options.codeSplitting.groups ?? []), ...publicPageChunks];
      return { ...options, codeSplitting: { ...options.codeSplitting, groups } };
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => (active ? 'export const __vitePreload = (load) => load();' : null),
    },
    generateBundle(_options, bundle) {
      if (!active) return;
      const withCss = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && (output.viteMetadata?.importedCss.size ?? 0) > 0,
      );
      if (withCss.length > 0) {
        this.error(
          `CSS imported by ${withCss.map((chunk) => chunk.fileName).join(', ')}: Vite's preload helper is what ` +
            'loads the CSS of a chunk imported on demand, so the plain call in publicSiteClient (vite.config.ts) must go.',
        );
      }
    },
  };
};

/**
 * The module of each screen of the portal that is a chunk of its own (src/features/admin/shell/sectionViews.tsx),
 * by the path segment that opens it (sections.ts).
 */
const adminScreenModules: Record<string, string> = {
  waitlist: 'src/features/admin/views/waitlist/index.ts',
  messages: 'src/features/admin/views/contact/index.ts',
  outbox: 'src/features/admin/views/outbox/index.ts',
  privacy: 'src/features/admin/privacy/index.ts',
  debug: 'src/features/admin/debug/index.ts',
};

/**
 * The portal's files. As the automatic split left them, an empty-cache visit fetched eleven files
 * before the first rows (the runtime, the theme, the spinner, the visually-hidden style and four pieces
 * the screens share, each a file of its own): more than the browser's six connections to the server, so
 * the first calls queued behind code (`npm run bench:admin`). Here the shell is one file with the entry
 * (the runtime, the theme, the session, the modules the screens share with it) and what the screens share
 * among themselves is one more: the dashboard needs the framework, the shell, the shared screen code and
 * its own chunk.
 */
const adminChunks = [
  {
    name: 'admin',
    tags: ['$initial' as const],
    test: (id: string) => !/[\\/]src[\\/]features[\\/]admin[\\/]early[\\/]/.test(id),
    priority: 2,
  },
  {
    name: 'screens',
    test: /[\\/]src[\\/](features[\\/]admin[\\/]views[\\/]common|components)[\\/]|[\\/]lucide-react[\\/]/,
    priority: 1,
  },
];

type BundleChunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId?: string | null };

/** A chunk's file and every file it imports, directly or not. */
function withImports(bundle: Record<string, { type: string }>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName] as BundleChunk | undefined;
  for (const imported of chunk?.imports ?? []) withImports(bundle, imported, into);
  return into;
}

/** The admin page's placeholder for its path, which the server fills in (server/plugins/site.ts). */
const ADMIN_PATH_META = '<meta name="admin-path" content="" />';

/**
 * The portal's page starts its first API calls before the portal's code has loaded: the code of
 * src/features/admin/early/earlyCalls.ts, built as a chunk of its own with no imports, is written into
 * the page as an inline script right after the admin-path meta it reads, ahead of the entry's script and
 * preloads. The parser runs it as it reaches it, so the calls are asked for first. As a file of its own
 * it queued behind the framework's bytes on Slow 4G (asked for at 0.65 s, there at 1.8 s: ADR 0010);
 * inline, it costs no request. The server allows it by its hash (server/plugins/site.ts). Admin build only.
 *
 * The same script preloads the code of the screen the address opens, which the entry would ask for
 * only once it runs: the page's `admin-screen-code` meta, before the script, names per screen the files it
 * needs beyond the entry's (`waitlist=/assets/a.js,/assets/b.js;messages=…`).
 */
const adminEarlyCalls = (): Plugin => {
  const chunkName = 'admin-early';
  return {
    name: 'admin-early-calls',
    apply: 'build',
    buildStart() {
      if (!buildingAdmin()) return;
      this.emitFile({
        type: 'chunk',
        id: join(import.meta.dirname, 'src/features/admin/early/earlyCalls.ts'),
        name: chunkName,
        // Nothing imports it: its exports (for its unit tests) go, and it is a plain script.
        preserveSignature: false,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!buildingAdmin() || !bundle || !entry) return;
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === chunkName);
        if (!chunk || chunk.type !== 'chunk' || chunk.imports.length > 0 || /^\s*(import|export)\b/m.test(chunk.code)) {
          throw new Error(`The ${chunkName} chunk is missing, imports or exports: it must run on its own, inline.`);
        }
        if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`The ${chunkName} chunk cannot be written inline.`);
        if (!html.includes(ADMIN_PATH_META)) throw new Error(`admin.html has no ${ADMIN_PATH_META}.`);
        delete bundle[chunk.fileName];
        const entryFiles = withImports(bundle, entry.fileName);
        const screens = Object.entries(adminScreenModules).map(([segment, module]) => {
          const screen = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === join(import.meta.dirname, module),
          );
          if (!screen) throw new Error(`No chunk of its own for the admin screen ${module} (${segment}).`);
          const files = [...withImports(bundle, screen.fileName)].filter((file) => !entryFiles.has(file));
          return `${segment}=${files.map((file) => `/${file}`).join(',')}`;
        });
        // In a function of its own, so that its names stay out of the page's global scope.
        const script = `(() => {\n${chunk.code.trim()}\n})();`;
        return html.replace(
          ADMIN_PATH_META,
          `${ADMIN_PATH_META}\n    <meta name="admin-screen-code" content="${screens.join(';')}" />\n    <script>${script}</script>`,
        );
      },
    },
  };
};

// Vite loads this file afresh for each build, so each reads SITE_BUILD_PART as it starts.
export default defineConfig({
  // One name per top-level folder instead of climbing relative paths (tsconfig.json's `paths` says the
  // same to TypeScript, esbuild and Playwright).
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${join(import.meta.dirname, 'src')}/` },
      { find: /^@portal\//, replacement: `${join(import.meta.dirname, 'portal')}/` },
      { find: /^@shared\//, replacement: `${join(import.meta.dirname, 'shared')}/` },
      { find: /^@testing\//, replacement: `${join(import.meta.dirname, 'testing')}/` },
    ],
  },
  plugins: [
    react(),
    styledComponents(),
    dropMockServiceWorker(),
    devAdminPath(),
    publicSiteClient(),
    adminEarlyCalls(),
  ],
  // Validated here, once: a bad VITE_* value stops the build with a clear message.
  define: { __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv(process.env)) },
  // The manifest tells the prerender which chunks each page needs (scripts/build-site.mjs deletes it).
  // No module preloading by Vite on the public site: prerendered pages preload their chunks through the
  // boot script (scripts/build-site.mjs), and a chunk fetched later (a dialog) may fetch its few imports
  // itself; no preload helper either (publicSiteClient). Every kilobyte of the first load counts (bundle
  // budget, e2e). The portal's own build preloads (below).
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    // The portal's page names its entry's imports (the framework chunk) with modulepreload links, so
    // the browser fetches them beside the entry instead of after it: one round trip less before the
    // first rows on a slow connection (`npm run bench:admin`). The public pages preload theirs already.
    modulePreload: buildingAdmin() ? { polyfill: false } : false,
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
              priority: 3,
            },
            // The form kit (fields, the alert that reports a send and its icons, the honeypot, the fine
            // print, the API error type, the contract's limits) in one chunk for the pages with a form
            // (/contact, /waitlist, the outcome pages, the waitlist dialog): as the automatic split left
            // it, five to eight small files each compressed on its own. Only these modules, not what they
            // import (the theme, React), which the entry and the common chunk have already. The browser's
            // build adds more groups (publicSiteClient); a group with a higher priority takes its modules
            // first.
            ...(buildingAdmin()
              ? adminChunks
              : [
                  {
                    name: 'forms',
                    test: /[\\/]src[\\/](components[\\/](TextField|TextArea|Field|Alert|HoneypotField|FinePrint)[\\/]|components[\\/]valuesTypedBeforeStart|api[\\/]errors)|[\\/]shared[\\/]contract[\\/]constants|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](triangle-exclamation-point|circle-exclamation-point|info)\.mjs$/,
                    includeDependenciesRecursively: false,
                    priority: 2,
                  },
                ]),
          ],
        },
      },
    },
  },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser, which fails
  // the story tests that were running at that moment (seen on the first run of a fresh clone).
  // `msw/browser` (imported by msw-storybook-addon) is named too: left out, each story file's page
  // loaded it as some 75 separate modules, a third of what the page requested before its first story.
  optimizeDeps: {
    include: [
      '@tanstack/react-query',
      'lucide-react',
      'react-router-dom',
      'styled-components',
      'msw',
      'msw/browser',
      'zod',
    ],
  },
  // `npm run dev` serves the site with hot reload; API calls go to the server started by `npm start`.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
