import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { sendError } from './errors';

/** The files of the build that are pages rather than assets (see scripts/build-site.mjs). */
const SHELL_FILE = 'app-shell.html';
const NOT_FOUND_FILE = '404.html';

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
 * Serves the built site: each public page as the static HTML the build prerendered, the admin portal's
 * shell at the hidden admin path, and the prerendered 404 page (with status 404) anywhere else. Hashed
 * assets are cached for a year (their names change with their content); HTML is revalidated on every
 * visit. The hidden admin path is marked noindex.
 */
export async function registerSite(app: FastifyInstance, options: { siteDir: string; adminPath: string }) {
  const hasSite = existsSync(join(options.siteDir, 'index.html'));
  const pages = hasSite ? await prerenderedPages(options.siteDir) : new Map<string, string>();
  const isAdminPath = (path: string) => path === options.adminPath || path.startsWith(`${options.adminPath}/`);

  app.addHook('onSend', async (request, reply) => {
    if (isAdminPath(request.url.split('?')[0] ?? '')) reply.header('X-Robots-Tag', 'noindex, nofollow');
  });

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: options.siteDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const [path = '', query] = request.url.split('?');
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, 404, `No API route ${request.method} ${path}`);
    }
    if (!hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, `Nothing at ${path}`);
    }
    reply.header('Cache-Control', 'no-cache');
    const page = pages.get(path);
    if (page) return reply.sendFile(page);
    // `/about/` is `/about`: one address per page.
    const withoutSlash = path.replace(/\/+$/, '');
    if (withoutSlash && pages.has(withoutSlash)) {
      return reply.redirect(query === undefined ? withoutSlash : `${withoutSlash}?${query}`, 308);
    }
    if (isAdminPath(path)) return reply.sendFile(SHELL_FILE);
    return reply.code(404).sendFile(NOT_FOUND_FILE);
  });
}
