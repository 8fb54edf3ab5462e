import type { preValidationAsyncHookHandler } from 'fastify';

import { adminStatusRequestSchema, createUserRequestSchema, LAST_ADMIN_MESSAGE } from '@shared/contract';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import { publicAccount, type UserRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';

export function userRoutes(
  app: ApiServer,
  deps: { users: UserRepository; requireAdmin: preValidationAsyncHookHandler; mailQueued: () => void },
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
      config: { audit: { action: 'admin_added', targetType: 'user' } },
      schema: {
        body: createUserRequestSchema,
        response: answersOf('POST /api/admin/users', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request, reply) => {
      const { password, ...account } = request.body;
      // Without a password, the new administrator chooses one through a mailed link: nobody else knows it.
      const created = await users.create({
        ...account,
        passwordHash: password === undefined ? null : await hashPassword(password),
      });
      if (created === 'duplicate')
        throw new HttpError(409, `An account with the email ${account.email} already exists`);
      if (password === undefined) deps.mailQueued();
      request.audited = {
        targetIds: [created.id],
        detail: password === undefined ? 'set-password link mailed' : undefined,
      };
      return reply.code(201).send(publicAccount(created));
    },
  );

  app.patch(
    '/api/admin/users/:id/admin-status',
    {
      ...admin,
      config: { audit: { action: 'admin_status_changed', targetType: 'user' } },
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
      request.audited = { detail: isAdmin ? 'administrator' : 'no access' };
      return publicAccount(changed);
    },
  );

  // A new link for an administrator who lost theirs, or whose 24 hours ran out, or who forgot their
  // password: it goes to the account's own address, so it gives the sender nothing.
  app.post(
    '/api/admin/users/:id/password-link',
    {
      ...admin,
      config: { audit: { action: 'password_link_sent', targetType: 'user' } },
      schema: {
        params: idParams,
        response: answersOf('POST /api/admin/users/:id/password-link', 400, ...ADMIN_REFUSALS, 404, 409),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const account = await users.findById(id);
      if (!account) throw new HttpError(404, `No user with id ${id}`);
      // A link would let an account without access choose a password it cannot use, and would come back
      // to life with its access: restore the access first.
      if (!account.isAdmin) throw new HttpError(409, 'This account has no admin access: restore it first');
      if (!(await users.queuePasswordLink(id))) throw new HttpError(404, `No user with id ${id}`);
      deps.mailQueued();
      return reply.code(204).send();
    },
  );
}
