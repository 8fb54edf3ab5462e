import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

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

/**
 * Answers every failure as JSON. Client mistakes keep their message (ours, Fastify's or a plugin's:
 * malformed JSON, body too large, rate limited). An unreachable database (or other dependency) is a 503
 * with Retry-After: the caller may simply try again. Anything else is logged in full and answered with a
 * plain sentence, so no stack trace, SQL or secret ever reaches a caller.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
      return sendError(reply, statusCode, friendlyClientMessage(error as FastifyError));
    }
    if (error instanceof ServiceUnavailableError || isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'a dependency is unavailable: answered 503');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
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
