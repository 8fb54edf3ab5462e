import type { onRequestAsyncHookHandler } from 'fastify';

import type { InboundMailResult } from '@shared/contract';
import { HttpError } from '../http';
import { answersOf, type ApiServer } from '../plugins/contract';

/** The largest mail the webhook takes: a long thread with its quotes fits many times over; attachments are not read. */
export const MAX_INBOUND_MAIL_BYTES = 10 * 1024 * 1024;

export const INBOUND_OFF_MESSAGE = 'Inbound mail is off on this server: set INBOUND_TOKEN to receive mail here';
export const INBOUND_TOKEN_MESSAGE = 'This call needs the inbound mail token: Authorization: Bearer <INBOUND_TOKEN>';
export const INBOUND_TYPE_MESSAGE = 'Send the mail as it is, with Content-Type: message/rfc822';
export const INBOUND_EMPTY_MESSAGE = 'The body is empty: send the whole mail, headers and body, as it is';

/**
 * `POST /api/inbound/mail`: a mail handed over by a mail provider's inbound webhook or by an MTA's pipe
 * (`curl --data-binary @- -H 'Content-Type: message/rfc822' -H 'Authorization: Bearer …'`), taken as the
 * mailbox poller takes one (server/inbound). 404 while `INBOUND_TOKEN` is not set.
 */
export function inboundRoutes(
  app: ApiServer,
  deps: {
    /** Set: `INBOUND_TOKEN` is configured. */
    enabled: boolean;
    /** Checks `Authorization: Bearer <INBOUND_TOKEN>` before the body is read. */
    requireInboundToken: onRequestAsyncHookHandler;
    take: (raw: Buffer) => Promise<InboundMailResult>;
  },
) {
  app.register(async (scope: ApiServer) => {
    // Only here: the raw bytes, as they came, for the mail parser, whatever the type says (the handler
    // refuses any other type with a message saying which one to send, not a JSON parser's complaint).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_INBOUND_MAIL_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/inbound/mail',
      {
        bodyLimit: MAX_INBOUND_MAIL_BYTES,
        // A machine's call with a token of its own, as /api/launch/redeem: no admin session.
        config: { access: 'public' },
        onRequest: async (request, reply) => {
          if (!deps.enabled) throw new HttpError(404, INBOUND_OFF_MESSAGE);
          await deps.requireInboundToken.call(scope, request, reply);
        },
        schema: { response: answersOf('POST /api/inbound/mail', 400, 401, 404, 413, 415) },
      },
      async (request) => {
        if (!/^message\/rfc822\b/i.test(request.headers['content-type'] ?? ''))
          throw new HttpError(415, INBOUND_TYPE_MESSAGE);
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || raw.length === 0) throw new HttpError(400, INBOUND_EMPTY_MESSAGE);
        return deps.take(raw);
      },
    );
  });
}
