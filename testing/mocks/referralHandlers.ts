import { http, type RequestHandler } from 'msw';

import {
  COMMON_MAIL_DOMAINS,
  type Referrer,
  type ReferrerFlag,
  referrersQuerySchema,
  referrersResponseSchema,
  type WaitlistEntry,
} from '@shared/contract';
import { errorAnswer, hang, serverError } from './answers';
import { contractAnswer } from './mailHandlers';
import { positionsOf } from './waitlistLine';

/**
 * The referral leaderboard of the admin mock server (GET /api/waitlist/referrers, server/routes/waitlist.ts),
 * counted from the admin mock's sign-ups as server/repositories/waitlist.ts counts it. Every answer goes
 * through the contract's schema. Built by `createAdminMock`; see adminHandlers.ts.
 */

export const referrersPath = '/api/waitlist/referrers';

/** Where several referrals say nothing (the server's `shared_domain` rule). */
const commonMailDomains = new Set<string>(COMMON_MAIL_DOMAINS);

const domainOf = (address: string) => address.toLowerCase().split('@')[1] ?? '';

/**
 * One mailbox however its address is written: lower case, no +tag, Gmail's dots ignored (the server's
 * `mailbox_key`).
 */
export function mailboxKey(address: string): string {
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  const name = local.split('+')[0]!;
  return domain === 'gmail.com' || domain === 'googlemail.com'
    ? `${name.replaceAll('.', '')}@gmail.com`
    : `${name}@${domain}`;
}

/**
 * What calls for a look at a member's referrals: two or more are one mailbox, or most of them (3 or
 * more) come from one domain that is not a common mail provider's.
 */
function flagsOf(referees: WaitlistEntry[]): ReferrerFlag[] {
  const sharedAddress = new Set(referees.map((referee) => mailboxKey(referee.email))).size < referees.length;
  const perDomain = new Map<string, number>();
  for (const referee of referees) {
    const domain = domainOf(referee.email);
    perDomain.set(domain, (perDomain.get(domain) ?? 0) + 1);
  }
  const [topDomain, topCount = 0] = [...perDomain].sort(([, a], [, b]) => b - a)[0] ?? [];
  const sharedDomain =
    topCount >= 3 && topCount * 2 > referees.length && topDomain !== undefined && !commonMailDomains.has(topDomain);
  return [
    ...(sharedAddress ? (['shared_address'] as const) : []),
    ...(sharedDomain ? (['shared_domain'] as const) : []),
  ];
}

/** The leaderboard the server would answer: the `limit` members with the most credited referrals, ties by id. */
export function countReferrers(entries: WaitlistEntry[], limit: number): Referrer[] {
  const positions = positionsOf(entries);
  return entries
    .filter((entry) => entry.referrals > 0)
    .sort((a, b) => b.referrals - a.referrals || a.id - b.id)
    .slice(0, limit)
    .map((entry) => {
      const referees = entries.filter((referee) => referee.referredBy === entry.id);
      return {
        id: entry.id,
        email: entry.email,
        name: entry.name,
        referrals: entry.referrals,
        awaitingConfirmation: referees.filter((referee) => referee.confirmedAt === null).length,
        position: positions.get(entry.id) ?? null,
        flags: flagsOf(referees),
      };
    });
}

/** The leaderboard's handler over the admin mock's sign-ups; `record` is the admin mock's (see `createAdminMock`). */
export function referrerHandlers(
  entries: () => WaitlistEntry[],
  record: (request: Request) => Promise<URLSearchParams>,
): RequestHandler[] {
  return [
    http.get(referrersPath, async ({ request }) => {
      const query = await record(request);
      const parsed = referrersQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) {
        return errorAnswer(400, 'Bad Request', [...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
      }
      return contractAnswer(referrersResponseSchema, { referrers: countReferrers(entries(), parsed.data.limit) });
    }),
  ];
}

/** The leaderboard failing or never answering; put them before a mock's handlers. */
export const referrerFailures = {
  error: [http.get(referrersPath, serverError)],
  slow: [http.get(referrersPath, hang)],
};
