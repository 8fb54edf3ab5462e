import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/api';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@shared/contract/constants';

/** An answer that says the session is over: the token expired, was revoked or is missing. */
export const isUnauthorized = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;

/**
 * An answer that says the session stands but opens nothing until a second factor is on: the 403 every
 * admin call answers while `ADMIN_2FA=required` and the admin has none. Told from other 403s by its
 * message, the contract's.
 */
export const isTwoFactorSetupRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.message === TWO_FACTOR_SETUP_REQUIRED_MESSAGE;

export type AdminQueryClientOptions = {
  /** A call answered 401: the session is over. */
  onUnauthorized: () => void;
  /** A call answered that a second factor must be set up first (`isTwoFactorSetupRequired`). */
  onTwoFactorSetupRequired?: () => void;
};

/**
 * The admin portal's QueryClient. Any query or mutation that answers 401 calls `onUnauthorized`, so
 * the session ends wherever the call was made; one that answers the 403 of a missing second factor calls
 * `onTwoFactorSetupRequired`, so the enrolment screen shows after a reload too (the login answer's flag
 * is not stored). A refusal (4xx) is not retried: asking again gets the same answer, and a 401 should
 * reach the login screen at once. Network and server failures are retried once, quickly.
 */
export function createAdminQueryClient({ onUnauthorized, onTwoFactorSetupRequired }: AdminQueryClientOptions) {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
    else if (isTwoFactorSetupRequired(error)) onTwoFactorSetupRequired?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        retryDelay: 500,
      },
      mutations: { retry: false },
    },
  });
}
