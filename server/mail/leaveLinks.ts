import { createHmac, timingSafeEqual } from 'node:crypto';

import type { WaitlistMember } from './templates';

/** Where the welcome's one-click link leads (answered by the server, see routes/leaveWaitlist.ts). */
export const WAITLIST_LEAVE_PATH = '/waitlist/leave';

/** The largest id an entry can have: PostgreSQL's integer, the id column's type. */
const MAX_ENTRY_ID = 2_147_483_647;

/** The bytes of the signature kept in a link: 128 bits, plenty against guessing, short in a URL. */
const SIGNATURE_BYTES = 16;

/**
 * Links that take one member off the waitlist without signing in. A token is the entry's id and a
 * signature over that id with a key of the server's own, for this purpose only: it carries no personal
 * data and cannot be made for another entry. Ids are never given twice, so a new sign-up with the same
 * address gets a new id and a new link.
 *
 * The signature covers the id alone so that a link is checked before anyone asks whether its entry
 * exists: a changed link is refused alike for an entry there and one that is not, and the link of a
 * member who already left is recognised as ours after their row is gone.
 */
export function createLeaveLinks(secret: string, siteUrl: string) {
  const sign = (text: string) =>
    createHmac('sha256', secret).update(text).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
  const signatureOf = (id: number) => sign(`leave-waitlist\n${id}`);
  /**
   * Welcomes mailed before the signature covered the id alone carry one over the id and the address:
   * they must keep working while their entry waits for the launch, and only the entry can check them.
   */
  const addressSignatureOf = (member: Pick<WaitlistMember, 'id' | 'email'>) =>
    sign(`leave-waitlist\n${member.id}\n${member.email.toLowerCase()}`);

  /**
   * Compared in constant time. The text is compared, not the bytes it decodes to: base64 ignores the last
   * character's spare bits, and a changed link must fail.
   */
  const carries = (token: string, signature: string) => {
    const given = Buffer.from(token.slice(token.indexOf('.') + 1));
    const expected = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    url: (member: Pick<WaitlistMember, 'id'>) =>
      `${siteUrl}${WAITLIST_LEAVE_PATH}?token=${member.id}.${signatureOf(member.id)}`,

    /**
     * What a token says without looking anything up: null when it is no token of ours at all; the id it
     * names and whether it is signed for that id; an unsigned one may still be a link of an earlier
     * welcome (`isAddressSignedFor`).
     */
    read(token: unknown): { id: number; signed: boolean } | null {
      const match = typeof token === 'string' ? /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{22}$/.exec(token) : null;
      const id = Number(match?.[1]);
      // Past the id column's range no entry has that id, and looking one up would fail (a 500).
      if (!match || id > MAX_ENTRY_ID) return null;
      return { id, signed: carries(token as string, signatureOf(id)) };
    },

    /** Whether `token` is the link an earlier welcome carried for this entry (signed over id and address). */
    isAddressSignedFor: (token: string, member: Pick<WaitlistMember, 'id' | 'email'>) =>
      carries(token, addressSignatureOf(member)),
  };
}

export type LeaveLinks = ReturnType<typeof createLeaveLinks>;
