import type { FastifyRequest } from 'fastify';

import type { SessionResponse } from '@shared/contract';
import type { Queryable } from '../db';
import { recordAudit } from '../repositories/audit';
import type { SecondFactorRepository } from '../repositories/secondFactor';
import { publicAccount, type StoredUser, type UserRepository } from '../repositories/users';
import type { TokenService } from '../services/tokens';
import { isTotpCode, recoveryCodeHash, totpStepOf } from '../services/twoFactor';

/** What signing in needs beyond the request: the accounts, their second factors, tokens and the audit trail. */
export type SignInDeps = {
  db: Queryable;
  users: UserRepository;
  secondFactor: SecondFactorRepository;
  tokens: TokenService;
  twoFactorRequired: boolean;
  /** A change queued its owner's security notice: the worker sends it now. */
  mailQueued: () => void;
};

/**
 * The end of every successful sign-in (a password alone, or a password and a code): the session's token,
 * the account's last sign-in, and the audit entry. `twoFactorSetupRequired` tells the portal to show
 * enrolment first (ADMIN_2FA=required, no factor yet): the token opens nothing else meanwhile.
 */
export async function startSession(
  deps: SignInDeps,
  request: FastifyRequest,
  user: StoredUser,
  how: 'password' | 'authenticator' | 'recovery code',
): Promise<SessionResponse> {
  await deps.users.recordSignIn(user.id);
  request.audited = { action: 'sign_in', actorId: user.id, targetType: 'user', targetIds: [user.id], detail: how };
  const { id, firstName, lastName, email } = publicAccount(user);
  return {
    token: await deps.tokens.sign({ userId: id, sessionVersion: user.sessionVersion }),
    user: { id, firstName, lastName, email },
    ...(deps.twoFactorRequired && !user.twoFactorEnabled ? { twoFactorSetupRequired: true } : {}),
  };
}

/**
 * A failed sign-in, in the audit trail: the account tried as its target (if it exists; never the address
 * typed), and no actor: whoever tried is not that administrator.
 */
export const recordFailedSignIn = (db: Queryable, userId: number | null, why: string) =>
  recordAudit(db, {
    action: 'sign_in_failed',
    actorId: null,
    ...(userId === null ? {} : { targetType: 'user', targetIds: [userId] }),
    detail: why,
  });

/**
 * Whether `code` is a current code of the account's factor, taken now: an authenticator's code works once
 * (its time step is taken), a recovery code once ever. Null when it is neither; which kind it was else.
 */
export async function takeCode(
  secondFactor: SecondFactorRepository,
  user: Pick<StoredUser, 'id' | 'totpSecret'>,
  code: string,
  now = new Date(),
): Promise<'authenticator' | 'recovery code' | null> {
  if (!user.totpSecret) return null;
  if (isTotpCode(code)) {
    const step = totpStepOf(user.totpSecret, code, now);
    return step !== null && (await secondFactor.takeStep(user.id, step)) ? 'authenticator' : null;
  }
  return (await secondFactor.useRecoveryCode(user.id, recoveryCodeHash(code))) ? 'recovery code' : null;
}
