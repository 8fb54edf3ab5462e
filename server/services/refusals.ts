import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

import { createMemoryCounter, type WindowCounter } from './windowCounter';

/**
 * The limits that refuse requests with 429: each public form and the launch redeem call per client
 * address (@fastify/rate-limit), failed sign-ins per client address (RATE_LIMIT_LOGIN), and the
 * per-account login lock (LOGIN_LOCKOUT_ATTEMPTS).
 */
export const ADDRESS_LIMITS = ['waitlist', 'contact', 'launch-redeem', 'login-address'] as const;
export type Limit = (typeof ADDRESS_LIMITS)[number] | 'login-account';

export type Refusals = {
  /**
   * A request `limit` refused. Counted every time; logged (level warn) the first time in a window for
   * the same client address, or for the same account (`accountKey`) when an account is locked: a bot
   * trying one locked account from a thousand addresses gives one line, not a thousand.
   */
  refused(limit: Limit, request: FastifyRequest, accountKey?: string): void;
};

const MESSAGES: Record<Limit, string> = {
  waitlist: 'rate limit reached (waitlist sign-ups, RATE_LIMIT_PUBLIC): this client gets 429',
  contact: 'rate limit reached (contact messages, RATE_LIMIT_PUBLIC): this client gets 429',
  'launch-redeem': 'rate limit reached (launch redeem calls): this client gets 429',
  'login-address': 'too many failed sign-ins from one address (RATE_LIMIT_LOGIN): its sign-ins get 429',
  'login-account': 'an account is locked after too many failed sign-ins (LOGIN_LOCKOUT_ATTEMPTS): its sign-ins get 429',
};

/**
 * One line per client (or account) and window, whatever the number of requests refused meanwhile: a bot
 * refused a thousand times a minute would otherwise write a thousand lines a minute. The windows are each
 * limit's own (`windowsMs`), counted per instance from the first refusal, in memory (bounded like every
 * in-memory counter). `counted` sees every refusal (the metrics).
 */
export function createRefusals(windowsMs: Record<Limit, number>, counted?: (limit: Limit) => void): Refusals {
  const seen = Object.fromEntries(
    Object.entries(windowsMs).map(([limit, windowMs]) => [limit, createMemoryCounter(windowMs)]),
  ) as Record<Limit, WindowCounter>;
  return {
    refused(limit, request, accountKey) {
      counted?.(limit);
      const client = normalizeIP(request.ip);
      void seen[limit].hit(accountKey ?? client).then(({ count }) => {
        if (count !== 1) return;
        request.log.warn(
          { limit, client, ...(accountKey && { accountKey }), windowSeconds: Math.ceil(windowsMs[limit] / 1000) },
          `${MESSAGES[limit]} (one line per ${accountKey ? 'account' : 'client'} and window)`,
        );
      });
    },
  };
}
