import { createHash } from 'node:crypto';

import type { WindowCounter } from './windowCounter';

/**
 * One key per account whatever the case and spacing it was typed with. Hashed, so neither the memory
 * nor Redis holds the e-mail addresses people tried.
 */
export const accountKey = (email: string) =>
  createHash('sha256').update(email.normalize('NFKC').trim().toLowerCase()).digest('base64url');

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per-account login throttling: each account may fail `maxFailures` times in a window; further attempts
 * are refused until the window ends, whatever password they carry. A success clears the count.
 *
 * Every attempt is counted when it starts (and a success then clears it), so concurrent guesses cannot
 * all slip in before the first failure is recorded.
 */
export function createLoginThrottle(counter: WindowCounter, maxFailures: number) {
  return {
    async begin(email: string): Promise<LoginAttempt> {
      const { count, resetInMs } = await counter.hit(accountKey(email));
      if (count <= maxFailures) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
    async succeeded(email: string): Promise<void> {
      await counter.reset(accountKey(email));
    },
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
