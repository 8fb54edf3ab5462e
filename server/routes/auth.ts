import { normalizeIP } from '@fastify/rate-limit';
import type { preValidationAsyncHookHandler } from 'fastify';

import {
  INVALID_CREDENTIALS_MESSAGE,
  loginRequestSchema,
  type LoginResponse,
  logoutRequestSchema,
  type LogoutResponse,
  PASSWORD_LINK_INVALID_MESSAGE,
  type PasswordSet,
  setPasswordRequestSchema,
} from '@shared/contract';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS } from '../plugins/contract';
import { type LoginAddressLimit, type LoginThrottle, tooManyRequestsMessage } from '../services/loginThrottle';
import type { PasswordLinks } from '../services/passwordLinks';
import type { Refusals } from '../services/refusals';
import { decoyHash, hashPassword, verifyPassword } from '../services/passwords';
import { recordFailedSignIn, type SignInDeps, startSession } from './signIn';

/** The one answer while an account is locked: it never depends on the password tried. */
export const ACCOUNT_LOCKED_MESSAGE = 'Too many failed sign-in attempts for this account. Please try again later.';

export function authRoutes(
  app: ApiServer,
  deps: SignInDeps & {
    requireAdmin: preValidationAsyncHookHandler;
    loginAddressLimit: LoginAddressLimit;
    loginThrottle: LoginThrottle;
    refusals: Refusals;
    passwordLinks: PasswordLinks;
    now: () => Date;
  },
) {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: answersOf('POST /api/auth/login', ...BODY_REFUSALS, 401, 429) },
    },
    async (request, reply): Promise<LoginResponse> => {
      const { email, password } = request.body;
      // Per client address (honouring TRUST_PROXY, normalised as the other rate limits' keys are): counted
      // when the attempt starts and taken back when it succeeds, so only failures use up RATE_LIMIT_LOGIN.
      const address = normalizeIP(request.ip);
      const fromAddress = await deps.loginAddressLimit.begin(address);
      if (!fromAddress.allowed) {
        deps.refusals.refused('login-address', request);
        reply.header('Retry-After', String(fromAddress.retryAfterSeconds));
        throw new HttpError(429, tooManyRequestsMessage(fromAddress.retryAfterSeconds));
      }
      // Counted per account (known or not) before the password is checked, so a locked account answers at
      // once, the same for every password, and never reveals whether it exists.
      const attempt = await deps.loginThrottle.begin(email);
      if (!attempt.allowed) {
        deps.refusals.refused('login-account', request, deps.loginThrottle.keyOf(email));
        await recordFailedSignIn(deps.db, (await deps.users.findByEmail(email))?.id ?? null, 'account locked');
        reply.header('Retry-After', String(attempt.retryAfterSeconds));
        throw new HttpError(429, ACCOUNT_LOCKED_MESSAGE);
      }
      const user = await deps.users.findByEmail(email);
      // An unknown e-mail is checked against a decoy hash so both refusals take the same time.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !matches || !user.isAdmin) {
        await recordFailedSignIn(deps.db, user?.id ?? null, user ? 'wrong password' : 'unknown account');
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      await deps.loginAddressLimit.succeeded(address).catch((error: unknown) => {
        // The session is valid either way; this success just stays counted until its window ends.
        request.log.warn({ err: error }, 'could not take a successful sign-in back from the address count');
      });
      if (user.twoFactorEnabled) {
        // Half a sign-in: this attempt is no failure, but the count goes on until a right code clears it,
        // so wrong codes lock the account as wrong passwords do.
        await deps.loginThrottle.released(email).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not take a right password back from the failed-login count');
        });
        return {
          twoFactorRequired: true as const,
          challenge: await deps.tokens.signChallenge({ userId: user.id, sessionVersion: user.sessionVersion }),
        };
      }
      await deps.loginThrottle.succeeded(email).catch((error: unknown) => {
        // The session is valid either way; the failures counted before it simply expire with their window.
        request.log.warn({ err: error }, 'could not clear the failed-login count after a success');
      });
      return startSession(deps, request, user, 'password');
    },
  );

  // The link of an `admin_invite` mail (or of "Send set-password link" on the team screen): the token
  // names the account and is signed over its password hash, so it works once (services/passwordLinks.ts).
  app.post(
    '/api/auth/password',
    {
      config: { access: 'public' },
      schema: {
        body: setPasswordRequestSchema,
        response: answersOf('POST /api/auth/password', ...BODY_REFUSALS),
      },
    },
    async (request): Promise<PasswordSet> => {
      const { token, password } = request.body;
      const link = deps.passwordLinks.read(token, deps.now());
      const user = link && (await deps.users.findById(link.userId));
      // A link of an account whose access was removed since is dead with it.
      if (!link || !user || !user.isAdmin || !deps.passwordLinks.verify(token, user, link.expiresAt)) {
        throw new HttpError(400, PASSWORD_LINK_INVALID_MESSAGE);
      }
      const updated = await deps.users.setPassword(user.id, user.passwordHash, await hashPassword(password));
      if (!updated) throw new HttpError(400, PASSWORD_LINK_INVALID_MESSAGE);
      deps.mailQueued();
      request.audited = { action: 'password_set', actorId: user.id, targetType: 'user', targetIds: [user.id] };
      return { email: updated.email };
    },
  );

  // Signing out only this token (not the account's other sessions) leaves the administrator's other
  // devices signed in; `everywhere` is there for a token that may have leaked.
  app.post(
    '/api/auth/logout',
    {
      // Fastify hands a missing body to the validator as null, which the schema refuses like a JSON
      // null; a logout without a body is `{}` (signs this session out), so it becomes that first.
      config: { audit: { action: 'sign_out' }, beforeSecondFactor: true },
      preValidation: [
        deps.requireAdmin,
        async (request) => {
          if (request.body === undefined) (request as { body: unknown }).body = {};
        },
      ],
      schema: {
        body: logoutRequestSchema,
        response: answersOf('POST /api/auth/logout', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request): Promise<LogoutResponse> => {
      const { everywhere } = request.body;
      const session = request.adminSession!;
      request.audited = { detail: everywhere ? 'everywhere' : 'this session' };
      if (everywhere) {
        await deps.users.endAllSessions(session.userId);
        return { signedOut: 'everywhere' };
      }
      await deps.users.revokeSession(session);
      return { signedOut: 'session' };
    },
  );
}
