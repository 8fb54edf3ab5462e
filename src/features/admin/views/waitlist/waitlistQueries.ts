import { queryOptions } from '@tanstack/react-query';

import { api, type WaitlistFilters } from '../../../../api';
import { type WaitlistListFilter, type WaitlistSort, waitlistSorts } from '../../../../contract';
import { type BaseListState, isFirstPageOfEverything, PAGE_SIZE, readBaseListState } from '../common/listState';

/** Search, date range, source, order and page of the sign-ups table, as the URL holds them. */
export type WaitlistListState = BaseListState<WaitlistSort>;

/** TanStack Query keys of the waitlist view; invalidating `all` reloads its stats and list. */
export const waitlistKeys = {
  all: ['admin', 'waitlist'] as const,
  stats: ['admin', 'waitlist', 'stats'] as const,
  list: (state: WaitlistListState) => ['admin', 'waitlist', 'list', state] as const,
};

/** The sign-ups' stats, one query for the whole portal: the view's cards and the live announcement. */
export const waitlistStatsQuery = queryOptions({ queryKey: waitlistKeys.stats, queryFn: () => api.waitlist.stats() });

/** Reads the table state from the URL (`?q=…&source=twitter&from=2026-01-01&to=2026-01-31&sort=company&page=2`). */
export const readWaitlistListState = (params: URLSearchParams): WaitlistListState =>
  readBaseListState(params, waitlistSorts);

/** What the list is filtered by, as a bulk call names "every sign-up that matches". */
export const waitlistListFilter = (state: WaitlistListState): WaitlistListFilter => ({
  q: state.q || undefined,
  from: state.from ?? undefined,
  to: state.to ?? undefined,
  source: state.source ?? undefined,
});

/** The filters and order of the table state, as the search and export calls take them. */
export const waitlistFilters = (state: WaitlistListState): WaitlistFilters => ({
  ...waitlistListFilter(state),
  source: state.source ?? undefined,
  sort: state.sort,
});

/**
 * One page of sign-ups. The table's first state is exactly the spec's call, GET
 * /api/webpage/waitlist?page=1&pageSize=50; a search, filter, another order or page uses GET /api/waitlist.
 */
export const fetchWaitlistPage = (state: WaitlistListState) =>
  isFirstPageOfEverything(state)
    ? api.waitlist.recent(1, PAGE_SIZE)
    : api.waitlist.search({ ...waitlistFilters(state), page: state.page, pageSize: PAGE_SIZE });
