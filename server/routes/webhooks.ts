import type { preValidationAsyncHookHandler } from 'fastify';

import { type WebhookStatus, webhookListQuerySchema } from '@shared/contract';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, idParams } from '../plugins/contract';
import type { WebhookRepository } from '../repositories/webhooks';

/**
 * The portal's webhooks: the events sent to WEBHOOK_URL with where each one's delivery is, whether any
 * are sent at all, and a retry for one that failed every try.
 */
export function webhookRoutes(
  app: ApiServer,
  deps: {
    webhooks: WebhookRepository;
    requireAdmin: preValidationAsyncHookHandler;
    /** `WEBHOOK_URL`, or null when events are not sent. */
    url: string | null;
    /** Something was queued: the worker sends it now. */
    webhooksQueued: () => void;
  },
) {
  const { webhooks } = deps;
  const admin = { preValidation: deps.requireAdmin };

  app.get(
    '/api/webhooks',
    {
      ...admin,
      schema: { querystring: webhookListQuerySchema, response: answersOf('GET /api/webhooks', 400, ...ADMIN_REFUSALS) },
    },
    async (request, reply) => {
      const { events, total, page } = await webhooks.list(request.query);
      // As the outbox's list says it: counted exactly, and the last page for one asked beyond it.
      reply.header('X-Total-Count', String(total)).header('X-Page', String(page));
      return reply.send(events);
    },
  );

  app.get(
    '/api/webhooks/status',
    { ...admin, schema: { response: answersOf('GET /api/webhooks/status', ...ADMIN_REFUSALS) } },
    async (): Promise<WebhookStatus> => ({
      configured: deps.url !== null,
      host: deps.url === null ? null : new URL(deps.url).host,
      ...(await webhooks.counts()),
    }),
  );

  app.post(
    '/api/webhooks/:id/retry',
    {
      ...admin,
      config: { audit: { action: 'webhook_retried', targetType: 'webhook' } },
      schema: {
        params: idParams,
        response: answersOf('POST /api/webhooks/:id/retry', 400, ...ADMIN_REFUSALS, 404, 409),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await webhooks.retry(id);
      if (result === 'missing') throw new HttpError(404, `No webhook event with id ${id}`);
      if (result === 'not failed') throw new HttpError(409, 'Only a failed webhook event can be retried');
      deps.webhooksQueued();
      return reply.code(204).send();
    },
  );
}
