// Builds the public site: the browser bundle, then every public page prerendered to static HTML with
// its styles inlined, plus robots.txt, sitemap.xml, the 404 page and the shell the admin portal starts
// from. The browser hydrates the prerendered pages (src/main.tsx).
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'vite';

// SITE_OUT_DIR lets the end-to-end run and the benchmarks build a private copy beside the project's own.
const outDir = resolve(process.env.SITE_OUT_DIR ?? 'dist/site');
const logLevel = process.env.BUILD_LOG_LEVEL ?? 'warn';

await build({ logLevel, build: { outDir, emptyOutDir: true } });

// The server-side build of the same app, in a scratch folder next to the output (so its imports
// resolve from the project's node_modules), thrown away after rendering.
const ssrDir = await mkdtemp(join(dirname(outDir), '.prerender-'));
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
  const { renderPage, publicRoutes, siteConfig } = await import(pathToFileURL(join(ssrDir, 'entry-server.mjs')).href);
  await prerender({ renderPage, publicRoutes, siteConfig });
} finally {
  await rm(ssrDir, { recursive: true, force: true });
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
}

async function prerender({ renderPage, publicRoutes, siteConfig }) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const fontPreloads = await fontsOf(entry);

  // The shell, untouched but for being told apart: the admin portal renders into it from scratch.
  await writeFile(join(outDir, 'app-shell.html'), shell);

  const pages = publicRoutes.filter((route) => route.path !== '*');
  for (const route of pages) {
    const file = route.path === '/' ? 'index.html' : join(route.path.slice(1), 'index.html');
    await writePage(file, route.path, route.page.source);
  }
  // Rendered at a path no route has, so it is the 404 page; the server answers it with status 404.
  const notFound = publicRoutes.find((route) => route.path === '*');
  await writePage('404.html', '/404', notFound.page.source);

  const urls = pages.map((route) => `${siteConfig.siteUrl}${route.path}`);
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
    const { html, styles } = await renderPage(location);
    // React puts the page's <title>, <meta> and <link> first; they belong in the head.
    const [, head = '', body = html] =
      /^((?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*)([\s\S]*)$/.exec(html) ?? [];
    const modulePreloads = chunksOf(manifest, pageSource)
      .filter((chunk) => !shell.includes(`/${chunk}"`))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
    const page = shell
      .replace('</head>', `${head}${fontPreloads}${modulePreloads}${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    if (page === shell) throw new Error(`Prerendering ${location}: the shell has no #root or </head> to fill.`);
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), page);
  }
}

/** The JavaScript files a page's chunk needs beyond the entry's: its own and its static imports'. */
function chunksOf(manifest, source) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[source]) throw new Error(`The build has no chunk for ${source}.`);
  visit(source);
  return [...files];
}

/** Preload links for the fonts the entry's CSS uses, so text does not wait for the CSS to be parsed. */
async function fontsOf(entry) {
  const fonts = new Set();
  for (const css of entry.css ?? []) {
    const text = await readFile(join(outDir, css), 'utf8');
    for (const [, url] of text.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) fonts.add(url);
  }
  return [...fonts].map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`).join('');
}
