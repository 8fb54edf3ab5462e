import { useCallback, useEffect, useEffectEvent } from 'react';

import { ApiError } from '@/api';
import { useToast } from '@/components/Toast';
import { SESSION_EXPIRED_MESSAGE } from '../../session/sessionMessages';

/** What a failed call tells the administrator, besides the log line product.md §8 asks for. */
export type Failure = {
  /** The console line, as product.md §8 has failures logged: "Error marking message as read:". */
  log: string;
  error: unknown;
  /** One notice per kind of failure: a repeat replaces it instead of stacking copies. */
  id: string;
  /** The notice's bold first line, e.g. "Not saved". */
  title: string;
  /** What did not happen and what to do, in a sentence. */
  message: string;
};

/**
 * Reports a failure: logs it with `console.error` (product.md §8) and shows a non-blocking error notice.
 * A 401 says the session is over rather than blaming the change: the portal signs the administrator
 * out on its own.
 */
export function useFailureReport() {
  const toast = useToast();
  return useCallback(
    ({ log, error, id, title, message }: Failure) => {
      console.error(log, error);
      const expired = error instanceof ApiError && error.status === 401;
      toast.show({ id, tone: 'error', title, message: expired ? SESSION_EXPIRED_MESSAGE : message });
    },
    [toast],
  );
}

/** Reports each failure of a query once, when it happens (not on every render that shows it). */
export function useQueryFailureReport(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  failure: Omit<Failure, 'error'>,
) {
  const report = useFailureReport();
  const reportNow = useEffectEvent((error: unknown) => report({ ...failure, error }));
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) reportNow(error);
  }, [isError, error, errorUpdatedAt]);
}

/**
 * Why a call failed, in a sentence the administrator can show as it is: the server's own message where
 * there is one (e.g. "No waitlist entry with id 7"), the session notice on a 401, else a network failure.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? SESSION_EXPIRED_MESSAGE : error.message;
  return 'The server could not be reached. Please check your connection and try again.';
}
