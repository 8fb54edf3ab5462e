import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/api';

/** An answer that says the session is over: the token expired, was revoked or is missing. */
export const isUnauthorized = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;

/**
 * The admin portal's QueryClient. Any query or mutation that answers 401 calls `onUnauthorized`, so
 * the session ends wherever the call was made. A refusal (4xx) is not retried: asking again gets the
 * same answer, and a 401 should reach the login screen at once. Network and server failures are
 * retried once, quickly.
 */
export function createAdminQueryClient({ onUnauthorized }: { onUnauthorized: () => void }) {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
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
