import type { WaitlistEntry } from '@shared/contract';
import { fixtureNow } from './fixtures';

/*
 * Visits and sign-ups over the last 90 days for the funnel's stories: a newsletter, members' share
 * links, direct visits, a few campaigns (one, Product Hunt, with visits and no sign-up yet), each
 * spread evenly over the days so that 7, 30 and 90 days show different numbers. The same every run.
 */

/** Views of the public pages on one day from one source, as the server stores them (`page_views`). */
export type MockPageView = { day: string; source: string; views: number };

const DAY_MS = 86_400_000;
const today = Date.parse(`${fixtureNow.slice(0, 10)}T00:00:00Z`);
const FUNNEL_FIXTURE_DAYS = 90;

/** The calendar day (UTC, the mock's stats zone) `daysAgo` days before the fixtures' today. */
const dayBefore = (daysAgo: number) => new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Whether the `index`-th of `count` things is one of `chosen` picked evenly among them. */
const picked = (index: number, chosen: number, count: number) =>
  Math.floor(((index + 1) * chosen) / count) > Math.floor((index * chosen) / count);

type Cohort = {
  /** The campaign's `utm_source` as the sign-ups sent it (any case), or null. */
  utmSource: string | null;
  /** Through a member's share link. */
  referred?: boolean;
  visits: number;
  signups: number;
  confirmed: number;
  invited: number;
  joined: number;
};

const cohorts: Cohort[] = [
  { utmSource: null, visits: 2430, signups: 66, confirmed: 38, invited: 14, joined: 4 },
  { utmSource: 'news', visits: 1260, signups: 84, confirmed: 61, invited: 30, joined: 12 },
  { utmSource: 'twitter', visits: 905, signups: 27, confirmed: 12, invited: 3, joined: 0 },
  { utmSource: 'producthunt', visits: 320, signups: 0, confirmed: 0, invited: 0, joined: 0 },
  { utmSource: null, referred: true, visits: 212, signups: 45, confirmed: 40, invited: 18, joined: 9 },
  { utmSource: 'Podcast', visits: 96, signups: 9, confirmed: 8, invited: 5, joined: 4 },
];

/** The member whose share link the referred sign-ups came through (an entry of their own, direct). */
const REFERRER_ID = 1;

/** A sign-up of `cohort` on `daysAgo`, confirmed, invited and joined as told. */
function funnelEntry(
  id: number,
  cohort: Cohort,
  daysAgo: number,
  reached: { confirmed: boolean; invited: boolean; joined: boolean },
): WaitlistEntry {
  const at = new Date(today - daysAgo * DAY_MS + ((id * 53) % (daysAgo === 0 ? 700 : 1400)) * 60_000).toISOString();
  const later = (hours: number) => new Date(Date.parse(at) + hours * 3_600_000).toISOString();
  const status = reached.joined ? 'joined' : reached.invited ? 'invited' : 'waiting';
  return {
    id,
    email: `funnel-${id}@example.com`,
    name: null,
    company: null,
    source: 'website',
    joinedAt: at,
    createdAt: at,
    landingPage: '/',
    referrerHost: null,
    utmSource: cohort.utmSource,
    utmMedium: cohort.utmSource ? 'email' : null,
    utmCampaign: null,
    status,
    invitedAt: reached.invited ? later(6) : null,
    redeemedAt: reached.joined ? later(9) : null,
    confirmedAt: reached.confirmed ? later(1) : null,
    suppression: null,
    position: status === 'waiting' ? id : null,
    referrals: id === REFERRER_ID ? cohorts.find((each) => each.referred)!.confirmed : 0,
    referredBy: cohort.referred ? REFERRER_ID : null,
  };
}

/**
 * The sign-ups of the last 90 days, each cohort's spread evenly over them: of each cohort's sign-ups
 * `confirmed` confirmed, of those `invited` invited, and of those `joined` joined.
 */
export const funnelEntries: WaitlistEntry[] = cohorts.flatMap((cohort, cohortIndex) => {
  let confirmedSoFar = 0;
  let invitedSoFar = 0;
  return Array.from({ length: cohort.signups }, (_, index) => {
    const confirmed = picked(index, cohort.confirmed, cohort.signups);
    const invited = confirmed && picked(confirmedSoFar, cohort.invited, cohort.confirmed);
    const joined = invited && picked(invitedSoFar, cohort.joined, cohort.invited);
    if (confirmed) confirmedSoFar += 1;
    if (invited) invitedSoFar += 1;
    const daysAgo = Math.floor((index * FUNNEL_FIXTURE_DAYS) / cohort.signups);
    return funnelEntry(cohortIndex * 1000 + index + 1, cohort, daysAgo, { confirmed, invited, joined });
  });
});

/** Each cohort's visits, spread evenly over the last 90 days. */
export const funnelPageViews: MockPageView[] = cohorts.flatMap((cohort) =>
  Array.from({ length: FUNNEL_FIXTURE_DAYS }, (_, daysAgo) => ({
    day: dayBefore(daysAgo),
    source: cohort.referred ? 'referral' : (cohort.utmSource?.toLowerCase() ?? 'direct'),
    views:
      Math.floor(((daysAgo + 1) * cohort.visits) / FUNNEL_FIXTURE_DAYS) -
      Math.floor((daysAgo * cohort.visits) / FUNNEL_FIXTURE_DAYS),
  })).filter((view) => view.views > 0),
);

/**
 * Visits for any sign-ups: a dozen or so views on each sign-up's day from its source, as a mock with no
 * page views of its own answers (the dashboard's other stories).
 */
export const pageViewsFor = (entries: readonly WaitlistEntry[], sourceOf: (entry: WaitlistEntry) => string) =>
  entries.map((entry) => ({ day: entry.createdAt.slice(0, 10), source: sourceOf(entry), views: 9 + (entry.id % 7) }));
