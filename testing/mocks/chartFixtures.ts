import type { WaitlistEntry } from '@shared/contract';
import { fixtureNow } from './fixtures';

/*
 * Sign-ups over the last months for the sign-ups chart's stories: a slow start, weekly dips, a launch
 * announcement three weeks ago and a newsletter last week, from a few sources and campaigns. The same
 * every run (no randomness), so a story can assert what it shows.
 */

const DAY_MS = 86_400_000;
const today = Date.parse(`${fixtureNow.slice(0, 10)}T00:00:00Z`);

const sources = ['website', 'twitter', 'newsletter', 'partner', 'podcast', 'linkedin', null] as const;
const campaigns = ['launch', 'newsletter-nov', 'beta', 'podcast-ep7', 'webinar', 'ads-q4', 'winter', null] as const;

/** Long keys, as long as the server keeps: the legend and table must wrap them, not widen the page. */
export const longChartKeys = [
  'partner-newsletter-autumn-campaign-2026-europe-and-north-america',
  'product-hunt-launch-day-comment-thread-follow-up',
  'conference-booth-qr-code-berlin-hall-b',
] as const;

/** How many sign-ups `daysAgo` days before the fixtures' today (whose own count is so far, at noon). */
function signupsOn(daysAgo: number): number {
  const weekday = new Date(today - daysAgo * DAY_MS).getUTCDay();
  const trend = Math.round(4 + (90 - Math.min(daysAgo, 90)) / 9);
  const weekend = weekday === 0 || weekday === 6 ? -3 : 0;
  const launch = daysAgo === 21 ? 60 : daysAgo === 20 ? 25 : 0;
  const newsletter = daysAgo === 6 ? 30 : 0;
  return Math.max(0, trend + weekend + launch + newsletter) + (daysAgo % 5 === 0 ? 2 : 0);
}

/** A sign-up `daysAgo` days before today, the `index`-th of that day, attributed by `attribution`. */
function entryOn(
  id: number,
  daysAgo: number,
  index: number,
  attribution: { source: string | null; utmCampaign: string | null },
): WaitlistEntry {
  // Spread over the day's hours; today's before the fixtures' noon.
  const at = new Date(today - daysAgo * DAY_MS + ((index * 37) % (daysAgo === 0 ? 720 : 1440)) * 60_000).toISOString();
  return {
    id,
    email: `chart-${id}@example.com`,
    name: null,
    company: null,
    source: attribution.source,
    joinedAt: at,
    createdAt: at,
    landingPage: '/',
    referrerHost: null,
    utmSource: attribution.utmCampaign ? 'newsletter' : null,
    utmMedium: null,
    utmCampaign: attribution.utmCampaign,
    status: 'waiting',
    invitedAt: null,
    redeemedAt: null,
    confirmedAt: null,
    suppression: null,
    // The chart counts sign-ups alone; the admin mock gives each its place in line when it lists them.
    position: null,
    referrals: 0,
    referredBy: null,
  };
}

/**
 * Sign-ups over the last `days` (and the 120 before them, so the list is larger than the window). The
 * launch day's are mostly campaign "launch", the newsletter day's "newsletter-nov"; with `keys`, those
 * name the campaigns instead.
 */
export function chartEntries({ keys = campaigns }: { keys?: readonly (string | null)[] } = {}): WaitlistEntry[] {
  const entries: WaitlistEntry[] = [];
  for (let daysAgo = 210; daysAgo >= 0; daysAgo -= 1) {
    const count = daysAgo > 90 ? 1 : signupsOn(daysAgo);
    for (let index = 0; index < count; index += 1) {
      const n = entries.length;
      const spike = daysAgo === 21 || daysAgo === 20 ? keys[0] : daysAgo === 6 ? keys[1 % keys.length] : undefined;
      entries.push(
        entryOn(n + 1, daysAgo, index, {
          source: sources[(n * 7 + index) % sources.length]!,
          utmCampaign: spike !== undefined && index % 4 !== 3 ? spike : keys[(n * 3 + daysAgo) % keys.length]!,
        }),
      );
    }
  }
  return entries;
}

/** No sign-up in the last 90 days, though the list holds a few older ones. */
export const quietChartEntries: WaitlistEntry[] = [120, 130, 150].map((daysAgo, index) =>
  entryOn(index + 1, daysAgo, 0, { source: 'website', utmCampaign: null }),
);
