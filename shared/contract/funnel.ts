import { z } from 'zod';

import { DIRECT_SOURCE, OTHER_KEY, REFERRAL_SOURCE } from './constants';
import { dateBound, isDateOnly } from './fields';

/**
 * The waitlist's funnel (issue 43): per source, from a visit of a public page to an invite redeemed.
 * A source is a campaign's `utm_source` in lower case, `referral` for a member's share link (`/?ref=`),
 * else `direct`: a visit by its page's address, a sign-up by what it was stored with (server/funnel).
 */

/** The period the funnel shows when none is asked for: the last 30 days, today included. */
export const FUNNEL_DEFAULT_DAYS = 30;
/** The longest period one call may ask for. */
export const FUNNEL_MAX_DAYS = 366;
/** The periods the portal offers at a click, in days. */
export const funnelRanges = [7, 30, 90] as const;
export type FunnelRange = (typeof funnelRanges)[number];
/**
 * The most sources the funnel names; the rest (smaller) are added up as `other`. `direct` and `referral`
 * are always named, whatever their size.
 */
export const FUNNEL_SOURCES = 20;

/** A calendar day such as 2026-01-31 (in the stats time zone). */
const day = (label: string) =>
  dateBound(label).refine((value) => value === undefined || isDateOnly(value), {
    message: `${label} must be a day such as 2026-01-31, without a time`,
  });

/**
 * GET /api/waitlist/funnel: `from` and `to` (days in the stats time zone, both included), or the last
 * `days` ending with `to`. `to` defaults to today, the period to the last `FUNNEL_DEFAULT_DAYS` days.
 */
export const funnelQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    days: z.coerce
      .number({ error: `days must be a whole number from 1 to ${FUNNEL_MAX_DAYS}` })
      .int(`days must be a whole number from 1 to ${FUNNEL_MAX_DAYS}`)
      .min(1, `days must be a whole number from 1 to ${FUNNEL_MAX_DAYS}`)
      .max(FUNNEL_MAX_DAYS, `days must be a whole number from 1 to ${FUNNEL_MAX_DAYS}`)
      .optional(),
  })
  .refine(({ from, days }) => from === undefined || days === undefined, {
    message: 'Give either from or days, not both',
  });
export type FunnelQuery = z.output<typeof funnelQuerySchema>;

const DAY_MS = 86_400_000;

/** The calendar day `days` after `date` ("2026-03-01", -1: "2026-02-28"). */
export const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days `from` through `to` are, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The days a funnel query names, `today` being today in the stats time zone; or why it names none (a
 * period that ends before it starts, or longer than `FUNNEL_MAX_DAYS`). Shared by the server and its
 * mock, so both read a query alike.
 */
export function funnelPeriod(
  { from, to, days }: FunnelQuery,
  today: string,
): { from: string; to: string } | { problem: string } {
  const last = to ?? today;
  const first = from ?? shiftDay(last, -((days ?? FUNNEL_DEFAULT_DAYS) - 1));
  if (first > last) return { problem: `from (${first}) must not be after to (${last})` };
  if (daysBetween(first, last) > FUNNEL_MAX_DAYS) {
    return { problem: `The period must be at most ${FUNNEL_MAX_DAYS} days long` };
  }
  return { from: first, to: last };
}

const count = z.number().int().nonnegative();

/**
 * One row of the funnel: the visits of the public pages in the period, the sign-ups made in it, and how
 * many of those sign-ups have since confirmed their address, been invited, and joined (redeemed their
 * invite). Rates are left to the reader, who chooses what to divide by.
 */
export const funnelStepsSchema = z.object({
  visits: count,
  signups: count,
  confirmed: count,
  invited: count,
  joined: count,
});
export type FunnelSteps = z.infer<typeof funnelStepsSchema>;

/**
 * The funnel of a period (`from` to `to`, days in `timeZone`, both included): one row per source, most
 * visits first (then most sign-ups, then by name), at most `FUNNEL_SOURCES` named and the rest added up
 * as `other`, last; `total` adds them all up. Sources with neither a visit nor a sign-up are left out.
 */
export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  sources: z.array(funnelStepsSchema.extend({ source: z.string() })),
  total: funnelStepsSchema,
});
export type Funnel = z.infer<typeof funnelSchema>;
export type FunnelSource = Funnel['sources'][number];

/** The steps in their order, as the funnel names them. */
export const funnelSteps = ['visits', 'signups', 'confirmed', 'invited', 'joined'] as const satisfies ReadonlyArray<
  keyof FunnelSteps
>;

/** A row of nothing. */
export const noFunnelSteps: FunnelSteps = { visits: 0, signups: 0, confirmed: 0, invited: 0, joined: 0 };

/** `rows` in the funnel's order: most visits first, then most sign-ups, then by name (code points). */
const byFunnelOrder = (a: FunnelSource, b: FunnelSource) =>
  b.visits - a.visits || b.signups - a.signups || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0);

const addSteps = (sum: FunnelSteps, row: FunnelSteps): FunnelSteps => ({
  visits: sum.visits + row.visits,
  signups: sum.signups + row.signups,
  confirmed: sum.confirmed + row.confirmed,
  invited: sum.invited + row.invited,
  joined: sum.joined + row.joined,
});

/**
 * The funnel's rows from the counts per source (one row per source, visits and sign-ups already joined):
 * ordered, the `FUNNEL_SOURCES` largest named (`direct` and `referral` always), the rest added up under
 * `other`, last (a source itself called "other" too, as two rows by one name would read as one), and
 * the total. Shared by the server and its mock.
 */
export function funnelRows(counted: FunnelSource[]): Pick<Funnel, 'sources' | 'total'> {
  const ordered = counted.filter((row) => row.visits > 0 || row.signups > 0).toSorted(byFunnelOrder);
  const alwaysNamed = new Set([DIRECT_SOURCE, REFERRAL_SOURCE]);
  const named: FunnelSource[] = [];
  let other: FunnelSource | null = null;
  const room = FUNNEL_SOURCES - ordered.filter((row) => alwaysNamed.has(row.source)).length;
  let othersNamed = 0;
  for (const row of ordered) {
    if (alwaysNamed.has(row.source)) named.push(row);
    else if (row.source !== OTHER_KEY && othersNamed < room) {
      named.push(row);
      othersNamed += 1;
    } else other = { source: OTHER_KEY, ...addSteps(other ?? noFunnelSteps, row) };
  }
  const sources = other ? [...named, other] : named;
  return { sources, total: sources.reduce<FunnelSteps>(addSteps, noFunnelSteps) };
}
