import { queryOptions } from '@tanstack/react-query';

import { api } from '@/api';
import type { ContactListFilter } from '@shared/contract';
import { type ContactSort, contactSorts, type ContactStatus, contactStatuses } from '@shared/contract/constants';
import { adminListQueries } from '../common/adminListQueries';
import { type BaseListState, baseFilterParams, hasBaseFilters, readBaseListState } from '../common/listState';

/** The read-state filter: `unread` lists only unread messages, `read` only read ones. */
export type ReadFilter = 'unread' | 'read';

/** The reply filter: `awaiting` lists the messages nobody has replied to yet, `replied` the others. */
export type ReplyFilter = 'awaiting' | 'replied';

/** Search, filters, order and page of the messages table, as the URL holds them. */
export type ContactListState = BaseListState<ContactSort> & {
  status: ContactStatus | null;
  read: ReadFilter | null;
  reply: ReplyFilter | null;
};

/**
 * Reads the table state from the URL
 * (`?q=…&status=InProgress&read=unread&reply=awaiting&source=twitter&from=2026-01-01&sort=waiting&page=2`).
 */
export function readContactListState(params: URLSearchParams): ContactListState {
  const status = params.get('status');
  const read = params.get('read');
  const reply = params.get('reply');
  return {
    ...readBaseListState(params, contactSorts),
    status: contactStatuses.includes(status as ContactStatus) ? (status as ContactStatus) : null,
    read: read === 'unread' || read === 'read' ? read : null,
    reply: reply === 'awaiting' || reply === 'replied' ? reply : null,
  };
}

/** The URL parameters "Clear filters" removes. */
export const contactFilterParams = [...baseFilterParams, 'status', 'read', 'reply'] as const;

/** Whether a status, read-state or reply filter is set. */
export const hasMessageFilters = (state: ContactListState) =>
  state.status !== null || state.read !== null || state.reply !== null;

/** Whether anything narrows the list (a search, a date, a source or a message filter). */
export const isContactListFiltered = (state: ContactListState) => hasBaseFilters(state) || hasMessageFilters(state);

/** What the list is filtered by, as a bulk call names "every message that matches". */
export const contactListFilter = (state: ContactListState): ContactListFilter => ({
  q: state.q || undefined,
  from: state.from ?? undefined,
  to: state.to ?? undefined,
  source: state.source ?? undefined,
  status: state.status ?? undefined,
  isRead: state.read === null ? undefined : state.read === 'read',
  isReplied: state.reply === null ? undefined : state.reply === 'replied',
});

/** The messages list: its queries, filters and calls (see `adminListQueries`). */
export const contactList = adminListQueries({
  name: 'contact',
  calls: api.contact,
  readState: readContactListState,
  filterParams: contactFilterParams,
  isFiltered: isContactListFiltered,
  hasOwnFilters: hasMessageFilters,
  listFilter: contactListFilter,
});

/**
 * TanStack Query keys of the messages; `message(id)` is one message asked by its id, under `all` so that
 * every update reloads it and it polls with the list (shell/liveUpdates.tsx).
 */
export const contactKeys = {
  ...contactList.keys,
  message: (id: number) => [...contactList.keys.all, 'message', id] as const,
};

/** One message by its id (GET /api/webpage/contact/{id}), for a link to a message on no page shown. */
export const contactMessageQuery = (id: number) =>
  queryOptions({ queryKey: contactKeys.message(id), queryFn: () => api.contact.get(id) });

/** The messages' stats, one query for the whole portal: the view's cards, the sidebar's new count, the tab title. */
export const contactStatsQuery = contactList.statsQuery;

/**
 * One page of messages: the table's first state is exactly the spec's call, GET
 * /api/webpage/contact?page=1&pageSize=50; a search, filter, another order or page uses GET /api/contact.
 */
export const fetchContactPage = contactList.fetchPage;

export const contactListQuery = contactList.listQuery;
