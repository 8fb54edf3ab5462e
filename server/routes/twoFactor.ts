import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

import {
  CHALLENGE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  RECENT_SIGN_IN_MESSAGE,
  RECENT_SIGN_IN_MINUTES,
  type SessionResponse,
  twoFactorCodeRequestSchema,
  twoFactorLoginRequestSchema,
  type TwoFactorStatus,
} from '@shared/contract';
import { HttpError } from '../http';
import { SESSION_INVALID_MESSAGE } from '../plugins/auth';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS } from '../plugins/contract';
import type { StoredUser } from '../repositories/users';
import { type LoginAddressLimit, type LoginThrottle, tooManyRequestsMessage } from '../services/loginThrottle';
import type { Refusals } from '../services/refusals';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, totpStepOf } from '../services/twoFactor';
import { ACCOUNT_LOCKED_MESSAGE } from './auth';
import { recordAudit } from '../repositories/audit';
import { recordFailedSignIn, type SignInDeps, startSession, takeCode } from './signIn';

/**
 * The second factor (ADR 0032): the second step of signing in, and each administrator's own enrolment,
 * recovery codes and switching it off. Every code checked here counts against the account's lock like a
 * password does (LOGIN_LOCKOUT_ATTEMPTS), so six wrong codes lock it, whether typed at sign-in or by
 * someone holding a session who tries to switch the factor off.
 */
export function twoFactorRoutes(
  app: ApiServer,
  deps: SignInDeps & {
    requireAdmin: preValidationAsyncHookHandler;
    loginAddressLimit: LoginAddressLimit;
    loginThrottle: LoginThrottle;
    refusals: Refusals;
    issuer: string;
    now: () => Date;
  },
) {
  const { users, secondFactor } = deps;
  const enrolment = { preValidation: deps.requireAdmin };

  /**
   * A refused code, in the audit trail: at the sign-in's second step a failed sign-in of the account (no
   * actor), in a session that of its administrator, who may not be its owner (a stolen session guessing).
   */
  const recordRefusedCode = (user: StoredUser, signedIn: boolean, why: string) =>
    signedIn
      ? recordAudit(deps.db, {
          action: 'two_factor_code_refused',
          actorId: user.id,
          targetType: 'user',
          targetIds: [user.id],
          detail: why,
        })
      : recordFailedSignIn(deps.db, user.id, why);

  /** Counts a code attempt on the account (429 once locked); `settle` clears it after a right code. */
  const beginCodeAttempt = async (request: FastifyRequest, reply: FastifyReply, user: StoredUser) => {
    const attempt = await deps.loginThrottle.begin(user.email);
    if (!attempt.allowed) {
      deps.refusals.refused('login-account', request, deps.loginThrottle.keyOf(user.email));
      await recordRefusedCode(user, request.adminUserId !== undefined, 'account locked');
      reply.header('Retry-After', String(attempt.retryAfterSeconds));
      throw new HttpError(429, ACCOUNT_LOCKED_MESSAGE);
    }
    return {
      settle: () =>
        deps.loginThrottle.succeeded(user.email).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not clear the failed-login count after a right code');
        }),
    };
  };

  /**
   * The signed-in administrator, with a current code of their factor taken. A wrong code is 403, not the
   * 401 of sign-in: the session is valid, and a client ending it on 401 must not sign anyone out for a typo.
   */
  const withCurrentCode = async (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const user = await users.findById(request.adminUserId!);
    if (!user) throw new HttpError(401, SESSION_INVALID_MESSAGE);
    if (!user.twoFactorEnabled) throw new HttpError(409, 'Two-factor authentication is not on for this account');
    const attempt = await beginCodeAttempt(request, reply, user);
    if (!(await takeCode(secondFactor, user, code, deps.now()))) {
      await recordRefusedCode(user, true, 'wrong code');
      throw new HttpError(403, INVALID_CODE_MESSAGE);
    }
    await attempt.settle();
    return user;
  };

  /**
   * Setting up a second factor needs a sign-in of the last minutes: otherwise a stolen session could
   * put in its own phone and keep the account for good (its owner's password would then not be enough).
   */
  const requireRecentSignIn = (request: FastifyRequest) => {
    const signedInAt = request.adminSession!.issuedAt.getTime();
    if (Date.now() - signedInAt > RECENT_SIGN_IN_MINUTES * 60_000) throw new HttpError(403, RECENT_SIGN_IN_MESSAGE);
  };

  /** A new token for the caller's session once the account's version moved (its other sessions ended). */
  const renewedToken = (userId: number, sessionVersion: number) => deps.tokens.sign({ userId, sessionVersion });

  app.post(
    '/api/auth/login/2fa',
    {
      config: { access: 'public' },
      schema: {
        body: twoFactorLoginRequestSchema,
        response: answersOf('POST /api/auth/login/2fa', ...BODY_REFUSALS, 401, 429),
      },
    },
    async (request, reply): Promise<SessionResponse> => {
      const { challenge, code } = request.body;
      const claims = await deps.tokens.verifyChallenge(challenge);
      const user = claims && (await users.findById(claims.userId));
      // A password reset, a demotion or a factor switched off since the password step ends the challenge.
      if (
        !claims ||
        !user ||
        !user.isAdmin ||
        !user.twoFactorEnabled ||
        user.sessionVersion !== claims.sessionVersion
      ) {
        throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE);
      }
      const address = normalizeIP(request.ip);
      const fromAddress = await deps.loginAddressLimit.begin(address);
      if (!fromAddress.allowed) {
        deps.refusals.refused('login-address', request);
        reply.header('Retry-After', String(fromAddress.retryAfterSeconds));
        throw new HttpError(429, tooManyRequestsMessage(fromAddress.retryAfterSeconds));
      }
      const attempt = await beginCodeAttempt(request, reply, user);
      const how = await takeCode(secondFactor, user, code, deps.now());
      if (!how) {
        await recordRefusedCode(user, false, 'wrong code');
        throw new HttpError(401, INVALID_CODE_MESSAGE);
      }
      // A challenge is traded for one session only: seen later with another code, it opens nothing.
      if (!(await users.useUpToken({ tokenId: claims.tokenId, userId: user.id, expiresAt: claims.expiresAt }))) {
        throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE);
      }
      await deps.loginAddressLimit.succeeded(address).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not take a successful sign-in back from the address count');
      });
      await attempt.settle();
      return startSession(deps, request, user, how);
    },
  );

  app.get(
    '/api/auth/2fa',
    {
      ...enrolment,
      config: { beforeSecondFactor: true },
      schema: { response: answersOf('GET /api/auth/2fa', ...ADMIN_REFUSALS) },
    },
    async (request): Promise<TwoFactorStatus> => {
      const user = await users.findById(request.adminUserId!);
      if (!user) throw new HttpError(401, SESSION_INVALID_MESSAGE);
      return {
        enabled: user.twoFactorEnabled,
        enabledAt: user.twoFactorEnabledAt,
        recoveryCodesLeft: user.twoFactorEnabled ? await secondFactor.recoveryCodesLeft(user.id) : 0,
        required: deps.twoFactorRequired,
      };
    },
  );

  app.post(
    '/api/auth/2fa/setup',
    {
      ...enrolment,
      config: { beforeSecondFactor: true, audit: false },
      schema: { response: answersOf('POST /api/auth/2fa/setup', ...ADMIN_REFUSALS, 409) },
    },
    async (request) => {
      requireRecentSignIn(request);
      const user = await users.findById(request.adminUserId!);
      if (!user) throw new HttpError(401, SESSION_INVALID_MESSAGE);
      const secret = newTotpSecret();
      if (!(await secondFactor.beginSetup(user.id, secret))) {
        throw new HttpError(409, 'Two-factor authentication is already on: turn it off first to set up another app');
      }
      return { secret, otpauthUrl: otpauthUrl(secret, deps.issuer, user.email) };
    },
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      ...enrolment,
      config: { beforeSecondFactor: true, audit: { action: 'two_factor_enabled', targetType: 'user' } },
      schema: {
        body: twoFactorCodeRequestSchema,
        response: answersOf('POST /api/auth/2fa/enable', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409, 429),
      },
    },
    async (request, reply) => {
      requireRecentSignIn(request);
      const userId = request.adminUserId!;
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, SESSION_INVALID_MESSAGE);
      const secret = await secondFactor.pendingSecret(userId);
      if (!secret) {
        throw new HttpError(
          409,
          user.twoFactorEnabled ? 'Two-factor authentication is already on' : 'Start the setup first',
        );
      }
      const attempt = await beginCodeAttempt(request, reply, user);
      const step = totpStepOf(secret, request.body.code, deps.now());
      if (step === null) {
        await recordRefusedCode(user, true, 'wrong code');
        throw new HttpError(403, INVALID_CODE_MESSAGE);
      }
      const recoveryCodes = newRecoveryCodes();
      const enabled = await secondFactor.enable(userId, secret, step, recoveryCodes.map(recoveryCodeHash));
      if (!enabled) throw new HttpError(409, 'The setup changed meanwhile (another tab?): start it again');
      await attempt.settle();
      deps.mailQueued();
      request.audited = { targetIds: [userId] };
      return { recoveryCodes, token: await renewedToken(userId, enabled.sessionVersion) };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    {
      ...enrolment,
      config: { audit: { action: 'two_factor_disabled', targetType: 'user' } },
      schema: {
        body: twoFactorCodeRequestSchema,
        response: answersOf('POST /api/auth/2fa/disable', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409, 429),
      },
    },
    async (request, reply) => {
      const user = await withCurrentCode(request, reply, request.body.code);
      const disabled = await secondFactor.disable(user.id);
      if (!disabled) throw new HttpError(401, SESSION_INVALID_MESSAGE);
      deps.mailQueued();
      request.audited = { targetIds: [user.id] };
      return { token: await renewedToken(user.id, disabled.sessionVersion) };
    },
  );

  app.post(
    '/api/auth/2fa/recovery-codes',
    {
      ...enrolment,
      config: { audit: { action: 'recovery_codes_regenerated', targetType: 'user' } },
      schema: {
        body: twoFactorCodeRequestSchema,
        response: answersOf('POST /api/auth/2fa/recovery-codes', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409, 429),
      },
    },
    async (request, reply) => {
      const user = await withCurrentCode(request, reply, request.body.code);
      const recoveryCodes = newRecoveryCodes();
      await secondFactor.replaceRecoveryCodes(user.id, recoveryCodes.map(recoveryCodeHash));
      deps.mailQueued();
      request.audited = { targetIds: [user.id] };
      return { recoveryCodes };
    },
  );
}
