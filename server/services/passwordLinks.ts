import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { PASSWORD_LINK_VALID_HOURS, SET_PASSWORD_SEGMENT } from '@shared/contract/constants';

const MAX_USER_ID = 2_147_483_647;

/**
 * What a link is signed over instead of the password hash itself: SHA-256 of the hash, hex (the same as
 * the SQL `encode(sha256(convert_to(password_hash, 'UTF8')), 'hex')` an `admin_invite` mail keeps when it
 * is queued, so a mail queued before the password was set is never sent with a link that works).
 */
export const passwordFingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash, 'utf8').digest('hex');

/** The fingerprint in SQL, of a `password_hash` column. */
export const PASSWORD_FINGERPRINT_SQL = (column: string) => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

/**
 * Set-password links (an administrator added from the team screen, or sent a new link): a token naming the
 * account and when it expires, signed over both and the account's password as it is now (its hash's
 * `passwordFingerprint`). Nothing is
 * stored: setting a password changes the hash, so the link works once (and every other link of the
 * account stops working with it), and it stops working after `PASSWORD_LINK_VALID_HOURS` by itself. The
 * token rides in the URL's fragment, so it never reaches a server's access log or a Referer header.
 */
export function createPasswordLinks(secret: string, portalUrl: string) {
  const signatureOf = (userId: number, expiresAt: number, fingerprint: string) =>
    createHmac('sha256', secret)
      .update(`set-password\n${userId}\n${expiresAt}\n${fingerprint}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');

  const tokenFor = (user: { id: number; passwordFingerprint: string }, expiresAt: number) =>
    `${user.id}.${expiresAt}.${signatureOf(user.id, expiresAt, user.passwordFingerprint)}`;

  return {
    /** The link of a mail queued at `mailedAt`: valid `PASSWORD_LINK_VALID_HOURS` from then. */
    url(user: { id: number; passwordFingerprint: string }, mailedAt: Date) {
      const expiresAt = Math.floor(mailedAt.getTime() / 1000) + PASSWORD_LINK_VALID_HOURS * 3600;
      return `${portalUrl}/${SET_PASSWORD_SEGMENT}#token=${tokenFor(user, expiresAt)}`;
    },
    /** The account a token names, if it is well formed and not expired; its signature is checked by `verify`. */
    read(token: string, now: Date): { userId: number; expiresAt: number } | null {
      const match = /^([1-9]\d{0,9})\.(\d{1,12})\.[A-Za-z0-9_-]{22}$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const expiresAt = Number(match[2]);
      if (userId > MAX_USER_ID || expiresAt * 1000 <= now.getTime()) return null;
      return { userId, expiresAt };
    },
    /** Whether the token was signed for this account with the password hash it has now. */
    verify(token: string, user: { id: number; passwordHash: string }, expiresAt: number) {
      const given = Buffer.from(token);
      const expected = Buffer.from(
        tokenFor({ id: user.id, passwordFingerprint: passwordFingerprint(user.passwordHash) }, expiresAt),
      );
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
