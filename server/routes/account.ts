import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

import { adminProfileRequestSchema } from '@shared/contract';
import { HttpError } from '../http';
import { SESSION_INVALID_MESSAGE } from '../plugins/auth';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS } from '../plugins/contract';
import { profileOf, type StoredUser, type UserRepository } from '../repositories/users';

/**
 * The signed-in administrator's own profile: their name and the signature their replies end with. Each
 * administrator reads and changes only their own, named by the session (`requireAdmin`), never by an id
 * in the request.
 */
export function accountRoutes(
  app: ApiServer,
  deps: { users: UserRepository; requireAdmin: preValidationAsyncHookHandler },
) {
  const { users } = deps;
  const admin = { preValidation: deps.requireAdmin };
  /**
   * The session's account was checked by `requireAdmin` a moment ago; gone since (deleted meanwhile),
   * the session is over, as the next call's check would say.
   */
  const sessionEnded = () => new HttpError(401, SESSION_INVALID_MESSAGE);
  const signedIn = async (request: FastifyRequest): Promise<StoredUser> => {
    const user = await users.findById(request.adminUserId!);
    if (!user) throw sessionEnded();
    return user;
  };

  app.get(
    '/api/webpage/account',
    { ...admin, schema: { response: answersOf('GET /api/webpage/account', ...ADMIN_REFUSALS) } },
    async (request) => profileOf(await signedIn(request)),
  );

  app.put(
    '/api/webpage/account',
    {
      ...admin,
      config: { audit: { action: 'profile_changed', targetType: 'user' } },
      schema: {
        body: adminProfileRequestSchema,
        response: answersOf('PUT /api/webpage/account', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request) => {
      const updated = await users.updateProfile(request.adminUserId!, request.body);
      if (!updated) throw sessionEnded();
      request.audited = { targetIds: [updated.id] };
      return profileOf(updated);
    },
  );
}
