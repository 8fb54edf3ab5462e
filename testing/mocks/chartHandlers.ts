import { http, type RequestHandler } from 'msw';

import {
  DIRECT_SOURCE,
  OTHER_KEY,
  SIGNUP_CHART_KEYS,
  type SignupChart,
  type SignupChartQuery,
  signupChartQuerySchema,
  signupChartSchema,
  type WaitlistEntry,
} from '@shared/contract';
import { errorAnswer, hang, serverError } from './answers';
import { fixtureNow } from './fixtures';
import { contractAnswer } from './mailHandlers';

/**
 * The sign-ups chart of the admin mock server (GET /api/waitlist/signups, server/routes/signupChart.ts),
 * counted from the admin mock's sign-ups as the server counts its counters: calendar days in UTC (the
 * mock's stats zone) ending with the fixtures' today, keys in lower case (`direct` for none), the five
 * largest of the window named and the rest, a key called "other" among them, added up as `other`.
 * Every answer goes through the contract's schema. Built by `createAdminMock`; see adminHandlers.ts.
 */

export const signupChartPath = '/api/waitlist/signups';

const DAY_MS = 86_400_000;

const keyOf = (entry: WaitlistEntry, by: NonNullable<SignupChartQuery['by']>) =>
  ((by === 'source' ? entry.source : entry.utmCampaign) ?? DIRECT_SOURCE).toLowerCase();

/** The chart the server would answer for these sign-ups, on the fixtures' day. */
export function countSignupChart(entries: WaitlistEntry[], { days, by }: SignupChartQuery): SignupChart {
  const today = Date.parse(`${fixtureNow.slice(0, 10)}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const dayOf = (entry: WaitlistEntry) => entry.createdAt.slice(0, 10);
  const inWindow = entries.filter((entry) => dayOf(entry) >= dates[0]! && dayOf(entry) <= dates.at(-1)!);
  const windowTotals = new Map<string, number>();
  if (by)
    for (const entry of inWindow) windowTotals.set(keyOf(entry, by), (windowTotals.get(keyOf(entry, by)) ?? 0) + 1);
  const named = [...windowTotals]
    .filter(([key]) => key !== OTHER_KEY)
    .sort(([keyA, a], [keyB, b]) => b - a || (keyA < keyB ? -1 : 1))
    .slice(0, SIGNUP_CHART_KEYS)
    .map(([key]) => key);
  const keys = windowTotals.size > named.length ? [...named, OTHER_KEY] : named;
  return {
    timeZone: 'UTC',
    by: by ?? null,
    keys,
    days: dates.map((date) => {
      const ofDay = inWindow.filter((entry) => dayOf(entry) === date);
      const byKey = Object.fromEntries(keys.map((key) => [key, 0]));
      if (by) {
        for (const entry of ofDay) {
          const key = keyOf(entry, by);
          byKey[named.includes(key) ? key : OTHER_KEY]! += 1;
        }
      }
      return {
        date,
        total: ofDay.length,
        runningTotal: entries.filter((entry) => dayOf(entry) <= date).length,
        byKey,
      };
    }),
  };
}

/** The chart's handler over the admin mock's sign-ups; `record` is the admin mock's (see `createAdminMock`). */
export function signupChartHandlers(
  entries: () => WaitlistEntry[],
  record: (request: Request) => Promise<URLSearchParams>,
): RequestHandler[] {
  return [
    http.get(signupChartPath, async ({ request }) => {
      const query = await record(request);
      const parsed = signupChartQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) {
        return errorAnswer(400, 'Bad Request', [...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
      }
      return contractAnswer(signupChartSchema, countSignupChart(entries(), parsed.data));
    }),
  ];
}

/** The chart call failing or never answering; put them before a mock's handlers. */
export const signupChartFailures = {
  error: [http.get(signupChartPath, serverError)],
  slow: [http.get(signupChartPath, hang)],
};
