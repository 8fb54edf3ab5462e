import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isDatabaseUnavailable } from '../db/unavailable';
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
export { isDatabaseUnavailable };

/** How long a caller should wait after a 503: a database restart or fail-over usually takes seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** How a failure is answered: its status, a message safe to show, and how long to wait when that helps. */
type ErrorVerdict = { statusCode: number; message: string; retryAfterSeconds?: number };

/** While a dependency is down, at most one log line per this long says so. */
export const UNAVAILABLE_LOG_INTERVAL_MS = 10_000;

/** Per server: when the last outage line was written, and how many 503s have gone unlogged since. */
const outageLogs = new WeakMap<object, { loggedAt: number; unlogged: number }>();

/**
 * Logs a 503 for an unavailable dependency: the first of an outage in full (with its cause), then one
 * line per `UNAVAILABLE_LOG_INTERVAL_MS` with how many answers it stands for. An outage answers every
 * request 503, and a line with its stack for each flooded the log (about 100 a second under load) and
 * every alert on error lines with it.
 */
function logUnavailable(error: unknown, request: FastifyRequest) {
  // The HTTP server, one for the whole app: each plugin's scope is an object of its own.
  const server = request.server.server;
  const state = outageLogs.get(server) ?? { loggedAt: Number.NEGATIVE_INFINITY, unlogged: 0 };
  outageLogs.set(server, state);
  const now = Date.now();
  if (now - state.loggedAt < UNAVAILABLE_LOG_INTERVAL_MS) {
    state.unlogged += 1;
    return;
  }
  const what = isDatabaseUnavailable(error) ? 'the database (DATABASE_URL or DATA_DIR)' : 'a dependency';
  request.log.error(
    { err: error, answered503Since: state.unlogged },
    `${what} is unavailable: answered 503 (one line per ${UNAVAILABLE_LOG_INTERVAL_MS / 1000} s while it lasts)`,
  );
  state.loggedAt = now;
  state.unlogged = 0;
}

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
