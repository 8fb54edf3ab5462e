import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { sendError } from './errors';

/** The files of the build that are pages rather than assets (see scripts/build-site.mjs). */
const ADMIN_PAGE_FILE = 'admin.html';
const NOT_FOUND_FILE = '404.html';

/** The admin page's placeholder for the path the server was started with (admin.html). */
const ADMIN_PATH_PLACEHOLDER = '<meta name="admin-path" content="" />';

/**
 * The address of a page's share picture (scripts/siteImages.mjs: `/assets/share/<page>-<hash>.png`).
 * Other sites fetch them to show a link's preview, so they may be embedded anywhere
 * (plugins/securityHeaders.ts); nothing else may, so the pattern admits no other folder.
 */
export const SHARE_PICTURE_URL = /^\/assets\/share\/[\w-]+\.png$/;

/** Hashed build output: a file's name changes with its content, so it can be kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, robots.txt, the sitemap, the favicon): checked with the server on every use. */
const REVALIDATE = 'no-cache';

/** Every prerendered page of the build, by its path: `about/index.html` serves `/about`. */
async function prerenderedPages(siteDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const file of await readdir(siteDir, { recursive: true })) {
    if (file !== 'index.html' && !file.endsWith(`${sep}index.html`)) continue;
    const directory = file.slice(0, -'index.html'.length).split(sep).filter(Boolean);
    pages.set(`/${directory.join('/')}`, file.split(sep).join('/'));
  }
  return pages;
}

/**
 * The pages a visit can begin on: every prerendered page but those that tell search engines not to list
 * them (`<meta name="robots" content="noindex">`, src/app/routes.tsx), which are where a form sent
 * without JavaScript lands, a step inside a visit rather than the start of one.
 */
async function visitablePages(siteDir: string, pages: Map<string, string>): Promise<Set<string>> {
  const visitable = new Set<string>();
  for (const [path, file] of pages) {
    const html = await readFile(join(siteDir, file), 'utf8');
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) visitable.add(path);
  }
  return visitable;
}

/**
 * The admin portal's page, told the path it is served at. The build cannot know it (ADMIN_PATH is read
 * when the server starts), which keeps the path out of every file the build writes.
 */
async function adminPage(siteDir: string, adminPath: string) {
  const file = join(siteDir, ADMIN_PAGE_FILE);
  const template = await readFile(file, 'utf8').catch(() => {
    throw new Error(`The site build in ${siteDir} has no ${ADMIN_PAGE_FILE}: build it again (npm run build:site).`);
  });
  if (!template.includes(ADMIN_PATH_PLACEHOLDER)) {
    throw new Error(`${file} has no admin-path placeholder: build the site again (npm run build:site).`);
  }
  // ADMIN_PATH is letters, digits, - and / (server/config.ts); escaped all the same, as any value put in HTML.
  const escaped = adminPath.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  const html = template.replace(ADMIN_PATH_PLACEHOLDER, `<meta name="admin-path" content="${escaped}" />`);
  return {
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    inlineScriptHashes: inlineScriptHashes(html),
  };
}

/**
 * The SHA-256 (base64) of each inline script of a page, as its Content-Security-Policy names them: the
 * admin page starts its first calls from one (vite.portal.config.ts, adminEarlyCalls). Taken from the page as
 * it is served, so the policy cannot drift from the build.
 */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) =>
    createHash('sha256').update(code!).digest('base64'),
  );
}

/**
 * The origin the build wrote into the pages (their canonical links and share tags name it: VITE_SITE_URL,
 * ADR 0016), read from the home page's canonical link.
 */
async function builtOrigin(siteDir: string): Promise<string | undefined> {
  const home = await readFile(join(siteDir, 'index.html'), 'utf8');
  const href = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return href && URL.canParse(href) ? new URL(href).origin : undefined;
}

/**
 * A `SITE_DIR` without a built site (a typo, a build never run, the server started from another folder)
 * would serve 404 for every page while the API answers and readiness says 200: the start stops instead.
 */
export function refuseMissingSite(siteDir: string) {
  if (existsSync(join(siteDir, 'index.html'))) return;
  throw new Error(
    `SITE_DIR ${siteDir} holds no built site (no index.html), so every page would answer 404. Build it ` +
      '(npm run build), point SITE_DIR at the folder the build wrote (dist/site), or set SITE_DIR=none to ' +
      'serve the API alone.',
  );
}

/** An admin path that a public page or a file of the site already answers would hide one of them. */
async function refuseSharedAdminPath(
  siteDir: string,
  pages: Map<string, string>,
  isAdminPath: (path: string) => boolean,
) {
  const files = (await readdir(siteDir)).filter((name) => !name.endsWith('.html')).map((name) => `/${name}`);
  const taken = [...pages.keys(), ...files].find((path) => path !== '/' && isAdminPath(path));
  if (taken) throw new Error(`ADMIN_PATH covers ${taken}, which the public site serves: choose another path.`);
}

/**
 * Serves the built site: each public page as the static HTML the build prerendered, the admin portal's
 * page at the hidden admin path alone, and the prerendered 404 page (with status 404) anywhere else.
 * Files go out as the Brotli or gzip sibling the build wrote when the client accepts one. Hashed assets
 * are cached for a year; HTML and the other files are revalidated on every visit (ETag, Last-Modified).
 */
export async function registerSite(
  app: FastifyInstance,
  options: {
    /** Null: the API alone (`SITE_DIR=none`). */
    siteDir: string | null;
    adminPath: string;
    /** The public origin the server was told (SITE_URL), which the built pages should name too. */
    siteUrl: string;
    /**
     * Told of every answer with a public page a visit can begin on (not the admin page, not a 404), once
     * it has gone out, with its status (200, or 304 to a browser that has it) and the page's path without
     * its query: the funnel's page views (server/funnel/pageViews.ts).
     */
    onPageServed?: (request: FastifyRequest, statusCode: number, page: string) => void;
  },
) {
  const { siteDir, adminPath } = options;
  if (siteDir !== null) refuseMissingSite(siteDir);
  const pages = siteDir !== null ? await prerenderedPages(siteDir) : new Map<string, string>();
  const admin = siteDir !== null ? await adminPage(siteDir, adminPath) : undefined;
  const isAdminPath = (path: string) => path === adminPath || path.startsWith(`${adminPath}/`);
  if (siteDir !== null) await refuseSharedAdminPath(siteDir, pages, isAdminPath);
  const visitable = siteDir !== null ? await visitablePages(siteDir, pages) : new Set<string>();
  // The page each request was answered with, kept until its answer has gone out with its final status.
  const servedPages = new WeakMap<FastifyRequest, string>();
  const { onPageServed } = options;
  if (onPageServed) {
    app.addHook('onResponse', async (request, reply) => {
      const page = servedPages.get(request);
      if (page !== undefined) onPageServed(request, reply.statusCode, page);
    });
  }

  // The origin in the pages is the build's (one build cannot follow a setting read at start); said at
  // every start when it is not the one mails link to, so that links shared from the site and links in
  // mails do not quietly lead to two different places.
  const origin = siteDir !== null ? await builtOrigin(siteDir) : undefined;
  if (origin && origin !== new URL(options.siteUrl).origin) {
    app.log.warn(
      `The site in ${siteDir} was built for ${origin}: its canonical links, sitemap and share previews ` +
        `name that origin, while SITE_URL is ${options.siteUrl}. Build it with VITE_SITE_URL=${options.siteUrl} ` +
        '(npm start builds again when VITE_SITE_URL changes; SITE_URL then defaults to it).',
    );
  }

  app.addHook('onSend', async (request, reply) => {
    if (isAdminPath(request.url.split('?')[0] ?? '')) reply.header('X-Robots-Tag', 'noindex, nofollow');
  });

  if (siteDir !== null) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Pages are served by path below (`/about`, never `/about/index.html`), the admin page only at the
      // admin path, and compressed siblings only in place of the file they compress.
      globIgnore: ['**/*.html', '**/*.br', '**/*.gz'],
      setHeaders(reply, path) {
        // Decided by where the file sits in the build, never by the folders above it (SITE_DIR may be
        // anywhere, including under a folder named `assets`).
        const inAssets = relative(siteDir, path).split(sep)[0] === 'assets';
        reply.header('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const sendAdminPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = admin!;
    reply.header('Cache-Control', REVALIDATE).header('ETag', page.etag);
    reply.allowInlineScripts(page.inlineScriptHashes);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };

  app.setNotFoundHandler((request, reply) => {
    const [path = '', query] = request.url.split('?');
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, 404, `No API route ${request.method} ${path}`);
    }
    if (siteDir === null || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, `Nothing at ${path}`);
    }
    if (isAdminPath(path)) return sendAdminPage(request, reply);
    // One address per page: `/about/` is `/about`, and so is `/about?`, which a browser sends for a form
    // with no fields (Join Waitlist without JavaScript goes to `/waitlist?`).
    const page = pages.get(path);
    if (page && query !== '') {
      if (visitable.has(path)) servedPages.set(request, path);
      return reply.sendFile(page);
    }
    const address = path.replace(/\/+$/, '') || '/';
    if (pages.has(address)) {
      reply.header('Cache-Control', REVALIDATE);
      return reply.redirect(query ? `${address}?${query}` : address, 308);
    }
    return reply.code(404).sendFile(NOT_FOUND_FILE);
  });
}
