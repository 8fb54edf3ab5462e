import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

import { adminStatusRequestSchema, createUserRequestSchema } from '@shared/contract';
import { HttpError, parseId, parseOrThrow } from '../http';
import { publicAccount, type UserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';

export function userRoutes(
  app: FastifyInstance,
  deps: { users: UserRepository; requireAdmin: preHandlerAsyncHookHandler },
) {
  const { users } = deps;
  const admin = { preHandler: deps.requireAdmin };

  app.get('/api/admin/users', admin, async () => (await users.list()).map(publicAccount));

  app.post('/api/admin/users', admin, async (request, reply) => {
    const { password, ...account } = parseOrThrow(createUserRequestSchema, request.body);
    const created = await users.create({ ...account, passwordHash: await hashPassword(password) });
    if (created === 'duplicate') throw new HttpError(409, `An account with the email ${account.email} already exists`);
    return reply.code(201).send(publicAccount(created));
  });

  app.patch<{ Params: { id: string } }>('/api/admin/users/:id/admin-status', admin, async (request) => {
    const id = parseId(request.params.id);
    const { isAdmin } = parseOrThrow(adminStatusRequestSchema, request.body);
    const changed = await users.setAdminStatus(id, isAdmin);
    if (changed === 'not-found') throw new HttpError(404, `No user with id ${id}`);
    // Never leave the portal without anyone able to open it.
    if (changed === 'last-admin') throw new HttpError(409, 'At least one administrator must remain');
    return publicAccount(changed);
  });
}
