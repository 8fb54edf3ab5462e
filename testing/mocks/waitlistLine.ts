import type { WaitlistEntry } from '@shared/contract';

/**
 * The line the mocks keep, as the server keeps it (server/repositories/waitlist.ts): the waiting members
 * in sign-up order, each credited referral moving its member up `REFERRAL_BOOST` places; 1 is next to be
 * invited. Invited, joined and removed members are out of line; one restored to waiting takes its place
 * again, as its place on the server outlives the removal.
 */

/** Places a credited referral moves its member up: the server's default `REFERRAL_BOOST`. */
export const REFERRAL_BOOST = 5;

const bySignup = (a: WaitlistEntry, b: WaitlistEntry) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt) || a.id - b.id;

/** The place in line of each waiting entry, by id. */
export function positionsOf(entries: readonly WaitlistEntry[]): Map<number, number> {
  const waiting = entries.filter((entry) => entry.status === 'waiting').sort(bySignup);
  // Half a place further, so a member moved up stands ahead of the one whose place they reached.
  const placeOf = new Map(
    waiting.map((entry, index) => [
      entry.id,
      index - (entry.referrals > 0 ? REFERRAL_BOOST * entry.referrals + 0.5 : 0),
    ]),
  );
  const line = [...waiting].sort((a, b) => placeOf.get(a.id)! - placeOf.get(b.id)! || a.id - b.id);
  return new Map(line.map((entry, index) => [entry.id, index + 1]));
}

/** The entries with the place in line the server would send for each now; null for those not waiting. */
export function withPositions<Entry extends WaitlistEntry>(entries: readonly Entry[]): Entry[] {
  const positions = positionsOf(entries);
  return entries.map((entry) => ({ ...entry, position: positions.get(entry.id) ?? null }));
}

/**
 * The referrals of each member, counted from the entries: those credited (the newcomer confirmed their
 * address) and those awaiting the newcomer's confirmation.
 */
export function referralCounts(entries: readonly WaitlistEntry[]): Map<number, { credited: number; awaiting: number }> {
  const counts = new Map<number, { credited: number; awaiting: number }>();
  for (const entry of entries) {
    if (entry.referredBy === null) continue;
    const count = counts.get(entry.referredBy) ?? { credited: 0, awaiting: 0 };
    if (entry.confirmedAt === null) count.awaiting += 1;
    else count.credited += 1;
    counts.set(entry.referredBy, count);
  }
  return counts;
}

/** The entries with their `referrals` counted from who came through their links (and confirmed). */
export function withReferrals<Entry extends WaitlistEntry>(entries: readonly Entry[]): Entry[] {
  const counts = referralCounts(entries);
  return entries.map((entry) => ({ ...entry, referrals: counts.get(entry.id)?.credited ?? 0 }));
}
