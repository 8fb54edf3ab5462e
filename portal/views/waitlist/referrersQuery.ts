import { queryOptions } from '@tanstack/react-query';

import { api } from '@/api';
import { waitlistKeys } from './waitlistQueries';

/** How many members the Top referrers card lists: the server's default. */
export const TOP_REFERRERS_LIMIT = 10;

/**
 * How often the leaderboard is asked again: a referral counts once its newcomer confirms, and a minute
 * behind is plenty.
 */
const REFERRERS_REFRESH_MS = 60_000;

/**
 * The members with the most credited referrals. Under the waitlist's `all` key, so a delete or an
 * invite (which takes a member out of line) reloads it with the stats; polled like the sign-ups chart.
 */
export const referrersQuery = (limit = TOP_REFERRERS_LIMIT) =>
  queryOptions({
    queryKey: [...waitlistKeys.all, 'referrers', limit] as const,
    queryFn: () => api.waitlist.referrers(limit),
    refetchInterval: REFERRERS_REFRESH_MS,
  });
