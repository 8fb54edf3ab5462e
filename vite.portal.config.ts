import { join } from 'node:path';

import { mergeConfig, type Plugin, type UserConfig } from 'vite';

import { baseConfig, repositoryRoot, siteOutDir } from './vite.base.config.ts';

/**
 * The admin portal's app: its page (admin.html), entry (main.tsx) and code. Vite's root, so that the page
 * is built as `admin.html` at the top of the site's folder, where the server reads it.
 */
const portalRoot = join(repositoryRoot, 'portal');

/**
 * `npm run dev:portal` serves the portal at ADMIN_PATH as the server does: admin.html, told its path.
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
 * The module of each screen of the portal that is a chunk of its own (portal/shell/sectionViews.tsx),
 * by the path segment that opens it (sections.ts).
 */
const adminScreenModules: Record<string, string> = {
  waitlist: 'views/waitlist/index.ts',
  messages: 'views/contact/index.ts',
  outbox: 'views/outbox/index.ts',
  privacy: 'privacy/index.ts',
  debug: 'debug/index.ts',
  team: 'views/team/index.ts',
  audit: 'views/audit/index.ts',
};

/** The admin page's first script (adminEarlyCalls, below). */
const EARLY_SCRIPT = join(portalRoot, 'early/earlyCalls.ts');
/**
 * Marks the early script's own copy of a module it imports (`src/api/paths.ts?admin-early`): a module the
 * portal imports too would otherwise go to a chunk both share, which the early script would then import.
 */
const EARLY_COPY = '?admin-early';
/**
 * The most the early script may weigh, minified (about 1.5 kB now). It is written into the page, so
 * every byte of it comes before the page's first request: an import that brings more than a few constants
 * (a module of the portal's, the API client) fails the build instead of slowing the calls it starts.
 */
const EARLY_SCRIPT_MAX_BYTES = 2_000;
const isEarlyScriptModule = (id: string) => /[\\/]portal[\\/]early[\\/]/.test(id) || id.endsWith(EARLY_COPY);

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
    test: (id: string) => !isEarlyScriptModule(id),
    priority: 2,
  },
  {
    name: 'screens',
    test: /[\\/](portal[\\/]views[\\/]common|src[\\/]components)[\\/]|[\\/]lucide-react[\\/]/,
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
 * portal/early/earlyCalls.ts, built as a chunk of its own that imports no other chunk (what it imports
 * is copied into it), is written into the page as an inline script right after the admin-path meta it reads, ahead of the entry's script and preloads.
 * The parser runs it as it reaches it, so the calls are asked for first. As a file of its own it queued
 * behind the framework's bytes on Slow 4G (asked for at 0.65 s, there at 1.8 s: ADR 0010); inline, it
 * costs no request. The server allows it by its hash (server/plugins/site.ts).
 *
 * The same script preloads the code of the screen the address opens, which the entry would ask for
 * only once it runs: the page's `admin-screen-code` meta, before the script, names per screen the files it
 * needs beyond the entry's (`waitlist=/assets/a.js,/assets/b.js;messages=…`).
 */
const adminEarlyCalls = (): Plugin => {
  const chunkName = 'admin-early';
  return {
    name: 'admin-early-calls',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: EARLY_SCRIPT,
        name: chunkName,
        // Nothing imports it: its exports (for its unit tests) go, and it is a plain script.
        preserveSignature: false,
      });
    },
    // What the script imports (the API's paths, the storage keys, the page size) it gets as copies of its
    // own, so that it shares no chunk with the portal; the size check below keeps those copies small.
    // Before Vite's resolver ('pre'), which would resolve the import to the module the portal shares.
    async resolveId(source, importer, options) {
      if (!importer || !(importer === EARLY_SCRIPT || importer.endsWith(EARLY_COPY))) return null;
      const original = importer.endsWith(EARLY_COPY) ? importer.slice(0, -EARLY_COPY.length) : importer;
      const resolved = await this.resolve(source, original, { ...options, skipSelf: true });
      return resolved && !resolved.external ? { ...resolved, id: `${resolved.id}${EARLY_COPY}` } : resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === chunkName);
        if (!chunk || chunk.type !== 'chunk' || chunk.imports.length > 0 || /^\s*(import|export)\b/m.test(chunk.code)) {
          throw new Error(`The ${chunkName} chunk is missing, imports or exports: it must run on its own, inline.`);
        }
        if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`The ${chunkName} chunk cannot be written inline.`);
        if (chunk.code.length > EARLY_SCRIPT_MAX_BYTES) {
          throw new Error(
            `The ${chunkName} chunk is ${chunk.code.length} bytes, over ${EARLY_SCRIPT_MAX_BYTES}: something it imports brings more than constants.`,
          );
        }
        if (!html.includes(ADMIN_PATH_META)) throw new Error(`admin.html has no ${ADMIN_PATH_META}.`);
        delete bundle[chunk.fileName];
        const entryFiles = withImports(bundle, entry.fileName);
        const screens = Object.entries(adminScreenModules).map(([segment, module]) => {
          const screen = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === join(portalRoot, module),
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

/**
 * The admin portal, built apart from the public site (scripts/build-site.mjs builds it second, into the
 * same folder): the two share no chunk, so the portal changes nothing a visitor downloads and no public
 * file names any of its files (ADR 0007, ADR 0027). What both share is in vite.base.config.ts.
 */
export default mergeConfig(baseConfig(), {
  root: portalRoot,
  // The repository's, as for the site: the favicon (`npm run dev:portal`) and any .env file.
  publicDir: join(repositoryRoot, 'public'),
  envDir: repositoryRoot,
  // A dependency cache of its own, so the two dev servers can run side by side without each
  // re-optimizing (and deleting) what the other pre-bundled.
  cacheDir: join(repositoryRoot, 'node_modules/.vite/portal'),
  plugins: [devAdminPath(), adminEarlyCalls()],
  build: {
    // Beside the site's pages, which are built first: the server serves one folder.
    outDir: siteOutDir,
    emptyOutDir: false,
    copyPublicDir: false,
    // The page names its entry's imports (the framework chunk) with modulepreload links, so the browser
    // fetches them beside the entry instead of after it: one round trip less before the first rows on a
    // slow connection (`npm run bench:admin`). The public pages preload theirs through their boot script.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: join(portalRoot, 'admin.html'),
      output: { codeSplitting: { groups: adminChunks } },
    },
  },
  // Beside the site's `npm run dev` (5173).
  server: { port: 5174 },
} satisfies UserConfig);
