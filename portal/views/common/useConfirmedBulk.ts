import { useQuery } from '@tanstack/react-query';

import type { BulkCount, BulkResult } from '@shared/contract';
import { failureMessage } from './failures';
import type { BulkTarget } from './selection';
import { type ConfirmedDelete, type ConfirmedDeleteOptions, useConfirmedDelete } from './useConfirmedDelete';

/** A bulk action under confirmation: its request, and exactly how many rows it would change. */
export type BulkQuestion<Request> = { request: Request; count: number };

/** A bulk action waiting for, or under, confirmation: asked with its request, it counts the rows itself. */
export type ConfirmedBulk<Request> = Omit<ConfirmedDelete<BulkQuestion<Request>>, 'ask'> & {
  ask: (request: Request) => void;
};

/**
 * A destructive bulk action with its confirmation (`ConfirmDeleteDialog`), which names the exact number
 * of rows the server will change: the dialog asks the server to count as it opens (a filter's list count
 * stops at a cap, ADR 0009; a selection may hold rows the action leaves alone, such as ones already
 * removed from the launch), and the action carries that number as `expectedCount`. When the number moved meanwhile the server refuses
 * (409) and changes nothing: the dialog shows why and counts again, for a confirmation of the new number.
 */
export function useConfirmedBulk<Request extends BulkTarget<unknown>>({
  count,
  apply,
  reload,
  ...options
}: Omit<ConfirmedDeleteOptions<Request, BulkResult>, 'remove'> & {
  /** The count call (POST …/bulk/count). */
  count: (request: Request) => Promise<BulkCount>;
  /** The action (POST …/bulk). */
  apply: (request: Request & { expectedCount?: number }) => Promise<BulkResult>;
}): ConfirmedBulk<Request> {
  let shownCount: number | null = null;
  const confirmation = useConfirmedDelete<Request, BulkResult>({
    // Confirm is offered only once the count is shown (see `target`), and sends the number shown.
    remove: (request: Request): Promise<BulkResult> =>
      // Never sent unchecked: without the number shown the server could change any number of rows.
      shownCount === null
        ? Promise.reject(new Error('The rows are still being counted.'))
        : apply({ ...request, expectedCount: shownCount }),
    reload,
    ...options,
  });
  const request: Request | null = confirmation.target;
  const exact = useQuery<BulkCount>({
    // Under `reload`, which every settled action invalidates: a refusal counts again.
    queryKey: [...reload, 'bulk-count', request],
    queryFn: () => count(request!),
    enabled: request !== null,
    // Each opening counts afresh: a count is good only for the confirmation it was made for. While it is
    // open the number stays as shown: not polled with the live lists under `reload`, nor on focus.
    gcTime: 0,
    staleTime: Infinity,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (request !== null) shownCount = exact.isFetching ? null : (exact.data?.count ?? null);
  return {
    ...confirmation,
    target: request !== null && shownCount !== null ? { request, count: shownCount } : null,
    counting: exact.isFetching,
    error: confirmation.error ?? (exact.isError ? failureMessage(exact.error) : null),
  };
}
