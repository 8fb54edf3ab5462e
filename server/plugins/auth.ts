import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@shared/contract';
import type { UserRepository } from '../repositories/users';
import type { TokenService, VerifiedSession } from '../services/tokens';
import { HttpError } from '../http';

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator making the request, set by `requireAdmin`. */
    adminUserId?: number;
    /** The token that request carried, checked by `requireAdmin` (what logout revokes). */
    adminSession?: VerifiedSession;
  }
  interface FastifyContextConfig {
    /** `public` marks an /api route anyone may call; every other /api route must require an admin. */
    access?: 'public';
    /**
     * An admin call that an administrator without a second factor may make while `ADMIN_2FA=required`:
     * setting one up, and signing out. Every other admin call answers 403 until they have one.
     */
    beforeSecondFactor?: true;
  }
  interface FastifyInstance {
    /** Every /api route and who may call it, as registered (see `enforceRouteAccess`). */
    apiRoutes: readonly ApiRoute[];
  }
}

export type ApiRoute = { method: string; url: string; access: 'public' | 'admin' };

export const SESSION_INVALID_MESSAGE = 'Your session has expired or is invalid. Please sign in again';

/**
 * A preValidation hook for admin routes (run before the request is validated, so a caller who may not
 * call learns nothing about the request's shape): the request must carry a valid, unexpired token of ours (signature
 * checked, algorithm pinned, `exp`/`iat`/`jti` required and sane) for an account that exists and is an
 * administrator right now, that was not signed out (logout), and whose session version it still
 * carries (a password reset, a demotion, "sign out everywhere" or a change of second factor raise the
 * account's version). Checking the account on every call means all of these take effect at once. With
 * `twoFactorRequired` (ADMIN_2FA=required), an administrator without a second factor may only set one up
 * (and sign out), whatever token they hold: the rule holds from the moment it is switched on.
 */
export function createRequireAdmin(
  tokens: TokenService,
  users: UserRepository,
  { twoFactorRequired }: { twoFactorRequired: boolean } = { twoFactorRequired: false },
) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Sign in to continue: this call needs an admin session');
    const session = await tokens.verify(match[1]!);
    if (!session) throw new HttpError(401, SESSION_INVALID_MESSAGE);
    const found = await users.findSession(session.userId, session.tokenId);
    if (!found || found.revoked || found.user.sessionVersion !== session.sessionVersion) {
      throw new HttpError(401, SESSION_INVALID_MESSAGE);
    }
    if (!found.user.isAdmin) throw new HttpError(403, 'This account is not an administrator');
    if (twoFactorRequired && !found.user.twoFactorEnabled && !request.routeOptions.config.beforeSecondFactor) {
      throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    }
    request.adminUserId = found.user.id;
    request.adminSession = session;
  };
}

/**
 * Makes "admin only" the default for the API: from now on, registering an /api route that neither runs
 * `requireAdmin` nor is marked `config: { access: 'public' }` stops the server from starting. The routes
 * are listed on `app.apiRoutes`, so the tests check every admin route without keeping a list by hand.
 */
export function enforceRouteAccess(app: FastifyInstance, requireAdmin: preValidationAsyncHookHandler) {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    const requiresAdmin = [route.preValidation ?? []].flat().includes(requireAdmin);
    const isPublic = route.config?.access === 'public';
    if (requiresAdmin === isPublic) {
      throw new Error(
        `${route.method} ${route.url} must either run requireAdmin or be marked config: { access: 'public' }, not ${
          isPublic ? 'both' : 'neither'
        }`,
      );
    }
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access: isPublic ? 'public' : 'admin' });
    }
  });
}
