import type {
  BulkCount,
  BulkResult,
  Funnel,
  FunnelQuery,
  ReferrersResponse,
  SignupChart,
  SignupChartQuery,
  StatusLinkRequest,
  WaitlistBulkCountRequest,
  WaitlistBulkRequest,
  WaitlistEntry,
  WaitlistJoinRequest,
  WaitlistStats,
} from '@shared/contract';
import { toApiError } from './errors';
import type { Http } from './http';
import { waitlistPaths } from './paths';
import { idsParameter, type PageRequest, toQueryString, type WaitlistFilters, withQuery } from './listQuery';

const filterValues = ({
  q,
  from,
  to,
  sort,
  source,
  status,
  confirmation,
  utmCampaign,
  utmSource,
  referrerHost,
}: WaitlistFilters) => ({
  q,
  status,
  confirmation,
  source,
  utmCampaign,
  utmSource,
  referrerHost,
  from,
  to,
  sort,
});

export function createWaitlistApi(http: Http) {
  return {
    /**
     * Joins the waitlist with a plain request, not the shared helper (product.md §7). Resolves with the new
     * entry's id; a non-OK answer rejects with an `ApiError` (its message read on 400 and 409 only);
     * a network failure rejects with the `TypeError` fetch throws, so callers can tell them apart.
     */
    async join(entry: WaitlistJoinRequest): Promise<{ id: number }> {
      const response = await http.fetch(`${http.baseUrl}${waitlistPaths.list}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry),
      });
      if (!response.ok) throw await toApiError(response, response.status === 400 || response.status === 409);
      const { id } = (await response.json()) as { id: number };
      return { id };
    },
    /**
     * Asks for the link to a member's status page to be mailed to `email` (POST
     * /api/webpage/waitlist/status-link). Resolves with the server's message, the same whether or not
     * the address is on the list; a refusal rejects with an `ApiError` carrying the server's message, a
     * network failure with fetch's `TypeError`.
     */
    requestStatusLink: (request: StatusLinkRequest) =>
      http.json<{ message: string }>('/api/webpage/waitlist/status-link', { method: 'POST', body: request }),
    stats: () => http.json<WaitlistStats>(waitlistPaths.stats),
    /**
     * Sign-ups per day over the last `days` (calendar days in the server's stats time zone, the last one
     * today) and the list's size at the end of each, optionally split by source or campaign (GET
     * /api/waitlist/signups): the dashboard's chart.
     */
    signups: ({ days, by }: SignupChartQuery) =>
      http.json<SignupChart>(withQuery('/api/waitlist/signups', toQueryString({ days, by }))),
    /**
     * The funnel per source, from a visit to a redeemed invite, for the days `from` through `to` or the
     * last `days` (in the server's stats time zone; the last 30 days when none is given): GET
     * /api/waitlist/funnel, the dashboard's funnel card.
     */
    funnel: ({ from, to, days }: FunnelQuery = {}) =>
      http.json<Funnel>(withQuery('/api/waitlist/funnel', toQueryString({ from, to, days }))),
    /**
     * The referral leaderboard (GET /api/waitlist/referrers): the `limit` members with the most credited
     * referrals, each with those awaiting confirmation, their place in line and what calls for a look.
     */
    referrers: (limit: number) =>
      http.json<ReferrersResponse>(withQuery('/api/waitlist/referrers', toQueryString({ limit }))),
    list: (page = 1, pageSize = 50) => http.json<WaitlistEntry[]>(waitlistPaths.recent(page, pageSize)),
    /**
     * The recent sign-ups of product.md §7 (GET /api/webpage/waitlist?page=1&pageSize=50), with the total the
     * server sends in `X-Total-Count` so the admin can page on.
     */
    recent: (page = 1, pageSize = 50) => http.page<WaitlistEntry>(waitlistPaths.recent(page, pageSize)),
    /** The admin list with search, filters and sort (GET /api/waitlist), and the total that matches. */
    search: ({ page = 1, pageSize = 50, ...filters }: WaitlistFilters & PageRequest = {}) =>
      http.page<WaitlistEntry>(withQuery('/api/waitlist', toQueryString({ ...filterValues(filters), page, pageSize }))),
    /** Deletes one sign-up for good; the stats follow (DELETE /api/waitlist/{id}). */
    remove: (id: number) => http.send(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /**
     * To the sign-ups named by `ids`, or every one `filter` matches (POST /api/waitlist/bulk): `delete`
     * them, `remove` them from the launch (kept, never invited) or `restore` removed ones; resolves with
     * how many the action changed. The stats follow. With `expectedCount`, a 409 when the action would
     * change another number (nothing changed).
     */
    bulk: (request: WaitlistBulkRequest) =>
      http.json<BulkResult>('/api/waitlist/bulk', { method: 'POST', body: request }),
    /** How many sign-ups that bulk action would change now, exactly (POST /api/waitlist/bulk/count). */
    bulkCount: (request: WaitlistBulkCountRequest) =>
      http.json<BulkCount>('/api/waitlist/bulk/count', { method: 'POST', body: request }),
    /**
     * Every entry matching the filters, or exactly the entries `ids` names (the filters then ignored),
     * as CSV (GET /api/waitlist/export), with the file name the server gave it.
     */
    exportCsv: (filters: WaitlistFilters = {}, ids?: readonly number[]) =>
      http.file(withQuery('/api/waitlist/export', toQueryString({ ...filterValues(filters), ids: idsParameter(ids) }))),
  };
}
