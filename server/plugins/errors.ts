import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isDatabaseUnavailable, isStorageFailure } from '../db/unavailable';
import { HttpError, ServiceUnavailableError } from '../http';

/** Sends the one error shape every caller reads: `{ statusCode, error, message }`. */
export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message,
    });
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export { isDatabaseUnavailable, isStorageFailure };

/** How long a caller should wait after a 503: a database restart or fail-over usually takes seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** How a failure is answered: its status, a message safe to show, and how long to wait when that helps. */
type ErrorVerdict = { statusCode: number; message: string; retryAfterSeconds?: number };

/** While a dependency is down, at most one log line per this long says so. */
export const UNAVAILABLE_LOG_INTERVAL_MS = 10_000;

/** What an outage is of: each is logged (and ends) on its own. */
type OutageKind = 'database' | 'storage' | 'dependency';

const OUTAGE_NAMES: Record<OutageKind, string> = {
  database: 'the database (DATABASE_URL or DATA_DIR)',
  storage: "the database's storage (disk full or failing)",
  dependency: 'a dependency',
};

type Outage = { startedAt: number; loggedAt: number; unlogged: number; answered503: number; quiet?: NodeJS.Timeout };

/** Per server (the HTTP server, one for the whole app: each plugin's scope is an object of its own). */
const outagesByServer = new WeakMap<object, Map<OutageKind, Outage>>();

const kindOf = (error: unknown): OutageKind =>
  isStorageFailure(error) ? 'storage' : isDatabaseUnavailable(error) ? 'database' : 'dependency';

/**
 * Logs a 503 for an unavailable dependency: the first of an outage in full (with its cause), then one
 * line per `UNAVAILABLE_LOG_INTERVAL_MS` with how many answers it stands for, and a "recovered" line once
 * a whole interval has passed without one. An outage answers every request 503, and a line with its
 * stack for each flooded the log (about 100 a second under load) and every alert on error lines with it.
 */
function logUnavailable(error: unknown, request: FastifyRequest) {
  const server = request.server.server;
  const outages = outagesByServer.get(server) ?? new Map<OutageKind, Outage>();
  outagesByServer.set(server, outages);
  const kind = kindOf(error);
  const now = Date.now();
  let outage = outages.get(kind);
  if (!outage) {
    outage = { startedAt: now, loggedAt: Number.NEGATIVE_INFINITY, unlogged: 0, answered503: 0 };
    outages.set(kind, outage);
  }
  outage.answered503 += 1;
  // Ends the outage once an interval passes without a 503 of its kind; unref'd, it never holds the process.
  clearTimeout(outage.quiet);
  const ended = outage;
  outage.quiet = setTimeout(() => {
    outages.delete(kind);
    request.log.warn(
      { outageSeconds: Math.round((Date.now() - ended.startedAt) / 1000), answered503: ended.answered503 },
      `${OUTAGE_NAMES[kind]} recovered: no 503 for ${UNAVAILABLE_LOG_INTERVAL_MS / 1000} s`,
    );
  }, UNAVAILABLE_LOG_INTERVAL_MS).unref();
  if (now - outage.loggedAt < UNAVAILABLE_LOG_INTERVAL_MS) {
    outage.unlogged += 1;
    return;
  }
  request.log.error(
    { err: error, answered503Since: outage.unlogged },
    `${OUTAGE_NAMES[kind]} is unavailable: answered 503 (one line per ${UNAVAILABLE_LOG_INTERVAL_MS / 1000} s while it lasts)`,
  );
  outage.loggedAt = now;
  outage.unlogged = 0;
}

/**
 * Whether the database's storage failed a request within the last `UNAVAILABLE_LOG_INTERVAL_MS`: reads
 * still succeed on a full disk, so only the writes that failed tell (readiness answers 503 meanwhile).
 */
export const storageFailing = (server: object) => outagesByServer.get(server)?.has('storage') ?? false;

/**
 * Decides how a failure is answered, whatever shape the answer then takes (the API's JSON, a form's
 * redirect). Client mistakes keep their message (ours, Fastify's or a plugin's: malformed JSON, body too
 * large, rate limited). An unreachable database (or other dependency) is a 503 with Retry-After: the
 * caller may simply try again. Anything else is logged in full and answered with a plain sentence, so no
 * stack trace, SQL or secret ever reaches a caller.
 */
export function judgeError(error: FastifyError | HttpError, request: FastifyRequest): ErrorVerdict {
  const statusCode = error.statusCode ?? 500;
  if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
    return { statusCode, message: friendlyClientMessage(error as FastifyError) };
  }
  if (error instanceof ServiceUnavailableError || isDatabaseUnavailable(error)) {
    logUnavailable(error, request);
    return { statusCode: 503, message: UNAVAILABLE_MESSAGE, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  request.log.error({ err: error }, 'request failed');
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
}

/** Answers every failure as JSON, as `judgeError` decides. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { statusCode, message, retryAfterSeconds } = judgeError(error, request);
    if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
    return sendError(reply, statusCode, message);
  });
}

/** Fastify's own wording for the common client errors, made plain. */
function friendlyClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (64 KiB at most)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json)';
    default:
      return error.message;
  }
}
