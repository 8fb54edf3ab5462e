import type { WaitlistEntry } from '@shared/contract';
import { DIRECT_SOURCE, NOT_AVAILABLE } from '../common/format';

export { DIRECT_SOURCE };

/**
 * A sign-up as the admin table reads it. product.md §3: either `joinedAt` or `createdAt` may appear, so
 * the table copes with one missing (our server sends both), and with no launch fields (an entry without
 * a status reads as waiting).
 */
export type WaitlistRow = Pick<WaitlistEntry, 'id' | 'email'> &
  Partial<Omit<WaitlistEntry, 'id' | 'email' | 'joinedAt' | 'createdAt' | 'name' | 'company' | 'source'>> & {
    name?: string | null;
    company?: string | null;
    source?: string | null;
    joinedAt?: string | null;
    createdAt?: string | null;
  };

const present = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** The name, or N/A when missing. */
export const nameOf = (entry: WaitlistRow) => present(entry.name) ?? NOT_AVAILABLE;

/** The company, or N/A when missing. */
export const companyOf = (entry: WaitlistRow) => present(entry.company) ?? NOT_AVAILABLE;

/** Where the sign-up came from, or Direct when missing. */
export const sourceOf = (entry: WaitlistRow) => present(entry.source) ?? DIRECT_SOURCE;

/** When the person joined: `joinedAt`, else `createdAt`, else unknown (`null`). */
export const joinDateOf = (entry: WaitlistRow) => present(entry.joinedAt) ?? present(entry.createdAt);

export { sourceBreakdownLabel } from '../common/sources';

/** Where an entry is on the way to the platform; an entry from a server without statuses is waiting. */
export const statusOf = (entry: WaitlistRow): string => entry.status ?? 'waiting';

/**
 * When the entry reached its status, as its chip shows it: invited when the invite was queued, joined
 * when the platform redeemed the code (else, from an older record, when it was invited). Waiting and
 * removed carry no date of their own.
 */
export function statusDateOf(entry: WaitlistRow): string | null {
  const status = statusOf(entry);
  if (status === 'invited') return present(entry.invitedAt);
  if (status === 'joined') return present(entry.redeemedAt) ?? present(entry.invitedAt);
  return null;
}

/** The campaign (`utm_campaign`) an entry came through, or null for none. */
export const campaignOf = (entry: WaitlistRow) => present(entry.utmCampaign);

/** The campaign's `utm_source` and `utm_medium`, "newsletter / email", or null when neither was sent. */
export const campaignDetailOf = (entry: WaitlistRow) =>
  [present(entry.utmSource), present(entry.utmMedium)].filter((part) => part !== null).join(' / ') || null;

/** The host that linked to the site, or Direct when the visit came without a referrer. */
export const referrerOf = (entry: WaitlistRow) => present(entry.referrerHost) ?? DIRECT_SOURCE;

/** The page the visit began on, or null when unknown. */
export const landingPageOf = (entry: WaitlistRow) => present(entry.landingPage);

/**
 * Whether the member confirmed their address (opened the confirm link of their welcome or its
 * reminder), or null when the server does not say (one without confirmation).
 */
export function confirmationOf(entry: WaitlistRow): 'confirmed' | 'unconfirmed' | null {
  if (entry.confirmedAt === undefined) return null;
  return present(entry.confirmedAt) ? 'confirmed' : 'unconfirmed';
}

/**
 * A place in line as the lists write it, `#1,204` (1 is next to be invited), or null when the member
 * is not waiting (invited, joined or removed: no longer in line), or the server does not say.
 */
export function formatPlace(position: number | null | undefined): string | null {
  return typeof position === 'number' ? `#${position.toLocaleString('en-US')}` : null;
}

/** How referrals are counted in words: "1 referral", "2 referrals". */
export const referralNoun = { one: 'referral', other: 'referrals' };

/** The referrals credited to the member (sign-ups through their share link that confirmed); 0 when none or unsaid. */
export const referralsOf = (entry: WaitlistRow): number => entry.referrals ?? 0;
