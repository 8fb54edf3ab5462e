import type { preValidationAsyncHookHandler } from 'fastify';

import { adminStatusRequestSchema, createUserRequestSchema, LAST_ADMIN_MESSAGE } from '@shared/contract';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import { publicAccount, type UserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';

export function userRoutes(
  app: ApiServer,
  deps: { users: UserRepository; requireAdmin: preValidationAsyncHookHandler },
) {
  const { users } = deps;
  const admin = { preValidation: deps.requireAdmin };

  app.get(
    '/api/admin/users',
    { ...admin, schema: { response: answersOf('GET /api/admin/users', ...ADMIN_REFUSALS) } },
    async () => (await users.list()).map(publicAccount),
  );

  app.post(
    '/api/admin/users',
    {
      ...admin,
      schema: {
        body: createUserRequestSchema,
        response: answersOf('POST /api/admin/users', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request, reply) => {
      const { password, ...account } = request.body;
      const created = await users.create({ ...account, passwordHash: await hashPassword(password) });
      if (created === 'duplicate')
        throw new HttpError(409, `An account with the email ${account.email} already exists`);
      return reply.code(201).send(publicAccount(created));
    },
  );

  app.patch(
    '/api/admin/users/:id/admin-status',
    {
      ...admin,
      schema: {
        params: idParams,
        body: adminStatusRequestSchema,
        response: answersOf('PATCH /api/admin/users/:id/admin-status', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 404, 409),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isAdmin } = request.body;
      const changed = await users.setAdminStatus(id, isAdmin);
      if (changed === 'not-found') throw new HttpError(404, `No user with id ${id}`);
      // Never leave the portal without anyone able to open it.
      if (changed === 'last-admin') throw new HttpError(409, LAST_ADMIN_MESSAGE);
      return publicAccount(changed);
    },
  );
}
