import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

import { HttpError } from '../http';

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

/**
 * Answers every failure as JSON. Client mistakes keep their message (ours, Fastify's or a plugin's:
 * malformed JSON, body too large, rate limited); anything else is logged in full and answered with a
 * plain sentence, so no stack trace, SQL or secret ever reaches a caller.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
      return sendError(reply, statusCode, friendlyClientMessage(error as FastifyError));
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
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (64 KiB at most)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json)';
    default:
      return error.message;
  }
}
