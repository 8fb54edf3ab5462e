import { createHmac, timingSafeEqual } from 'node:crypto';

import type { WaitlistMember } from './templates';

/** The key every member link is signed with, derived from the server's JWT secret. */
export const mailLinkSecretFor = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('mail links').digest('base64url');

/** Where the one-click link to leave leads (answered by the server, see routes/memberLinks.ts). */
export const WAITLIST_LEAVE_PATH = '/waitlist/leave';

/** Where the welcome's one-click link to confirm the address leads (the same routes). */
export const WAITLIST_CONFIRM_PATH = '/waitlist/confirm';

/** Where a member's status page is (their place and referrals): the link of their welcome and status mails. */
export const WAITLIST_STATUS_PATH = '/waitlist/status';

/** The largest id an entry can have: PostgreSQL's integer, the id column's type. */
const MAX_ENTRY_ID = 2_147_483_647;

/** The bytes of the signature kept in a link: 128 bits, plenty against guessing, short in a URL. */
const SIGNATURE_BYTES = 16;

/**
 * Links that do one thing (`purpose`) for one member without signing in. A token is the entry's id and a
 * signature over the purpose and that id with a key of the server's own: it carries no personal data,
 * cannot be made for another entry, and a link for one purpose never works for another. Ids are never
 * given twice, so a new sign-up with the same address gets new links.
 *
 * The signature covers the id alone so that a link is checked before anyone asks whether its entry
 * exists: a changed link is refused alike for an entry there and one that is not, and the link of a
 * member who already left is recognised as ours after their row is gone.
 */
function createMemberLinks(secret: string, siteUrl: string, path: string, purpose: string) {
  const sign = (text: string) =>
    createHmac('sha256', secret).update(text).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
  const signatureOf = (id: number) => sign(`${purpose}\n${id}`);

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
    url: (member: Pick<WaitlistMember, 'id'>) => `${siteUrl}${path}?token=${member.id}.${signatureOf(member.id)}`,

    /**
     * What a token says without looking anything up: null when it is no token of ours at all; the id it
     * names and whether it is signed for that id.
     */
    read(token: unknown): { id: number; signed: boolean } | null {
      const match = typeof token === 'string' ? /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{22}$/.exec(token) : null;
      const id = Number(match?.[1]);
      // Past the id column's range no entry has that id, and looking one up would fail (a 500).
      if (!match || id > MAX_ENTRY_ID) return null;
      return { id, signed: carries(token as string, signatureOf(id)) };
    },

    sign,
    carries,
  };
}

/** The links that take a member off the waitlist (every mail to the list carries one). */
export function createLeaveLinks(secret: string, siteUrl: string) {
  const links = createMemberLinks(secret, siteUrl, WAITLIST_LEAVE_PATH, 'leave-waitlist');
  return {
    url: links.url,
    /** An unsigned token may still be a link of an earlier welcome (`isAddressSignedFor`). */
    read: links.read,
    /**
     * Whether `token` is the link an earlier welcome carried for this entry, signed over id and address:
     * such links must keep working while their entry waits for the launch, and only the entry can check them.
     */
    isAddressSignedFor: (token: string, member: Pick<WaitlistMember, 'id' | 'email'>) =>
      links.carries(token, links.sign(`leave-waitlist\n${member.id}\n${member.email.toLowerCase()}`)),
  };
}

export type LeaveLinks = ReturnType<typeof createLeaveLinks>;

/** The links by which a member confirms that the address they signed up with is theirs. */
export function createConfirmLinks(secret: string, siteUrl: string) {
  const { url, read } = createMemberLinks(secret, siteUrl, WAITLIST_CONFIRM_PATH, 'confirm-address');
  return { url, read };
}

export type ConfirmLinks = ReturnType<typeof createConfirmLinks>;

/**
 * The links to a member's status page. It shows their place and referrals, nothing they typed: a link
 * that never expires is safe to keep in a mailbox, and a new one can be mailed on request.
 */
export function createStatusLinks(secret: string, siteUrl: string) {
  const { url, read } = createMemberLinks(secret, siteUrl, WAITLIST_STATUS_PATH, 'waitlist-status');
  return { url, read };
}

export type StatusLinks = ReturnType<typeof createStatusLinks>;

/** The path and query of entry `id`'s status page on a server whose MAIL_LINK_SECRET is `secret` (the benches). */
export const statusPathOf = (secret: string, id: number) => createStatusLinks(secret, '').url({ id });
