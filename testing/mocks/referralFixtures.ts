import type { WaitlistEntry } from '@shared/contract';
import { waitingUnattributed } from './fixtures';
import { withPositions, withReferrals } from './waitlistLine';

/*
 * A waitlist that grows itself (issue 43): members who shared their link and the sign-ups that came
 * through it, for the Top referrers card. Among them what the card flags for a look before anyone is
 * invited ahead of others: referrals that are one mailbox written differently, and referrals from one
 * little-known domain. The same every run, so a story can assert what it shows.
 */

type Member = Pick<WaitlistEntry, 'id' | 'email' | 'name'> & Partial<WaitlistEntry>;

/** A member who signed up in October and confirmed their address at once. */
const member = (fields: Member, day: number): WaitlistEntry => {
  const joinedAt = `2026-10-${String(day).padStart(2, '0')}T09:30:00.000Z`;
  return {
    ...waitingUnattributed,
    company: null,
    source: 'website',
    joinedAt,
    createdAt: joinedAt,
    confirmedAt: `2026-10-${String(day).padStart(2, '0')}T09:34:00.000Z`,
    ...fields,
  };
};

let nextRefereeId = 300;
let refereeMinute = 0;

/**
 * Sign-ups through `referrer`'s share link in November, in order; an address marked `*` has not been
 * confirmed yet, so it is not credited to the referrer (it awaits confirmation).
 */
const referredBy = (referrer: number, addresses: string[]): WaitlistEntry[] =>
  addresses.map((written) => {
    const email = written.replace(/^\*/, '');
    refereeMinute += 97;
    const joinedAt = new Date(Date.parse('2026-11-01T08:00:00.000Z') + refereeMinute * 60_000).toISOString();
    return {
      ...waitingUnattributed,
      id: nextRefereeId++,
      email,
      name: null,
      company: null,
      source: 'referral',
      joinedAt,
      createdAt: joinedAt,
      landingPage: '/',
      confirmedAt: written.startsWith('*') ? null : new Date(Date.parse(joinedAt) + 6 * 60_000).toISOString(),
      referredBy: referrer,
    };
  });

const members: WaitlistEntry[] = [
  member({ id: 101, email: 'amara.okafor@harbourpine.example', name: 'Amara Okafor', company: 'Harbour & Pine' }, 2),
  member({ id: 102, email: 'jonas.berg@gmail.com', name: 'Jonas Berg' }, 3),
  member({ id: 103, email: 'priya@kettlecreek-plumbing.example', name: 'Priya Raman' }, 5),
  member(
    {
      id: 104,
      email: 't.nowak@nowak-logistik.example',
      name: 'Tomasz Nowak',
      status: 'invited',
      invitedAt: '2026-11-20T10:00:00.000Z',
    },
    6,
  ),
  member({ id: 105, email: 'hello@studio-tanaka.example', name: null }, 8),
  member(
    {
      id: 106,
      email: 'maximilian.alexander.von-hohenberg-schwarzenfeld@very-long-company-domain-name.example',
      name: 'Maximilian Alexander von Hohenberg-Schwarzenfeld der Dritte',
      status: 'joined',
      invitedAt: '2026-11-18T10:00:00.000Z',
      redeemedAt: '2026-11-18T15:12:00.000Z',
    },
    9,
  ),
  member({ id: 107, email: 'chloe.dubois@outlook.com', name: 'Chloé Dubois' }, 12),
  // Shared their link with nobody yet: in line, off the leaderboard.
  member({ id: 108, email: 'mateo.rossi@rossi-design.example', name: 'Mateo Rossi' }, 1),
  member({ id: 109, email: 'aiko@tanaka-books.example', name: 'Aiko Tanaka' }, 4),
];

const referrals: WaitlistEntry[] = [
  // Friends and clients at many addresses: nothing to look at.
  ...referredBy(101, [
    'li.wei@gmail.com',
    'sofia.marin@outlook.com',
    'mateo@rossi-design.example',
    'jonas@bergbygg.example',
    'aiko.tanaka@icloud.com',
    'omar.haddad@gmail.com',
    'chloe@dubois-compta.example',
    '*nia.okafor@yahoo.com',
    '*tomasz@nowak.example',
  ]),
  // Two of these are one Gmail mailbox: dots and a +tag change nothing there.
  ...referredBy(102, [
    'jberg.invoices@gmail.com',
    'j.berg.invoices+work@gmail.com',
    'priya.raman@outlook.com',
    'sam.lee@hotmail.com',
    '*mia@fjordfoto.example',
  ]),
  // Four of five at the member's own small domain: perhaps one person's addresses.
  ...referredBy(103, [
    'dispatch@kettlecreek-plumbing.example',
    'accounts@kettlecreek-plumbing.example',
    'mike@kettlecreek-plumbing.example',
    'jo@kettlecreek-plumbing.example',
    'ravi.raman@gmail.com',
  ]),
  // Both: one mailbox with a +tag, and every one at one domain.
  ...referredBy(104, [
    'ops@nowak-logistik.example',
    'ops+billing@nowak-logistik.example',
    'lager@nowak-logistik.example',
  ]),
  ...referredBy(105, ['kenji@tanaka-family.example', 'yuki.sato@gmail.com']),
  ...referredBy(106, ['karl.weber@example.de']),
  ...referredBy(107, ['camille@atelier-lune.example', '*luc@atelier-lune.example', '*ines.moreau@gmail.com']),
];

/**
 * The members of the referral network and the sign-ups through their links, newest first, each counted
 * and placed as the server would: Amara leads with 7 (2 awaiting confirmation), then Priya (5, One
 * domain), Jonas (4, Same mailbox), Tomasz (3, both; invited, so out of line), the member without a name
 * (2), Maximilian (1, joined) and Chloé (1, 2 awaiting).
 */
export const referralNetwork: WaitlistEntry[] = withPositions(withReferrals([...members, ...referrals])).sort(
  (a, b) => Date.parse(b.joinedAt) - Date.parse(a.joinedAt) || b.id - a.id,
);
