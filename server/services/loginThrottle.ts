import { createHmac, hkdfSync } from 'node:crypto';

import type { WindowCounter } from './windowCounter';

/**
 * The key that counter keys made from personal data are computed with, derived from the session signing
 * key (HKDF-SHA-256 with a label of its own, so it is no key that signs anything): every instance sharing
 * a JWT secret computes the same keys, and no one without it can.
 */
export const personalDataKeySecret = (jwtSecret: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, '', 'invoiceflow: counter keys for personal data', 32));

/**
 * One key per account whatever the case and spacing it was typed with. An HMAC under a server secret,
 * not a bare hash: neither memory nor Redis holds the addresses people tried, and someone who reads
 * Redis cannot test guessed addresses against the keys (a bare SHA-256 of an address is the same
 * everywhere and costs nothing to compute).
 */
export const accountKey = (secret: Buffer, email: string) =>
  createHmac('sha256', secret).update(email.normalize('NFKC').trim().toLowerCase()).digest('base64url');

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per-account login throttling: each account may fail `maxFailures` times in a window; further attempts
 * are refused until the window ends, whatever password they carry. A success clears the count.
 *
 * Every attempt is counted when it starts (and a success then clears it), so concurrent guesses cannot
 * all slip in before the first failure is recorded.
 */
export function createLoginThrottle(counter: WindowCounter, maxFailures: number, keySecret: Buffer) {
  return {
    async begin(email: string): Promise<LoginAttempt> {
      const { count, resetInMs } = await counter.hit(accountKey(keySecret, email));
      if (count <= maxFailures) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
    async succeeded(email: string): Promise<void> {
      await counter.reset(accountKey(keySecret, email));
    },
    /**
     * Takes back this attempt's own count without clearing the failures before it: a right password
     * of an account with a second factor is no failure, but only a right code ends the lock's count.
     */
    async released(email: string): Promise<void> {
      await counter.release(accountKey(keySecret, email));
    },
    /** The account's key, as its counter is stored (`login-failures:<key>` in Redis) and a lock is logged. */
    keyOf: (email: string) => accountKey(keySecret, email),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The answer once a client address has used up its failed sign-ins (the same words as other rate limits). */
export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;

/**
 * Per-client-address login limit (`RATE_LIMIT_LOGIN`): each address may fail `maxFailures` times in a
 * window; further attempts are refused until the window ends, whatever password they carry. Unlike the
 * per-account lock, a success does not clear the address's failures (a bot spraying many accounts from
 * one address would otherwise clear its own count with one account it controls); it only takes back its
 * own attempt, so successful sign-ins never count.
 *
 * As with accounts, every attempt is counted when it starts, so concurrent guesses cannot all slip in
 * before the first failure is recorded.
 */
export function createLoginAddressLimit(counter: WindowCounter, maxFailures: number) {
  return {
    async begin(address: string): Promise<LoginAttempt> {
      const { count, resetInMs } = await counter.hit(address);
      if (count <= maxFailures) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
    async succeeded(address: string): Promise<void> {
      await counter.release(address);
    },
  };
}

export type LoginAddressLimit = ReturnType<typeof createLoginAddressLimit>;
