import type { Funnel, FunnelSteps } from '@shared/contract';
import { DIRECT_SOURCE, OTHER_KEY, REFERRAL_SOURCE } from '@shared/contract/constants';
import { type CountNoun, formatCount } from '../common/resultCount';

/** The funnel's steps, in order, as the card names them. */
export const stepLabels: Record<keyof FunnelSteps, string> = {
  visits: 'Visits',
  signups: 'Sign-ups',
  confirmed: 'Confirmed',
  invited: 'Invited',
  joined: 'Joined',
};

/**
 * What each step's rate is a share of. Each is a share of the step before it, except Invited, a share
 * of the sign-ups: invites may go to members who never confirmed (INVITE_CONFIRMED_ONLY off), so "of
 * the confirmed" could pass 100 %.
 */
export const rateBases = {
  signups: 'visits',
  confirmed: 'signups',
  invited: 'signups',
  joined: 'invited',
} as const satisfies Partial<Record<keyof FunnelSteps, keyof FunnelSteps>>;
export type RatedStep = keyof typeof rateBases;

/** "of visits": what a step's rate is a share of, in words. */
export const rateBaseWords = (step: RatedStep) => `of ${stepLabels[rateBases[step]].toLowerCase()}`;

/**
 * A step as a share of its base (0.045 for 4.5 %), or null when the base is none (no visits: a share
 * of nothing says nothing). Sign-ups may pass their visits: a sign-up made in the period may come from a
 * visit before it, or from somewhere that serves no page of the site.
 */
export function rateOf(steps: FunnelSteps, step: RatedStep): number | null {
  const base = steps[rateBases[step]];
  return base === 0 ? null : steps[step] / base;
}

const percent = [0, 1].map(
  (digits) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: digits }),
) as [Intl.NumberFormat, Intl.NumberFormat];

/** "4.5%" under 10 %, "42%" from there, "–" for no rate. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return (rate < 0.1 ? percent[1] : percent[0]).format(rate);
}

/** How a source reads: `direct` as Direct, share links as Referral, the smaller ones added up as Other. */
export function sourceLabel(source: string): string {
  if (source === DIRECT_SOURCE) return 'Direct';
  if (source === REFERRAL_SOURCE) return 'Referral';
  if (source === OTHER_KEY) return 'Other';
  return source;
}

const visitNoun: CountNoun = { one: 'visit', other: 'visits' };
const signupNoun: CountNoun = { one: 'sign-up', other: 'sign-ups' };

const dayOfYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const year = (day: string) => day.slice(0, 4);
/** "Nov 22", the server's calendar day as it is (never moved into the browser's zone). */
const shortDay = (day: string) => dayOfYear.format(new Date(`${day}T12:00:00Z`));

/** "Nov 22 – Dec 21, 2026" (the first year too when the period spans two): the funnel's days. */
export const periodLabel = ({ from, to }: Pick<Funnel, 'from' | 'to'>) =>
  `${shortDay(from)}${year(from) === year(to) ? '' : `, ${year(from)}`} – ${shortDay(to)}, ${year(to)}`;

/** "1,204 visits and 56 sign-ups (4.7%), Nov 22 – Dec 21, 2026": the funnel in one sentence. */
export function funnelSummary(funnel: Funnel): string {
  const { total } = funnel;
  const rate = rateOf(total, 'signups');
  const signups = `${formatCount(total.signups, signupNoun)}${rate === null ? '' : ` (${formatRate(rate)})`}`;
  return `${formatCount(total.visits, visitNoun)} and ${signups}, ${periodLabel(funnel)}`;
}
