import { http, type RequestHandler } from 'msw';

import {
  DIRECT_SOURCE,
  type Funnel,
  funnelPeriod,
  funnelQuerySchema,
  funnelRows,
  funnelSchema,
  type FunnelSource,
  noFunnelSteps,
  REFERRAL_SOURCE,
  type WaitlistEntry,
} from '@shared/contract';
import { errorAnswer, hang, serverError } from './answers';
import { fixtureNow } from './fixtures';
import { type MockPageView, pageViewsFor } from './funnelFixtures';
import { contractAnswer } from './mailHandlers';

/**
 * The funnel of the admin mock server (GET /api/waitlist/funnel, server/routes/funnel.ts), counted from
 * the mock's page views and sign-ups as the server counts its own: days in UTC (the mock's stats zone)
 * ending with the fixtures' today, a sign-up's source its `utm_source` in lower case, else `referral`
 * when it came through a share link, else `direct`; the rows ordered and folded by the contract's own
 * `funnelRows`. Every answer goes through the contract's schema. Built by `createAdminMock`.
 */

export const funnelPath = '/api/waitlist/funnel';

export type FunnelMockOptions = {
  /** The page views the server has counted. @default a dozen or so on each sign-up's day, from its source */
  pageViews?: MockPageView[];
};

/** Where a sign-up counts in the funnel (the server's `funnelSource`, migrations.ts). */
export const signupSourceOf = (entry: WaitlistEntry) =>
  entry.utmSource?.trim().toLowerCase() || ((entry.referredBy ?? null) !== null ? REFERRAL_SOURCE : DIRECT_SOURCE);

/** The funnel the server would answer for these page views and sign-ups, for the days `from` to `to`. */
export function countFunnel(
  entries: readonly WaitlistEntry[],
  pageViews: readonly MockPageView[],
  { from, to }: { from: string; to: string },
): Funnel {
  const counted = new Map<string, FunnelSource>();
  const rowOf = (source: string) => {
    const row = counted.get(source) ?? { source, ...noFunnelSteps };
    counted.set(source, row);
    return row;
  };
  const inPeriod = (day: string) => day >= from && day <= to;
  for (const view of pageViews) if (inPeriod(view.day)) rowOf(view.source).visits += view.views;
  for (const entry of entries) {
    if (!inPeriod(entry.createdAt.slice(0, 10))) continue;
    const row = rowOf(signupSourceOf(entry));
    row.signups += 1;
    if (entry.confirmedAt) row.confirmed += 1;
    if (entry.invitedAt) row.invited += 1;
    if (entry.redeemedAt) row.joined += 1;
  }
  return { from, to, timeZone: 'UTC', ...funnelRows([...counted.values()]) };
}

/** The fixtures' today, the last day of a period that names none. */
export const fixtureToday = fixtureNow.slice(0, 10);

/** The funnel's handler over the admin mock's sign-ups; `record` is the admin mock's (see `createAdminMock`). */
export function createFunnelMock(
  options: FunnelMockOptions,
  deps: { record: (request: Request) => Promise<URLSearchParams>; entries: () => WaitlistEntry[] },
) {
  const pageViews = options.pageViews ?? pageViewsFor(deps.entries(), signupSourceOf);
  const handlers: RequestHandler[] = [
    http.get(funnelPath, async ({ request }) => {
      const query = await deps.record(request);
      const parsed = funnelQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) {
        return errorAnswer(400, 'Bad Request', [...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
      }
      const period = funnelPeriod(parsed.data, fixtureToday);
      if ('problem' in period) return errorAnswer(400, 'Bad Request', period.problem);
      return contractAnswer(funnelSchema, countFunnel(deps.entries(), pageViews, period));
    }),
  ];
  return { handlers };
}

/** The funnel call failing or never answering; put them before a mock's handlers. */
export const funnelFailures = {
  error: [http.get(funnelPath, serverError)],
  slow: [http.get(funnelPath, hang)],
};
