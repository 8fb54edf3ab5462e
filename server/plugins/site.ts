import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { sendError } from './errors';

/**
 * Serves the built site: hashed assets cached for a year (their names change with their content),
 * HTML revalidated on every visit. Any other GET that is not an API call falls back to the app, which
 * routes it (and shows its own 404 page). The hidden admin path is marked noindex.
 */
export async function registerSite(app: FastifyInstance, options: { siteDir: string; adminPath: string }) {
  const hasSite = existsSync(join(options.siteDir, 'index.html'));
  const isAdminPath = (url: string) =>
    url === options.adminPath || url.startsWith(`${options.adminPath}/`) || url.startsWith(`${options.adminPath}?`);

  app.addHook('onSend', async (request, reply) => {
    if (isAdminPath(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
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
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, 404, `No API route ${request.method} ${path}`);
    }
    if (hasSite && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendError(reply, 404, `Nothing at ${path}`);
  });
}
