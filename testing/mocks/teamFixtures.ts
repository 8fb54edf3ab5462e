import type { AuditAction, AuditEvent, UserAccount } from '@shared/contract';
import { adminUser } from './authHandlers';
import { fixtureNow } from './fixtures';

/**
 * The administrators' own accounts and the audit trail of what they did, as the team and audit mocks
 * (teamHandlers.ts, auditHandlers.ts) serve them. Dates are counted back from the fixtures' "now", so
 * the pictures never age.
 */

/** The instant `minutes` before the fixtures' "now", as an ISO string. */
const minutesBeforeNow = (minutes: number) => new Date(Date.parse(fixtureNow) - minutes * 60_000).toISOString();
const HOUR = 60;
const DAY = 24 * HOUR;

/** Olivia, the mocks' signed-in administrator (`adminUser`): two-factor on, signed in this morning. */
export const oliviaAccount: UserAccount = {
  ...adminUser,
  id: adminUser.id,
  isAdmin: true,
  createdAt: '2026-03-02T09:00:00.000Z',
  twoFactorEnabled: true,
  lastSignInAt: minutesBeforeNow(2 * HOUR + 14),
  passwordSet: true,
};

/** Samuel answers the contact messages (the replies' other sender); no second factor yet. */
export const samuelAccount: UserAccount = {
  id: 2,
  firstName: 'Samuel',
  lastName: 'Okafor',
  email: 'samuel.okafor@invoiceflow.app',
  isAdmin: true,
  createdAt: '2026-04-14T13:20:00.000Z',
  twoFactorEnabled: false,
  lastSignInAt: minutesBeforeNow(19 * HOUR + 15),
  passwordSet: true,
};

/** Mei left the support team: her admin access was removed, so she can no longer sign in. */
export const meiAccount: UserAccount = {
  id: 3,
  firstName: 'Mei',
  lastName: 'Tanaka',
  email: 'mei.tanaka@invoiceflow.app',
  isAdmin: false,
  createdAt: '2026-05-06T08:05:00.000Z',
  twoFactorEnabled: false,
  lastSignInAt: minutesBeforeNow(52 * DAY + 3 * HOUR),
  passwordSet: true,
};

/** Priya runs the launch: two-factor on. */
export const priyaAccount: UserAccount = {
  id: 4,
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya.raman@invoiceflow.app',
  isAdmin: true,
  createdAt: '2026-06-22T10:40:00.000Z',
  twoFactorEnabled: true,
  lastSignInAt: minutesBeforeNow(2 * DAY + 5 * HOUR + 31),
  passwordSet: true,
};

/** Lukas was added yesterday: his set-password link is in his mail, he has never signed in. */
export const lukasAccount: UserAccount = {
  id: 5,
  firstName: 'Lukas',
  lastName: 'Brandt',
  email: 'lukas.brandt@invoiceflow.app',
  isAdmin: true,
  createdAt: minutesBeforeNow(DAY + 2 * HOUR),
  twoFactorEnabled: false,
  lastSignInAt: null,
  passwordSet: false,
};

/**
 * The team, oldest first as the server lists it: Olivia (signed in, two-factor on), Samuel (no second
 * factor), Mei (admin access removed), Priya, and Lukas (invited, has not set a password yet).
 */
export const teamMembers: UserAccount[] = [oliviaAccount, samuelAccount, meiAccount, priyaAccount, lukasAccount];

/** Olivia alone: the last administrator, whose access cannot be removed. */
export const onlyAdministrator: UserAccount[] = [oliviaAccount];

/** Names and addresses at their longest, in several scripts, beside Olivia. */
export const longUnicodeMembers: UserAccount[] = [
  oliviaAccount,
  {
    id: 11,
    firstName: 'Maximiliane-Josephine',
    lastName: 'Oppenheimer-Wittelsbach von Hohenzollern-Sigmaringen',
    email: 'maximiliane-josephine.oppenheimer-wittelsbach@administration.invoiceflow.app',
    isAdmin: true,
    createdAt: '2026-07-01T08:00:00.000Z',
    twoFactorEnabled: true,
    lastSignInAt: minutesBeforeNow(5 * HOUR),
    passwordSet: true,
  },
  {
    id: 12,
    firstName: 'Zoë',
    lastName: 'Ångström-Øverbø',
    email: 'zoe.angstrom-overbo@invoiceflow.app',
    isAdmin: true,
    createdAt: '2026-07-02T08:00:00.000Z',
    twoFactorEnabled: false,
    lastSignInAt: null,
    passwordSet: false,
  },
  {
    id: 13,
    firstName: '李',
    lastName: '小龍',
    email: 'li.xiaolong@invoiceflow.app',
    isAdmin: true,
    createdAt: '2026-07-03T08:00:00.000Z',
    twoFactorEnabled: true,
    lastSignInAt: minutesBeforeNow(3 * DAY),
    passwordSet: true,
  },
  {
    id: 14,
    firstName: 'Αλέξανδρος',
    lastName: 'Παπαδόπουλος-Καραγιάννης',
    email: 'alexandros.papadopoulos-karagiannis@invoiceflow.app',
    isAdmin: false,
    createdAt: '2026-07-04T08:00:00.000Z',
    twoFactorEnabled: false,
    lastSignInAt: minutesBeforeNow(40 * DAY),
    passwordSet: true,
  },
];

/** How an account signs the audit trail: its name and address. */
export const actorOf = ({ id, firstName, lastName, email }: UserAccount): NonNullable<AuditEvent['actor']> => ({
  id,
  name: `${firstName} ${lastName}`,
  email,
});

const olivia = actorOf(oliviaAccount);
const samuel = actorOf(samuelAccount);
const mei = actorOf(meiAccount);
const priya = actorOf(priyaAccount);

type EventFields = Partial<Omit<AuditEvent, 'id' | 'at' | 'actor' | 'action'>>;

/** One entry, `minutes` before now. */
const entry = (
  id: number,
  minutes: number,
  actor: AuditEvent['actor'],
  action: AuditAction,
  fields: EventFields = {},
): AuditEvent => ({
  id,
  at: minutesBeforeNow(minutes),
  actor,
  action,
  targetType: null,
  targetIds: [],
  count: null,
  detail: null,
  ...fields,
});

const records = (targetType: string, ids: Array<string | number>, fields: EventFields = {}): EventFields => ({
  targetType,
  targetIds: ids.map(String),
  count: ids.length,
  ...fields,
});

/** A day's work repeated back in time: the same mix of actions, each day a little different. */
function workingDay(day: number, firstId: number): AuditEvent[] {
  const start = day * DAY + 3 * HOUR;
  const waitlistId = 5000 - day * 7;
  const messageId = 60 - day;
  const events: AuditEvent[] = [
    entry(firstId, start, day % 2 === 0 ? samuel : priya, 'sign_in'),
    entry(firstId + 1, start - 12, samuel, 'status_change', records('contact', [messageId], { detail: 'Resolved' })),
    entry(firstId + 2, start - 25, samuel, 'reply', records('contact', [messageId - 1])),
    entry(firstId + 3, start - 40, priya, 'export', {
      targetType: 'waitlist',
      count: 120 + day * 3,
      detail: day % 2 === 0 ? 'status Waiting' : 'source twitter',
    }),
    entry(
      firstId + 4,
      start - 55,
      priya,
      'bulk_action',
      records('waitlist', [waitlistId, waitlistId - 3, waitlistId - 8], { detail: 'remove' }),
    ),
    entry(firstId + 5, start - 70, samuel, 'notes_changed', records('contact', [messageId - 2])),
    entry(firstId + 6, start - 90, day % 2 === 0 ? samuel : priya, 'sign_out'),
  ];
  return events;
}

/**
 * About sixty entries, newest first: today's (an invitation, a demoted administrator, a new set-password
 * link, a second factor, a failed sign-in to an address nobody has, deletions, an erasure, an invite
 * run and the launch news, a retried mail, a lifted suppression) and a week of ordinary days before.
 */
export const auditEvents: AuditEvent[] = [
  entry(160, 14, olivia, 'password_link_sent', records('user', [5])),
  entry(159, 22, olivia, 'admin_added', records('user', [5], { detail: 'lukas.brandt@invoiceflow.app' })),
  entry(158, 35, olivia, 'admin_status_changed', records('user', [3], { detail: 'removed' })),
  entry(157, 48, null, 'sign_in_failed', { detail: 'unknown address' }),
  entry(156, 61, olivia, 'export', { targetType: 'audit', count: 212 }),
  entry(155, 75, olivia, 'two_factor_enabled', records('user', [1])),
  entry(154, 80, olivia, 'recovery_codes_regenerated', records('user', [1])),
  entry(153, 96, priya, 'invite_run', records('invite_run', [7], { count: 250, detail: '250 invited' })),
  entry(152, 104, priya, 'launch_news', { targetType: 'waitlist', count: 1342 }),
  entry(151, 118, samuel, 'delete', records('contact', [41, 43, 44, 47, 52, 53, 58], { count: 12, detail: 'spam' })),
  entry(150, 131, samuel, 'delete', records('waitlist', [4988])),
  entry(149, 140, olivia, 'erase', { targetType: 'waitlist', count: 3, detail: 'waitlist 1, messages 2' }),
  entry(148, 152, samuel, 'mail_retried', records('mail', [12])),
  entry(
    147,
    160,
    samuel,
    'suppression_lifted',
    records('suppression', ['9b1d4c2e7f3a6b8d0e5c1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e']),
  ),
  entry(146, 171, olivia, 'profile_changed', records('user', [1])),
  entry(145, 2 * HOUR + 14, olivia, 'sign_in'),
  entry(144, 3 * HOUR, null, 'sign_in_failed', { detail: 'unknown address' }),
  entry(143, 3 * HOUR + 5, mei, 'sign_in_failed', { detail: 'no admin access' }),
  entry(142, 4 * HOUR, samuel, 'two_factor_disabled', records('user', [2])),
  entry(141, 5 * HOUR, priya, 'password_set', records('user', [4])),
  ...Array.from({ length: 6 }, (_, day) => workingDay(day + 1, 100 - day * 10)).flat(),
  entry(40, 8 * DAY, mei, 'bulk_action', { targetType: 'contact', count: 37, detail: 'status Closed' }),
  entry(39, 8 * DAY + 30, mei, 'sign_in'),
].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);

/** Entries by the accounts with the longest names, in several scripts, and long details. */
export const longUnicodeAuditEvents: AuditEvent[] = longUnicodeMembers
  .slice(1)
  .flatMap((member, index) => [
    entry(300 + index * 2, 10 + index * 30, actorOf(member), 'sign_in'),
    entry(
      301 + index * 2,
      20 + index * 30,
      actorOf(member),
      'bulk_action',
      records(
        'waitlist',
        Array.from({ length: 40 }, (_, id) => 4000 + id),
        {
          count: 1875,
          detail: 'status Waiting · source “Überweisungs-Rechnungsvorlagen für Großhändler und Einzelhändler”',
        },
      ),
    ),
  ])
  .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
