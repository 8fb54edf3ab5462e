import { queryOptions } from '@tanstack/react-query';

import { api } from '@/api';
import type { SignupChartQuery, WaitlistListFilter } from '@shared/contract';
import {
  type WaitlistConfirmation,
  waitlistConfirmations,
  type WaitlistSort,
  waitlistSorts,
  type WaitlistStatus,
  waitlistStatuses,
} from '@shared/contract/constants';
import { adminListQueries } from '../common/adminListQueries';
import { type BaseListState, baseFilterParams, hasBaseFilters, readBaseListState } from '../common/listState';

/**
 * Search, date range, source, status, confirmation, attribution, order and page of the sign-ups table,
 * as the URL holds them. The attribution values are breakdown keys (`direct` for none), matched in any case.
 */
export type WaitlistListState = BaseListState<WaitlistSort> & {
  status: WaitlistStatus | null;
  confirmation: WaitlistConfirmation | null;
  utmCampaign: string | null;
  utmSource: string | null;
  referrerHost: string | null;
};

/** The URL parameters of the waitlist's own filters, named as the API names them. */
export const attributionParams = ['utmCampaign', 'utmSource', 'referrerHost'] as const;
export type AttributionParam = (typeof attributionParams)[number];

/** The URL parameters "Clear filters" removes. */
export const waitlistFilterParams = [...baseFilterParams, 'status', 'confirmation', ...attributionParams] as const;

const readText = (value: string | null) => value?.trim() || null;

/** A value of the URL if it is one of `values`, else null (a value this build does not know). */
const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | null =>
  values.includes(value as Value) ? (value as Value) : null;

/**
 * Reads the table state from the URL
 * (`?q=…&status=invited&confirmation=confirmed&utmCampaign=launch&source=twitter&from=2026-01-01&sort=company&page=2`).
 */
export function readWaitlistListState(params: URLSearchParams): WaitlistListState {
  return {
    ...readBaseListState(params, waitlistSorts),
    status: oneOf(waitlistStatuses, params.get('status')),
    confirmation: oneOf(waitlistConfirmations, params.get('confirmation')),
    utmCampaign: readText(params.get('utmCampaign')),
    utmSource: readText(params.get('utmSource')),
    referrerHost: readText(params.get('referrerHost')),
  };
}

/** Whether a status, a confirmation or an attribution value narrows the list. */
const hasLaunchFilters = (state: WaitlistListState) =>
  state.status !== null || state.confirmation !== null || attributionParams.some((param) => state[param] !== null);

/**
 * Whether anything narrows the list (a search, a date, a source, a status, a confirmation or an
 * attribution value).
 */
export const isWaitlistFiltered = (state: WaitlistListState) => hasBaseFilters(state) || hasLaunchFilters(state);

/** What the list is filtered by, as a bulk call or an invite run names "every sign-up that matches". */
export const waitlistListFilter = (state: WaitlistListState): WaitlistListFilter => ({
  q: state.q || undefined,
  from: state.from ?? undefined,
  to: state.to ?? undefined,
  source: state.source ?? undefined,
  status: state.status ?? undefined,
  confirmation: state.confirmation ?? undefined,
  utmCampaign: state.utmCampaign ?? undefined,
  utmSource: state.utmSource ?? undefined,
  referrerHost: state.referrerHost ?? undefined,
});

/** The sign-ups list: its queries, filters and calls (see `adminListQueries`). */
export const waitlistList = adminListQueries({
  name: 'waitlist',
  calls: api.waitlist,
  readState: readWaitlistListState,
  filterParams: waitlistFilterParams,
  isFiltered: isWaitlistFiltered,
  hasOwnFilters: hasLaunchFilters,
  listFilter: waitlistListFilter,
});

/** The waitlist view's keys; the chart's sit under `all` too. */
export const waitlistKeys = {
  ...waitlistList.keys,
  chart: ({ days, by }: SignupChartQuery) => ['admin', 'waitlist', 'chart', days, by ?? null] as const,
};

/** The sign-ups' stats, one query for the whole portal: the view's cards and the live announcement. */
export const waitlistStatsQuery = waitlistList.statsQuery;

/**
 * One page of sign-ups: the table's first state is exactly the spec's call, GET
 * /api/webpage/waitlist?page=1&pageSize=50; a search, filter, another order or page uses GET /api/waitlist.
 */
export const fetchWaitlistPage = waitlistList.fetchPage;

export const waitlistListQuery = waitlistList.listQuery;

/** How often the chart is asked again: today's bar may lag a minute, and 90 days split cost more than the stats. */
const SIGNUP_CHART_REFRESH_MS = 60_000;

/**
 * The sign-ups chart of the last `days`, optionally split. Under `all`, so a delete or an invite reloads
 * it with the stats; polled less often than they are (the portal's live default, see liveUpdates.tsx).
 */
export const signupChartQuery = (query: SignupChartQuery) =>
  queryOptions({
    queryKey: waitlistKeys.chart(query),
    queryFn: () => api.waitlist.signups(query),
    refetchInterval: SIGNUP_CHART_REFRESH_MS,
  });
