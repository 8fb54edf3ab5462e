import { EARLY_BIRD_DISCOUNT, type RedeemResponse } from '@shared/contract';
import type { Queryable } from '../db';
import { isoString } from '../repositories/sql';
import type { InviteCodes } from './inviteCodes';

/** What redeeming a code came to: the answer for the platform, or why there is none. */
export type Redemption = { outcome: 'redeemed'; answer: RedeemResponse } | { outcome: 'used' | 'unknown' };

type RedeemRow = {
  redeemed: boolean;
  email: string | null;
  name: string | null;
  redeemed_at: Date | string | null;
  status: string | null;
};

/**
 * Redeeming early-bird codes (POST /api/launch/redeem). A code is looked up by its hash, and the entry it
 * belongs to becomes joined in the same statement that finds it, and only while it is invited: of two
 * requests with one code at once, exactly one changes the row (the other waits for its lock, then finds
 * it joined). A code is single-use that way, with no lock held between reading and writing.
 */
export function createRedemptions(db: Queryable, inviteCodes: InviteCodes) {
  return {
    async redeem(typed: string): Promise<Redemption> {
      const hash = inviteCodes.hashOf(typed);
      if (hash === null) return { outcome: 'unknown' };
      // The second part sees the entry as the statement began: one that another request redeemed a moment
      // ago may still read `invited` there. Either way its code has been used.
      const [row] = await db.query<RedeemRow>(
        `with redeemed as (
           update waitlist_entries set status = 'joined', redeemed_at = now()
           where invite_code_hash = $1 and status = 'invited'
           returning email, name, redeemed_at
         )
         select true as redeemed, email, name, redeemed_at, null::text as status from redeemed
         union all
         select false, null, null, null, status from waitlist_entries
         where invite_code_hash = $1 and not exists (select 1 from redeemed)`,
        [hash],
      );
      if (row?.redeemed) {
        return {
          outcome: 'redeemed',
          answer: {
            email: row.email!,
            name: row.name,
            discount: { ...EARLY_BIRD_DISCOUNT },
            redeemedAt: isoString(row.redeemed_at!),
          },
        };
      }
      // A removed entry's code stops working (and works again if the entry is restored).
      return { outcome: row?.status === 'joined' || row?.status === 'invited' ? 'used' : 'unknown' };
    },
  };
}

export type Redemptions = ReturnType<typeof createRedemptions>;
