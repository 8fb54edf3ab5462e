import { useQuery } from '@tanstack/react-query';

import type { AdminList } from './adminListQueries';
import { type Failure, useQueryFailureReport } from './failures';
import type { BaseListState } from './listState';
import { type CountNoun, formatCount } from './resultCount';
import type { BulkTarget } from './selection';
import { useAnsweredPage } from './useAnsweredPage';
import { useConfirmedBulk } from './useConfirmedBulk';
import { useListExport } from './useListActions';
import { useListSearchParams } from './useListSearchParams';
import { useRowSelection } from './useRowSelection';

/** The request of a bulk delete: the selected rows, or every row the filter matches. */
export type BulkDeletion<Filter> = { action: 'delete' } & BulkTarget<Filter>;

export type AdminListOptions = {
  /** What the rows are: `{ one: 'message', other: 'messages' }`. */
  noun: CountNoun;
  /** The notice and console line when the page does not load. */
  loadFailure: Omit<Failure, 'error'>;
  /** The export's file kind and console line (see `useListExport`). */
  exportKind: string;
  exportLog: string;
  /** The console line of a failed bulk delete. */
  bulkDeleteLog: string;
};

/**
 * What every admin list does with its table: the state in the URL, the stats and the page (a failure
 * reported, a page past the last corrected), the export of everything or the selection, the selection,
 * and the bulk delete after one confirmation. The list's own actions build on `selection` and `target`.
 */
export function useAdminList<
  Name extends string,
  State extends BaseListState,
  Filter,
  Row extends { id: number },
  Stats,
>(
  list: AdminList<Name, State, Filter, Row, Stats>,
  { noun, loadFailure, exportKind, exportLog, bulkDeleteLog }: AdminListOptions,
) {
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = list.readState(searchParams);

  const stats = useQuery(list.statsQuery);
  const page = useQuery(list.listQuery(state));
  useQueryFailureReport(page, loadFailure);
  useAnsweredPage(page.isPlaceholderData ? undefined : page.data?.page, state.page, updateSearchParams);

  const exportCsv = useListExport({
    exportCsv: (ids) => list.calls.exportCsv(list.filters(state), ids),
    kind: exportKind,
    log: exportLog,
  });

  const rows = page.data?.items ?? [];
  const total = page.data?.total ?? null;
  const totalCapped = page.data?.totalCapped ?? false;
  const selection = useRowSelection(
    JSON.stringify(state),
    rows.map((row) => row.id),
    total,
  );
  /** The ids or the filter a bulk call on the selection names. */
  const target = () => selection.target(list.listFilter(state));

  const bulkDeletion = useConfirmedBulk<BulkDeletion<Filter>>({
    count: list.calls.bulkCount,
    apply: list.calls.bulk,
    reload: list.keys.all,
    log: bulkDeleteLog,
    deletedMessage: (_target, { affected }) => `${formatCount(affected, noun)} deleted.`,
    onDeleted: selection.clear,
  });

  return {
    list,
    noun,
    state,
    filtered: list.isFiltered(state),
    updateSearchParams,
    stats,
    page,
    rows,
    total,
    totalCapped,
    selection,
    target,
    exportCsv,
    bulkDeletion,
  };
}

export type AdminListModel<
  Name extends string,
  State extends BaseListState,
  Filter,
  Row extends { id: number },
  Stats,
> = ReturnType<typeof useAdminList<Name, State, Filter, Row, Stats>>;
