// Builds the public site: the browser bundle, then every public page prerendered to static HTML with
// its styles inlined and its share tags, plus each page's share picture, the web app manifest and its
// icons (scripts/siteImages.mjs, ADR 0016), robots.txt, sitemap.xml and the 404 page; the admin portal's page
// (portal/admin.html) is Vite's own output, which the server fills in and serves at ADMIN_PATH alone. Every
// text file then gets Brotli and gzip siblings for the server to send (scripts/precompress.mjs). The
// browser hydrates the prerendered pages (src/main.tsx).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { transform } from 'esbuild';
import { build } from 'vite';

import { computeBuildInputs, removeBuildStamp, writeBuildStamp } from './buildFingerprint.mjs';
import { precompress } from './precompress.mjs';
import { writeAppIcons, writeShareImages } from './siteImages.mjs';

// SITE_OUT_DIR lets the end-to-end run and the benchmarks build a private copy beside the project's own.
const outDir = resolve(process.env.SITE_OUT_DIR ?? 'dist/site');
const logLevel = process.env.BUILD_LOG_LEVEL ?? 'warn';
/** Code every page fetches up front without waiting for it: the waitlist dialog, so it works offline. */
const STANDBY_SOURCE = 'src/features/waitlist/WaitlistDialog.tsx';
/** The web app manifest (name, icons, colours), at the root like robots.txt, revalidated on each use. */
const MANIFEST_FILE = 'manifest.webmanifest';

// The stamp `npm start` checks (scripts/buildFingerprint.mjs): the inputs are taken before the build reads
// them, so an edit made while it runs leaves the build stale; the last build's stamp goes now and the new
// one is written last, so a build that stops half-way is stale too.
const buildInputs = await computeBuildInputs();
await removeBuildStamp(outDir);

await build({ logLevel, build: { outDir, emptyOutDir: true } });
// The admin portal, an app of its own (portal/, vite.portal.config.ts), built into the same folder:
// sharing no chunk with the public site, it changes nothing a visitor downloads, and no public file
// names any of its files.
await build({ configFile: resolve('vite.portal.config.ts'), logLevel, build: { outDir } });

// The server-side build of the same app, in a scratch folder inside the project (so its imports
// resolve from the project's node_modules, wherever the site itself goes), thrown away after rendering.
await mkdir('node_modules/.cache', { recursive: true });
const ssrDir = await mkdtemp(resolve('node_modules/.cache/prerender-'));
try {
  await build({
    logLevel,
    // Bundled rather than imported from node_modules: Node would load styled-components' CommonJS
    // build, whose default export is not the `styled` function the app's ESM code expects.
    ssr: { noExternal: ['styled-components'] },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  const server = await import(pathToFileURL(join(ssrDir, 'entry-server.mjs')).href);
  const sharePreviews = await drawImages(server);
  await prerender(server, sharePreviews);
} finally {
  await rm(ssrDir, { recursive: true, force: true });
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
}

// The admin page is filled in by the server when it starts (server/plugins/site.ts), never sent as built.
const compressed = await precompress(outDir, { except: ['admin.html'] });
console.info(
  `Compressed ${compressed.files} text files: ${kilobytes(compressed.bytes)} → ${kilobytes(compressed.brotliBytes)} (Brotli).`,
);

/**
 * Each page's share picture and the web app's icons and manifest, drawn from the site's own copy,
 * screenshots, brand mark and tokens (ADR 0016). Returns the pages' share previews for the prerender.
 */
async function drawImages({ shareCards, siteConfig, tokens, brandMarkSvg }) {
  const started = performance.now();
  const publicDir = resolve('public');
  // The header's mark, drawn once in the design system (src/components/BrandMark), is the pictures' too.
  const brandMark = brandMarkSvg();
  const { previews, files } = await writeShareImages(shareCards, {
    outDir,
    publicDir,
    brandName: siteConfig.brandName,
    siteUrl: siteConfig.siteUrl,
    tokens,
    brandMark,
  });
  const { icons, appleTouchIcon } = await writeAppIcons({ outDir, brandMark, background: tokens.color.brand.primary });
  const home = shareCards.find((card) => card.path === '/');
  const manifest = {
    id: '/',
    name: siteConfig.brandName,
    short_name: siteConfig.brandName,
    description: home.meta.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    // A website, not an app: added to a home screen it opens in the browser, with the address bar.
    display: 'browser',
    theme_color: themeColor(tokens),
    background_color: tokens.color.surface.page,
    icons: [...icons, { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const sizes = files.map((file) => file.bytes);
  console.info(
    `Drew ${files.length} share pictures (${kilobytes(Math.min(...sizes))} to ${kilobytes(Math.max(...sizes))}) ` +
      `and ${icons.length + 1} icons in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return { previews, appleTouchIcon };
}

/**
 * The colour browsers paint their own bar in (Android's address bar, Safari's tab bar): the site's top
 * navigation bar's (src/app/layout/SiteHeader.styles.ts), so the two read as one. e2e/sharePreviews.spec.ts
 * compares it with the bar's colour as rendered (and e2e/admin.spec.ts the admin portal's, in
 * portal/admin.html).
 */
function themeColor(tokens) {
  return tokens.color.surface.raised;
}

async function prerender({ renderPage, publicRoutes, sitemapPaths, siteConfig, fontUrls, tokens }, images) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  // The public entry; the admin portal's (admin.html) is never referenced by a public page.
  const entryKey = 'index.html';
  const entry = manifest[entryKey];
  const fontPreloads = fontUrls
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`)
    .join('');
  const boot = await writeBootScript();
  // What the browser itself shows of the site: the colour of its bar, the icons of a home-screen link.
  const browserChrome =
    `<meta name="theme-color" content="${themeColor(tokens)}">` +
    `<link rel="manifest" href="/${MANIFEST_FILE}">` +
    `<link rel="apple-touch-icon" href="${images.appleTouchIcon}">`;
  // Prerendered pages start the app through the boot script, after their first paint.
  const pageShell = shell.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, '');

  const pages = publicRoutes.filter((route) => route.path !== '*');
  for (const route of pages) {
    const file = route.path === '/' ? 'index.html' : join(route.path.slice(1), 'index.html');
    await writePage(file, route.path, route.page.source);
  }
  // Rendered at a path no route has, so it is the 404 page; the server answers it with status 404.
  const notFound = publicRoutes.find((route) => route.path === '*');
  await writePage('404.html', '/404', notFound.page.source);

  // Pages marked noindex (where a form sent without the app lands) are prerendered but not listed.
  const urls = sitemapPaths().map((path) => `${siteConfig.siteUrl}${path}`);
  await writeFile(
    join(outDir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.map((url) => `  <url><loc>${url}</loc></url>\n`).join('') +
      '</urlset>\n',
  );
  // The admin path is deliberately not listed here (that would publish it); its pages send noindex.
  await writeFile(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`,
  );

  async function writePage(file, location, pageSource) {
    const { html, styles } = await renderPage(location, { sharePreviews: images.previews });
    // React puts the page's <title>, <meta> and <link> first; they belong in the head.
    const [, head = '', body = html] =
      /^((?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*)([\s\S]*)$/.exec(html) ?? [];
    const preloads = [...new Set([...chunksOf(manifest, entryKey), ...chunksOf(manifest, pageSource)])];
    // The waitlist dialog's code (what the page does not have already), fetched with the app but not
    // waited for by it: once fetched it sits in the module map, so the dialog opens (and keeps a
    // sign-up offline) even when the network is gone by the time the visitor asks for it.
    const standby = chunksOf(manifest, STANDBY_SOURCE).filter((chunk) => !preloads.includes(chunk));
    const bootTag =
      `<script defer src="/${boot}" data-entry="/${entry.file}" ` +
      `data-preload="${preloads.map((chunk) => `/${chunk}`).join(' ')}" ` +
      `data-standby="${standby.map((chunk) => `/${chunk}`).join(' ')}"></script>`;
    const page = pageShell
      .replace('</head>', `${head}${browserChrome}${fontPreloads}${styles}${bootTag}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    if (!page.includes(bootTag) || !page.includes(`<div id="root">${body}</div>`)) {
      throw new Error(`Prerendering ${location}: the shell has no #root or </head> to fill.`);
    }
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), page);
  }
}

/** The JavaScript files a chunk needs: its own and its static imports', all the way down (not the entry's). */
function chunksOf(manifest, source) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.isEntry && key !== source) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[source]) throw new Error(`The build has no chunk for ${source}.`);
  visit(source);
  return [...files];
}

/**
 * The boot script (src/boot.js), minified (every page loads it before anything else) and named after its
 * content like every asset so it can be cached for good.
 */
async function writeBootScript() {
  const { code } = await transform(await readFile('src/boot.js', 'utf8'), { minify: true, target: 'es2015' });
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  await writeFile(join(outDir, file), code);
  return file;
}

function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

// Last, once everything above has succeeded: what this build was made from (see the top).
await writeBuildStamp(outDir, buildInputs);
