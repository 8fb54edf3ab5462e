import { EARLY_BIRD_DISCOUNT, type RedeemResponse } from '@shared/contract';
import type { Database } from '../db';
import { createInviteRepository } from '../repositories/invites';
import { isoString } from '../repositories/sql/rows';
import type { WebhookQueue } from '../repositories/webhookQueue';
import type { InviteCodes } from './inviteCodes';

/** What redeeming a code came to: the answer for the platform, or why there is none. */
export type Redemption = { outcome: 'redeemed'; answer: RedeemResponse } | { outcome: 'used' | 'unknown' };

/**
 * Redeeming early-bird codes (POST /api/launch/redeem). A code is looked up by its hash, and the entry it
 * belongs to becomes joined in the same statement that finds it, and only while it is invited
 * (`InviteRepository.redeem`): a code is single-use, with no lock held between reading and writing.
 */
export function createRedemptions(db: Database, inviteCodes: InviteCodes, webhooks: WebhookQueue) {
  const invites = createInviteRepository(db, webhooks);
  return {
    async redeem(typed: string): Promise<Redemption> {
      const hash = inviteCodes.hashOf(typed);
      if (hash === null) return { outcome: 'unknown' };
      const row = await invites.redeem(hash);
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
