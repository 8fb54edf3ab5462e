import { createHmac, timingSafeEqual } from 'node:crypto';

import type { WaitlistMember } from './templates';

/** Where the welcome's one-click link leads (answered by the server, see routes/leaveWaitlist.ts). */
export const WAITLIST_LEAVE_PATH = '/waitlist/leave';

/** The bytes of the signature kept in a link: 128 bits, plenty against guessing, short in a URL. */
const SIGNATURE_BYTES = 16;

/**
 * Links that take one member off the waitlist without signing in. A token is the entry's id and a
 * signature over its id and address with a key of the server's own, for this purpose only: it carries no
 * personal data, cannot be made for another entry, and stops working once the entry is gone (a new
 * sign-up with the same address gets a new id).
 */
export function createLeaveLinks(secret: string, siteUrl: string) {
  const signature = (member: Pick<WaitlistMember, 'id' | 'email'>) =>
    createHmac('sha256', secret)
      .update(`leave-waitlist\n${member.id}\n${member.email.toLowerCase()}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');

  return {
    url: (member: WaitlistMember) => `${siteUrl}${WAITLIST_LEAVE_PATH}?token=${member.id}.${signature(member)}`,

    /** The entry id a well-formed token names (still to be checked with `isSignedFor`), else null. */
    idOf(token: unknown): number | null {
      const match = typeof token === 'string' ? /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{22}$/.exec(token) : null;
      return match ? Number(match[1]) : null;
    },

    /**
     * Whether `token` was made for this entry, compared in constant time. The text is compared, not the
     * bytes it decodes to: base64 ignores the last character's spare bits, and a changed link must fail.
     */
    isSignedFor(token: string, member: Pick<WaitlistMember, 'id' | 'email'>): boolean {
      const given = Buffer.from(token.slice(token.indexOf('.') + 1));
      const expected = Buffer.from(signature(member));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type LeaveLinks = ReturnType<typeof createLeaveLinks>;
