import { queryOptions } from '@tanstack/react-query';

import { api, type WaitlistFilters } from '../../../../api';
import { type BaseListState, isFirstPageOfEverything, PAGE_SIZE } from '../common/listState';

/** TanStack Query keys of the waitlist view; invalidating `all` reloads its stats and list. */
export const waitlistKeys = {
  all: ['admin', 'waitlist'] as const,
  stats: ['admin', 'waitlist', 'stats'] as const,
  list: (state: BaseListState) => ['admin', 'waitlist', 'list', state] as const,
};

/** The sign-ups' stats, one query for the whole portal: the view's cards and the live announcement. */
export const waitlistStatsQuery = queryOptions({ queryKey: waitlistKeys.stats, queryFn: () => api.waitlist.stats() });

/** The filters of the table state, as the search and export calls take them. */
export const waitlistFilters = (state: BaseListState): WaitlistFilters => ({
  q: state.q || undefined,
  sort: state.sort,
});

/**
 * One page of sign-ups. The table's first state is exactly the spec's call, GET
 * /api/webpage/waitlist?page=1&pageSize=50; a search, another order or page uses GET /api/waitlist.
 */
export const fetchWaitlistPage = (state: BaseListState) =>
  isFirstPageOfEverything(state)
    ? api.waitlist.recent(1, PAGE_SIZE)
    : api.waitlist.search({ ...waitlistFilters(state), page: state.page, pageSize: PAGE_SIZE });
