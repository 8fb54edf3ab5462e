import type { preValidationAsyncHookHandler } from 'fastify';

import { z } from 'zod';

import { contactReplyRequestSchema, outboxListQuerySchema, suppressionListQuerySchema } from '@shared/contract';
import type { Database } from '../db';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { OutboxRepository } from '../repositories/outbox';
import { listAnswers } from '../repositories/inbound';
import { enqueueReply, listReplies } from '../repositories/replies';
import type { UserRepository } from '../repositories/users';
import { liftSuppression, listSuppressions } from '../repositories/suppressions';
import { type MailContext, subjectOf } from '../mail/templates';

/** An address's hash as the suppression list keys it: SHA-256, 64 hex digits. */
const addressHashParams = z.object({
  addressHash: z.string().regex(/^[0-9a-f]{64}$/, 'addressHash must be 64 lower-case hex digits (a SHA-256)'),
});

/**
 * The portal's mail: the outbox and its health, the suppression list, and replies to contact messages
 * sent through it.
 */
export function mailRoutes(
  app: ApiServer,
  deps: {
    db: Database;
    outbox: OutboxRepository;
    users: UserRepository;
    requireAdmin: preValidationAsyncHookHandler;
    smtpConfigured: boolean;
    context: MailContext;
    /** Something was queued: the worker sends it now. */
    mailQueued: () => void;
  },
) {
  const { db, outbox } = deps;
  const admin = { preValidation: deps.requireAdmin };

  app.get(
    '/api/mail/outbox',
    {
      ...admin,
      schema: {
        querystring: outboxListQuerySchema,
        response: answersOf('GET /api/mail/outbox', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const { mails, total, capped, page } = await outbox.list(request.query, (data, kind) =>
        data ? subjectOf(data, deps.context) : `(${kind}: what it was about has been deleted)`,
      );
      // As the other lists say it (listPage.ts): a search's count may stop at its cap, and a page asked
      // for beyond its last is answered with the last.
      reply.header('X-Total-Count', String(total)).header('X-Page', String(page));
      if (capped) reply.header('X-Total-Capped', 'true');
      return reply.send(mails);
    },
  );

  app.get(
    '/api/mail/health',
    { ...admin, schema: { response: answersOf('GET /api/mail/health', ...ADMIN_REFUSALS) } },
    async () => outbox.health(deps.smtpConfigured),
  );

  app.get(
    '/api/mail/suppressions',
    {
      ...admin,
      schema: {
        querystring: suppressionListQuerySchema,
        response: answersOf('GET /api/mail/suppressions', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const { suppressions, total } = await listSuppressions(db, request.query);
      reply.header('X-Total-Count', String(total)).header('X-Page', String(request.query.page));
      return reply.send(suppressions);
    },
  );

  app.delete(
    '/api/mail/suppressions/:addressHash',
    {
      ...admin,
      config: { audit: { action: 'suppression_lifted', targetType: 'suppression' } },
      schema: {
        params: addressHashParams,
        response: answersOf('DELETE /api/mail/suppressions/:addressHash', 400, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request, reply) => {
      if (!(await liftSuppression(db, request.params.addressHash))) {
        throw new HttpError(404, 'This address is not on the suppression list');
      }
      request.log.info('an administrator lifted a suppression');
      request.audited = { targetIds: [request.params.addressHash] };
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/mail/outbox/:id/retry',
    {
      ...admin,
      config: { audit: { action: 'mail_retried', targetType: 'mail' } },
      schema: {
        params: idParams,
        response: answersOf('POST /api/mail/outbox/:id/retry', 400, ...ADMIN_REFUSALS, 404, 409),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await outbox.retry(id);
      if (result === 'missing') throw new HttpError(404, `No mail with id ${id}`);
      if (result === 'not failed') throw new HttpError(409, 'Only a failed or suppressed mail can be retried');
      deps.mailQueued();
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/contact/:id/replies',
    {
      ...admin,
      schema: { params: idParams, response: answersOf('GET /api/contact/:id/replies', 400, ...ADMIN_REFUSALS, 404) },
    },
    async (request) => {
      const { id } = request.params;
      const replies = await listReplies(db, id);
      if (!replies) throw new HttpError(404, `No contact message with id ${id}`);
      return replies;
    },
  );

  app.get(
    '/api/contact/:id/answers',
    {
      ...admin,
      schema: { params: idParams, response: answersOf('GET /api/contact/:id/answers', 400, ...ADMIN_REFUSALS, 404) },
    },
    async (request) => {
      const { id } = request.params;
      const answers = await listAnswers(db, id);
      if (!answers) throw new HttpError(404, `No contact message with id ${id}`);
      return answers;
    },
  );

  app.post(
    '/api/contact/:id/replies',
    {
      ...admin,
      config: { audit: { action: 'reply', targetType: 'contact' } },
      schema: {
        params: idParams,
        body: contactReplyRequestSchema,
        response: answersOf('POST /api/contact/:id/replies', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { body } = request.body;
      const sender = await deps.users.findById(request.adminUserId!);
      if (!sender) throw new HttpError(401, 'Sign in to continue: this call needs an admin session');
      const queued = await enqueueReply(db, {
        contactMessageId: id,
        body,
        senderName: `${sender.firstName} ${sender.lastName}`,
        senderEmail: sender.email,
        senderSignature: sender.signature,
      });
      if (!queued) throw new HttpError(404, `No contact message with id ${id}`);
      deps.mailQueued();
      return reply.code(201).send(queued);
    },
  );
}
