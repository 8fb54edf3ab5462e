import type { FastifyReply, FastifyRequest } from 'fastify';

import type { UserRepository } from '../repositories/users';
import type { TokenService } from '../services/tokens';
import { HttpError } from '../http';

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator making the request, set by `requireAdmin`. */
    adminUserId?: number;
  }
}

/**
 * A preHandler for admin routes: the request must carry a valid, unexpired token of ours (signature
 * checked, algorithm pinned) for an account that exists and is an administrator right now. Checking
 * the account on every call means removing someone's admin status takes effect at once.
 */
export function createRequireAdmin(tokens: TokenService, users: UserRepository) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Sign in to continue: this call needs an admin session');
    const claims = await tokens.verify(match[1]!);
    if (!claims) throw new HttpError(401, 'Your session has expired or is invalid. Please sign in again');
    const user = await users.findById(claims.userId);
    if (!user) throw new HttpError(401, 'Your session has expired or is invalid. Please sign in again');
    if (!user.isAdmin) throw new HttpError(403, 'This account is not an administrator');
    request.adminUserId = user.id;
  };
}
