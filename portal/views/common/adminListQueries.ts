import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { DownloadedFile, ListPage, PageRequest } from '@/api';
import type { BulkCount, BulkResult } from '@shared/contract';
import type { BulkTarget } from './selection';
import { type BaseListState, isFirstPageOfEverything, PAGE_SIZE } from './listState';

/** The filters and order a list's search and export calls take: its bulk filter, its source and its order. */
export type SearchFilters<State extends BaseListState, Filter> = Filter & {
  source: string | undefined;
  sort: State['sort'];
};

/** The calls of an admin list (`api.contact`, `api.waitlist`) that its table, export and bulk delete make. */
export type AdminListApi<State extends BaseListState, Filter, Row, Stats> = {
  stats: () => Promise<Stats>;
  recent: (page: number, pageSize: number) => Promise<ListPage<Row>>;
  search: (request: SearchFilters<State, Filter> & PageRequest) => Promise<ListPage<Row>>;
  exportCsv: (filters: SearchFilters<State, Filter>, ids?: readonly number[]) => Promise<DownloadedFile>;
  bulk: (request: { action: 'delete'; expectedCount?: number } & BulkTarget<Filter>) => Promise<BulkResult>;
  bulkCount: (request: { action: 'delete' } & BulkTarget<Filter>) => Promise<BulkCount>;
};

/**
 * What makes an admin list one of its own: its name in the query keys, its calls, how it reads its state
 * from the URL and which of that state are its own filters. The rest (keys, stats and page queries, the
 * search filters) is the same for every list and built here.
 */
export type AdminListDefinition<Name extends string, State extends BaseListState, Filter, Row, Stats> = {
  name: Name;
  calls: AdminListApi<State, Filter, Row, Stats>;
  readState: (params: URLSearchParams) => State;
  /** The URL parameters "Clear filters" removes. */
  filterParams: readonly string[];
  /** Whether anything narrows the list (a search, a date, a source or one of the list's own filters). */
  isFiltered: (state: State) => boolean;
  /** Whether one of the list's own filters (beyond search, dates and source) is set. */
  hasOwnFilters: (state: State) => boolean;
  /** What the list is filtered by, as a bulk call names "every row that matches". */
  listFilter: (state: State) => Filter;
};

export function adminListQueries<const Name extends string, State extends BaseListState, Filter, Row, Stats>(
  definition: AdminListDefinition<Name, State, Filter, Row, Stats>,
) {
  const { name, calls, hasOwnFilters, listFilter } = definition;

  /** TanStack Query keys of the view; invalidating `all` reloads its stats and list. */
  const keys = {
    all: ['admin', name] as const,
    stats: ['admin', name, 'stats'] as const,
    list: (state: State) => ['admin', name, 'list', state] as const,
  };

  /** The filters and order of the table state, as the search and export calls take them. */
  const filters = (state: State): SearchFilters<State, Filter> => ({
    ...listFilter(state),
    source: state.source ?? undefined,
    sort: state.sort,
  });

  /**
   * One page of the list. The table's first state is exactly the spec's call (GET /api/webpage/<list>
   * ?page=1&pageSize=50); a search, filter, another order or page uses the admin list call.
   */
  const fetchPage = (state: State) =>
    isFirstPageOfEverything(state, hasOwnFilters(state))
      ? calls.recent(1, PAGE_SIZE)
      : calls.search({ ...filters(state), page: state.page, pageSize: PAGE_SIZE });

  return {
    ...definition,
    keys,
    /** The list's stats, one query for the whole portal. */
    statsQuery: queryOptions({ queryKey: keys.stats, queryFn: () => calls.stats() }),
    filters,
    fetchPage,
    /** The table's page for a state of the URL; paging and searching keep the old rows in view meanwhile. */
    listQuery: (state: State) =>
      queryOptions({ queryKey: keys.list(state), queryFn: () => fetchPage(state), placeholderData: keepPreviousData }),
  };
}

export type AdminList<Name extends string, State extends BaseListState, Filter, Row, Stats> = ReturnType<
  typeof adminListQueries<Name, State, Filter, Row, Stats>
>;
