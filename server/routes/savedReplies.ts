import type { preValidationAsyncHookHandler } from 'fastify';

import { duplicateSavedReplyTitle, savedReplyRequestSchema } from '@shared/contract';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { SavedReplyRepository } from '../repositories/savedReplies';

/** The administrators' saved replies: listed, written, rewritten and deleted from the reply composer. */
export function savedReplyRoutes(
  app: ApiServer,
  deps: { savedReplies: SavedReplyRepository; requireAdmin: preValidationAsyncHookHandler },
) {
  const { savedReplies } = deps;
  const admin = { preValidation: deps.requireAdmin };
  const path = '/api/webpage/saved-replies';

  const notFound = (id: number) => new HttpError(404, `No saved reply with id ${id}`);
  const titleTaken = (title: string) => new HttpError(409, duplicateSavedReplyTitle(title));

  app.get(
    path,
    { ...admin, schema: { response: answersOf('GET /api/webpage/saved-replies', ...ADMIN_REFUSALS) } },
    async () => savedReplies.list(),
  );

  app.post(
    path,
    {
      ...admin,
      // The team's own templates, nobody's data: changing them needs no audit trail entry.
      config: { audit: false },
      schema: {
        body: savedReplyRequestSchema,
        response: answersOf('POST /api/webpage/saved-replies', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request, reply) => {
      const created = await savedReplies.create(request.body);
      if (created === 'duplicate title') throw titleTaken(request.body.title);
      return reply.code(201).send(created);
    },
  );

  app.put(
    `${path}/:id`,
    {
      ...admin,
      config: { audit: false },
      schema: {
        params: idParams,
        body: savedReplyRequestSchema,
        response: answersOf('PUT /api/webpage/saved-replies/:id', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 404, 409),
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await savedReplies.update(id, request.body);
      if (updated === 'missing') throw notFound(id);
      if (updated === 'duplicate title') throw titleTaken(request.body.title);
      return updated;
    },
  );

  app.delete(
    `${path}/:id`,
    {
      ...admin,
      config: { audit: false },
      schema: {
        params: idParams,
        response: answersOf('DELETE /api/webpage/saved-replies/:id', 400, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await savedReplies.remove(id))) throw notFound(id);
      return reply.code(204).send();
    },
  );
}
