import type { WaitlistStats } from '@shared/contract';
import { DIRECT_SOURCE as DIRECT_KEY } from '@shared/contract/constants';
import type { AttributionParam } from './waitlistQueries';

/**
 * The attribution the waitlist counts and filters by: the URL parameter (named as the API names it),
 * the stats breakdown behind it, and how its filter, its card and its `direct` key (entries without the
 * value) read.
 */
export type AttributionKind = {
  param: AttributionParam;
  breakdown: 'campaignBreakdown' | 'utmSourceBreakdown' | 'referrerBreakdown';
  /** The filter's label. */
  label: string;
  /** The filter's first option, for none. */
  allLabel: string;
  /** The breakdown card's title. */
  title: string;
  /** How the `direct` key reads. */
  directLabel: string;
};

export const attributionKinds: readonly AttributionKind[] = [
  {
    param: 'utmCampaign',
    breakdown: 'campaignBreakdown',
    label: 'Campaign',
    allLabel: 'All campaigns',
    title: 'By campaign',
    directLabel: 'No campaign',
  },
  {
    param: 'utmSource',
    breakdown: 'utmSourceBreakdown',
    label: 'UTM source',
    allLabel: 'All UTM sources',
    title: 'By UTM source',
    directLabel: 'No UTM source',
  },
  {
    param: 'referrerHost',
    breakdown: 'referrerBreakdown',
    label: 'Referrer',
    allLabel: 'All referrers',
    title: 'By referrer',
    directLabel: 'Direct',
  },
];

/** How a key of an attribution breakdown reads: as counted (lower case), `direct` in the kind's words. */
export const attributionLabel = (kind: AttributionKind) => (key: string) =>
  key.toLowerCase() === DIRECT_KEY ? kind.directLabel : key;

/**
 * Whether a breakdown tells anything: some entries counted under another key than `usual` (`direct` for
 * attribution, `waiting` for statuses). One bar of 100 % is not worth a card or a filter.
 */
export const breaksDown = (breakdown: Record<string, number> | undefined, usual: string) =>
  Object.entries(breakdown ?? {}).some(([key, count]) => count > 0 && key.toLowerCase() !== usual);

/** The breakdown of one attribution kind, from the stats (absent in a server that does not count it). */
export const attributionBreakdown = (stats: WaitlistStats | undefined, kind: AttributionKind) =>
  stats?.[kind.breakdown] as Record<string, number> | undefined;
