import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

import { maskUrl } from './logging';

/**
 * What an incoming `X-Request-Id` must look like to be taken as the request's id: the ids proxies and
 * tracing systems send (a UUID, nginx's `$request_id`, `abc-123`), nothing that could break a log line or
 * fill it. Anything else (or several of the header) gets an id of our own.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's `genReqId`): the caller's `X-Request-Id` when it is a valid one, so a request
 * can be followed from the proxy's log into ours, else a random UUID, unique across instances and restarts
 * (Fastify's own counter started again at req-1 in every process).
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
};

/** The route label of a file of the built site (`/assets/index-3f2a.js`, `/robots.txt`). */
export const STATIC_FILE_ROUTE = '(static file)';
/** The route label of a request no route matched: the site's pages, the admin page, unknown addresses. */
export const NO_ROUTE = '(no route)';

/**
 * Which route answered, as the access log and the metrics name it: the route's pattern
 * (`/api/contact/:id`), never the address asked for, so neither holds ids or anything a caller typed.
 * Requests that matched no route (the not-found handler serves the prerendered pages, the admin page and
 * the 404 page) are one label, so the hidden ADMIN_PATH is never one; so are the site's files, which
 * @fastify/static serves through one route per file, marked with the file (`config.file`), and whose
 * hashed names change with every build.
 */
export function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (url === undefined || request.is404) return NO_ROUTE;
  if (typeof (config as { file?: unknown }).file === 'string') return STATIC_FILE_ROUTE;
  return url;
}

/**
 * The path as the access log writes it: no query string (searches, tokens and addresses travel there),
 * any address in a segment masked (`maskUrl`), and the hidden admin path written as `[ADMIN_PATH]`, so
 * that whoever reads the log does not learn it.
 */
export function loggedPath(url: string, adminPath: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const lower = path.toLowerCase();
  const admin = adminPath.toLowerCase();
  const hidden =
    lower === admin || lower.startsWith(`${admin}/`) ? `[ADMIN_PATH]${path.slice(adminPath.length)}` : path;
  return maskUrl(hidden);
}

/**
 * Fastify's own request lines, replaced: one access line per request, at level info, when its answer has
 * gone out, with the method, the route, the path, the status, the time taken and the client's address
 * (as TRUST_PROXY makes it out); its `reqId` is the request id. The line Fastify wrote when a request
 * arrived is kept at level debug only, for finding requests that never finish.
 */
class AccessLog extends LogController {
  constructor(private readonly adminPath: string) {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, path: loggedPath(request.url, this.adminPath) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const route = routeLabel(request);
    const line = {
      method: request.method,
      route,
      path: loggedPath(request.url, this.adminPath),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      client: request.ip,
    };
    // An error here is the answer failing on its way out (the client went away mid-stream): a warning,
    // not the server's failure, which the error handler logged already.
    if (error) reply.log.warn({ ...line, err: error }, `${request.method} ${route} ${reply.statusCode}: answer cut`);
    else reply.log.info(line, `${request.method} ${route} ${reply.statusCode}`);
  }
}

/** The Fastify options behind request ids and the access line. */
export const requestLogOptions = (adminPath: string) => ({
  genReqId: requestIdOf,
  logController: new AccessLog(adminPath),
});

/** Every answer says its request's id (`X-Request-Id`), errors, 404s and 429s included. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
