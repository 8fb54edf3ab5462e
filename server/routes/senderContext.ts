import type { preValidationAsyncHookHandler } from 'fastify';

import type { Database } from '../db';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, idParams } from '../plugins/contract';
import { senderContextOf } from '../repositories/senderContext';

/**
 * The sender beside a message in the portal: their other messages and whether they are on the waitlist
 * (repositories/senderContext.ts). Only the message's id travels in the URL, never the address.
 */
export function senderContextRoutes(
  app: ApiServer,
  deps: { db: Database; requireAdmin: preValidationAsyncHookHandler },
) {
  app.get(
    '/api/webpage/contact/:id/sender',
    {
      preValidation: deps.requireAdmin,
      schema: {
        params: idParams,
        response: answersOf('GET /api/webpage/contact/:id/sender', 400, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const context = await senderContextOf(deps.db, id);
      if (!context) throw new HttpError(404, `No contact message with id ${id}`);
      return context;
    },
  );
}
