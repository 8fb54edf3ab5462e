import { queryOptions } from '@tanstack/react-query';

import { api } from '@/api';
import type { FunnelRange } from '@shared/contract';
import { waitlistKeys } from './waitlistQueries';

/** How often the funnel is asked again: visits are written every few seconds, a minute behind is plenty. */
const FUNNEL_REFRESH_MS = 60_000;

/**
 * The funnel of the last `days` (the server's calendar days, today's included). Under the waitlist's
 * `all` key, so a delete or an invite reloads it with the stats; polled like the sign-ups chart.
 */
export const funnelQuery = (days: FunnelRange) =>
  queryOptions({
    queryKey: [...waitlistKeys.all, 'funnel', days] as const,
    queryFn: () => api.waitlist.funnel({ days }),
    refetchInterval: FUNNEL_REFRESH_MS,
  });
