import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

import type { DownloadedFile } from '@/api';
import type { BulkResult } from '@shared/contract';
import { useToast } from '@/components/Toast';
import { downloadBlob, exportFileName } from './downloadBlob';
import { useFailureReport } from './failures';

/**
 * "Export CSV" of a list: everything the filters match, or, given ids, exactly the selected rows. The
 * file keeps the name the server gave it (which says the filter and the day).
 */
export function useListExport({
  exportCsv,
  kind,
  log,
}: {
  /** The export call, with the selected ids or none. */
  exportCsv: (ids?: number[]) => Promise<DownloadedFile>;
  /** What the file holds, for a name when the server sent none: `waitlist`, `contact-messages`. */
  kind: string;
  /** The console line of a failure. */
  log: string;
}) {
  const report = useFailureReport();
  return useMutation({
    mutationFn: (ids?: number[]) => exportCsv(ids),
    onSuccess: (file) => downloadBlob(file.blob, file.fileName ?? exportFileName(kind)),
    onError: (error) =>
      report({
        log,
        error,
        id: `${kind}-export`,
        title: 'Export failed',
        message: 'The CSV file could not be created. Please try again.',
      }),
  });
}

/**
 * A bulk change of the selected rows (mark read, set a status): a notice says how many rows changed,
 * the selection clears, and, either way, the view's stats and list reload.
 */
export function useBulkChange<Request>({
  change,
  reload,
  done,
  log,
  failed,
  onChanged,
}: {
  change: (request: Request) => Promise<BulkResult>;
  reload: QueryKey;
  /** The notice after a change, from the request and how many rows it changed. */
  done: (request: Request, affected: number) => string;
  log: string;
  /** What the failure notice says did not happen. */
  failed: string;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const report = useFailureReport();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ affected }, request) => {
      onChanged();
      toast.show({ tone: 'success', title: 'Done', message: done(request, affected) });
    },
    onError: (error) => report({ log, error, id: 'bulk-change', title: 'Not saved', message: failed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reload }),
  });
}
