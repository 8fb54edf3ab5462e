import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useToast } from '@/components/Toast';
import { failureMessage } from './failures';

export type ConfirmedDeleteOptions<Row, Result = unknown> = {
  /** The delete call: one row by its id, or the rows a bulk target names. */
  remove: (row: Row) => Promise<Result>;
  /** The queries to reload after a delete, e.g. the view's stats and list. */
  reload: QueryKey;
  /** The console line of a failure, as the other admin failures are logged (product.md §8). */
  log: string;
  /** The confirmation notice, e.g. "The sign-up of ada@example.com was deleted.", given the call's answer. */
  deletedMessage: (row: Row, result: Result) => string;
  /** The confirmation notice's title. @default 'Deleted' */
  doneTitle?: string;
  /** Called once a row is gone, e.g. to close a details dialog showing it. */
  onDeleted?: (row: Row) => void;
};

/** A delete waiting for, or under, confirmation: what `ConfirmDeleteDialog` shows. */
export type ConfirmedDelete<Row> = {
  /** Whether the question is open. */
  open: boolean;
  /** The row the question is about, once it is known (a bulk action's rows are counted first). */
  target: Row | null;
  /** Whether the server is counting the rows the question will name. */
  counting: boolean;
  /** Opens the question about `row`. */
  ask: (row: Row) => void;
  cancel: () => void;
  /** Deletes the target. */
  confirm: () => void;
  deleting: boolean;
  /** Why the last try failed, in a sentence. */
  error: string | null;
};

/**
 * Delete with confirmation: `ask(row)` opens the question about that row (or about a selection of rows),
 * `confirm()` deletes it. On success the question closes, a notice confirms and the view's queries
 * reload; on failure the question stays open with the reason. Reloads happen either way, since a 404
 * means the row was already gone.
 */
export function useConfirmedDelete<Row, Result = unknown>({
  remove,
  reload,
  log,
  deletedMessage,
  doneTitle = 'Deleted',
  onDeleted,
}: ConfirmedDeleteOptions<Row, Result>): ConfirmedDelete<Row> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [target, setTarget] = useState<Row | null>(null);

  const deletion = useMutation({
    mutationFn: (row: Row) => remove(row),
    onSuccess: (result, row) => {
      setTarget(null);
      onDeleted?.(row);
      toast.show({ tone: 'success', title: doneTitle, message: deletedMessage(row, result) });
    },
    onError: (error) => console.error(log, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reload }),
  });

  return {
    open: target !== null,
    target,
    counting: false,
    ask: (row: Row) => {
      deletion.reset();
      setTarget(row);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) deletion.mutate(target);
    },
    deleting: deletion.isPending,
    error: deletion.isError ? failureMessage(deletion.error) : null,
  };
}
