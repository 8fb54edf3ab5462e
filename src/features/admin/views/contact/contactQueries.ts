import { queryOptions } from '@tanstack/react-query';

import { api, type ContactFilters } from '../../../../api';
import { type ContactStatus, contactStatuses } from '../../../../contract/constants';
import { type BaseListState, isFirstPageOfEverything, PAGE_SIZE, readBaseListState } from '../common/listState';

/** The read-state filter: `unread` lists only unread messages, `read` only read ones. */
export type ReadFilter = 'unread' | 'read';

/** Search, filters, order and page of the messages table, as the URL holds them. */
export type ContactListState = BaseListState & {
  status: ContactStatus | null;
  read: ReadFilter | null;
};

/** TanStack Query keys of the messages view; invalidating `all` reloads its stats and list. */
export const contactKeys = {
  all: ['admin', 'contact'] as const,
  stats: ['admin', 'contact', 'stats'] as const,
  list: (state: ContactListState) => ['admin', 'contact', 'list', state] as const,
};

/** The messages' stats, one query for the whole portal: the view's cards, the sidebar's unread count, the tab title. */
export const contactStatsQuery = queryOptions({ queryKey: contactKeys.stats, queryFn: () => api.contact.stats() });

/** Reads the table state from the URL (`?q=…&status=InProgress&read=unread&sort=oldest&page=2`). */
export function readContactListState(params: URLSearchParams): ContactListState {
  const status = params.get('status');
  const read = params.get('read');
  return {
    ...readBaseListState(params),
    status: contactStatuses.includes(status as ContactStatus) ? (status as ContactStatus) : null,
    read: read === 'unread' || read === 'read' ? read : null,
  };
}

/** Whether a status or read-state filter is set. */
export const hasMessageFilters = (state: ContactListState) => state.status !== null || state.read !== null;

/** The filters of the table state, as the search and export calls take them. */
export const contactFilters = (state: ContactListState): ContactFilters => ({
  q: state.q || undefined,
  status: state.status ?? undefined,
  isRead: state.read === null ? undefined : state.read === 'read',
  sort: state.sort,
});

/**
 * One page of messages. The table's first state is exactly the spec's call, GET
 * /api/webpage/contact?page=1&pageSize=50; a search, filter, another order or page uses GET /api/contact.
 */
export const fetchContactPage = (state: ContactListState) =>
  isFirstPageOfEverything(state, hasMessageFilters(state))
    ? api.contact.recent(1, PAGE_SIZE)
    : api.contact.search({ ...contactFilters(state), page: state.page, pageSize: PAGE_SIZE });
