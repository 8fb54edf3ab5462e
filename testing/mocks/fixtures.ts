import type { ContactMessage, ContactStats, WaitlistEntry, WaitlistStats } from '@shared/contract';
import { withPositions, withReferrals } from './waitlistLine';

/** Mock data shared by stories and unit tests: realistic, varied, and typed by the contract. */

/**
 * What an entry holds beyond its sign-up: no attribution, still waiting, its address not confirmed,
 * nobody brought through its share link and nobody's link it came through.
 * `suppression` stays null here: the admin mock answers it from its suppression list
 * (`suppressedAddresses` in mailFixtures.ts), as the server reads it from its own; likewise the place
 * in line (`position`), which the mock counts from the waiting entries (waitlistLine.ts).
 */
export const waitingUnattributed = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  status: 'waiting',
  invitedAt: null,
  redeemedAt: null,
  confirmedAt: null,
  suppression: null,
  position: null,
  referrals: 0,
  referredBy: null,
} as const satisfies Partial<WaitlistEntry>;

export const waitlistEntries: WaitlistEntry[] = [
  {
    id: 4,
    email: 'maria.gonzalez@brightpath.studio',
    name: 'Maria Gonzalez',
    company: 'Brightpath Studio',
    source: 'website',
    joinedAt: '2026-11-21T09:12:00.000Z',
    createdAt: '2026-11-21T09:12:00.000Z',
    ...waitingUnattributed,
    landingPage: '/',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'launch',
    confirmedAt: '2026-11-21T09:20:00.000Z',
    position: 2,
  },
  {
    id: 3,
    email: 'kwame@asante-consulting.com',
    name: 'Kwame Asante',
    company: null,
    source: 'referral',
    joinedAt: '2026-11-20T16:40:00.000Z',
    createdAt: '2026-11-20T16:40:00.000Z',
    ...waitingUnattributed,
    landingPage: '/features',
    referrerHost: 'news.ycombinator.com',
    // Came through Sam's share link; not credited to him until Kwame confirms his address.
    referredBy: 1,
    position: 1,
  },
  {
    id: 2,
    email: 'lena.fischer@example.de',
    name: null,
    company: 'Fischer & Söhne GmbH',
    source: null,
    joinedAt: '2026-11-18T11:05:00.000Z',
    createdAt: '2026-11-18T11:05:00.000Z',
    ...waitingUnattributed,
    status: 'invited',
    invitedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 1,
    email: 'sam@northwind.io',
    name: 'Sam Patel',
    company: 'Northwind',
    source: 'website',
    joinedAt: '2026-11-02T08:30:00.000Z',
    createdAt: '2026-11-02T08:30:00.000Z',
    ...waitingUnattributed,
    landingPage: '/pricing',
    referrerHost: 'www.google.com',
    status: 'joined',
    invitedAt: '2026-11-20T10:00:00.000Z',
    redeemedAt: '2026-11-20T14:25:00.000Z',
    confirmedAt: '2026-11-02T08:41:00.000Z',
  },
];

export const waitlistStats: WaitlistStats = {
  totalEntries: 1248,
  todayEntries: 12,
  weekEntries: 86,
  monthEntries: 311,
  sourceBreakdown: { website: 1032, referral: 164, direct: 52 },
  confirmedEntries: 903,
  statusBreakdown: { waiting: 1041, invited: 150, joined: 48, removed: 9 },
  campaignBreakdown: { direct: 802, launch: 311, 'black-friday': 97, podcast: 38 },
  utmSourceBreakdown: { direct: 802, newsletter: 298, twitter: 104, podcast: 44 },
  referrerBreakdown: { direct: 655, 'www.google.com': 342, 'news.ycombinator.com': 187, 'www.linkedin.com': 64 },
  newestId: 1248,
  timeZone: 'UTC',
};

export const contactMessages: ContactMessage[] = [
  {
    id: 3,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    subject: 'Multi-currency invoices',
    message: 'Can I send one client invoices in EUR and another in USD from the same account?',
    status: 'New',
    createdAt: '2026-11-21T10:02:00.000Z',
    waitingSince: '2026-11-21T10:02:00.000Z',
    isRead: false,
    isReplied: false,
    adminNotes: null,
    source: 'website',
  },
  {
    id: 2,
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    subject: 'Importing clients from a spreadsheet',
    message: 'We keep about 400 clients in Excel. Is there an import?',
    status: 'InProgress',
    createdAt: '2026-11-20T14:30:00.000Z',
    waitingSince: '2026-11-20T14:30:00.000Z',
    isRead: true,
    isReplied: false,
    adminNotes: 'Asked the product team about CSV import.',
    source: 'website',
  },
  {
    id: 1,
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'katherine@example.com',
    subject: 'Launch date',
    message: 'When do you expect to launch?',
    status: 'Resolved',
    createdAt: '2026-11-15T08:45:00.000Z',
    waitingSince: '2026-11-15T08:45:00.000Z',
    isRead: true,
    isReplied: true,
    adminNotes: null,
    source: 'website',
  },
];

export const contactStats: ContactStats = {
  totalMessages: 3,
  newMessages: 1,
  inProgressMessages: 1,
  resolvedMessages: 1,
  todayMessages: 1,
  weekMessages: 2,
  monthMessages: 3,
  unreadMessages: 1,
  awaitingReply: 2,
  oldestAwaitingReplyAt: '2026-11-20T14:30:00.000Z',
  statusBreakdown: { New: 1, InProgress: 1, Resolved: 1 },
  sourceBreakdown: { website: 3 },
  newestId: 3,
  timeZone: 'UTC',
};

/*
 * Larger sets for the admin tables: enough rows to page past the first 50, built from a fixed recipe
 * so every run (and every screenshot) shows the same people in the same order, newest first.
 */

const firstNames = ['Amara', 'Li', 'Sofia', 'Mateo', 'Priya', 'Jonas', 'Aiko', 'Omar', 'Chloé', 'Tomasz', 'Nia'];
const lastNames = ['Okafor', 'Wei', 'Marín', 'Rossi', 'Raman', 'Berg', 'Tanaka', 'Haddad', 'Dubois', 'Nowak'];
const companies = [
  'Northwind Traders',
  'Bright Ledger Ltd',
  'Atelier Marín',
  null,
  'Harbour & Pine Bookkeeping',
  'Kettle Creek Plumbing',
  null,
  'Studio Tanaka',
];
const sources = ['website', 'website', 'referral', null, 'linkedin', 'website', 'newsletter'];
const subjects = [
  'Recurring invoices for retainers',
  'Can I brand my invoice templates?',
  'Excel reports with logistics data',
  'Pricing after the trial',
  'Bulk status updates',
  'PDF looks wrong on mobile',
  'Multiple currencies on one account',
];

/** The instant the admin fixtures treat as "now": Saturday 21 November 2026, noon UTC. */
export const fixtureNow = '2026-11-21T12:00:00.000Z';

/** The instant `minutes` before the fixtures' "now", as an ISO string. */
const minutesBeforeNow = (minutes: number) => new Date(Date.parse(fixtureNow) - minutes * 60_000).toISOString();

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Who brought the `index`-th sign-up (newest first) through their share link: every one from a referral
 * came through the link of a member a day or so older, one member per two dozen sign-ups (none for the
 * oldest, whose member is beyond the list: gone).
 */
const referrerIndexOf = (index: number, count: number) => {
  if (sources[index % sources.length] !== 'referral') return null;
  const group = Math.floor(index / 24);
  const referrer = 24 * (group + 1) + 3 + (group % 4);
  return referrer < count ? referrer : null;
};

/** The sign-ups of `waitlistEntriesOf`, before their referrals are counted and their places given. */
const signupsOf = (count: number): WaitlistEntry[] =>
  Array.from({ length: count }, (_, index) => {
    const referrer = referrerIndexOf(index, count);
    const first = firstNames[index % firstNames.length]!;
    const last = lastNames[(index * 3) % lastNames.length]!;
    const company = companies[index % companies.length]!;
    const joinedAt = minutesBeforeNow(45 + index * 617);
    return {
      id: 5000 - index,
      email: `${slug(first)}.${slug(last)}${index}@${company ? `${slug(company).replace(/[^a-z]+/g, '')}.example` : 'example.com'}`,
      name: index % 9 === 4 ? null : `${first} ${last}`,
      company,
      source: sources[index % sources.length]!,
      joinedAt,
      createdAt: joinedAt,
      ...waitingUnattributed,
      confirmedAt: index % 3 === 2 && index < 110 ? null : minutesBeforeNow(38 + index * 617),
      referredBy: referrer === null ? null : 5000 - referrer,
      ...(index % 4 === 1
        ? { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', landingPage: '/' }
        : {}),
      ...(index % 5 === 2 ? { referrerHost: 'news.ycombinator.com', landingPage: '/features' } : {}),
      // The earliest sign-ups were invited first; some of them have joined.
      ...(index >= 110
        ? {
            status: index % 3 === 0 ? 'joined' : 'invited',
            invitedAt: minutesBeforeNow(300),
            redeemedAt: index % 3 === 0 ? minutesBeforeNow(120) : null,
          }
        : index % 29 === 7
          ? { status: 'removed' }
          : {}),
    };
  });

/**
 * `count` sign-ups, one every ten hours back from now, newest first; the earliest invited or joined. Two
 * in three confirmed their address a few minutes after signing up (every one invited or joined did).
 * Those from a referral came through an older member's share link, credited to that member once they
 * confirmed; the waiting ones stand in line by sign-up, moved up by their credited referrals.
 */
export const waitlistEntriesOf = (count: number): WaitlistEntry[] => withPositions(withReferrals(signupsOf(count)));

/** 137 sign-ups over the last two months, newest first. */
export const manyWaitlistEntries: WaitlistEntry[] = waitlistEntriesOf(137);

/** 64 messages over the last five weeks, newest first: the newest unread, older ones worked through. */
export const manyContactMessages: ContactMessage[] = Array.from({ length: 64 }, (_, index) => {
  const first = firstNames[(index * 2) % firstNames.length]!;
  const last = lastNames[(index * 7) % lastNames.length]!;
  const status = index < 9 ? 'New' : index % 5 === 0 ? 'Closed' : index % 3 === 0 ? 'InProgress' : 'Resolved';
  return {
    id: 9000 - index,
    firstName: first,
    lastName: last,
    email: `${slug(first)}.${slug(last)}@example.com`,
    subject: subjects[index % subjects.length]!,
    message: `Hello, I run a small business and wanted to ask about ${subjects[index % subjects.length]!.toLowerCase()}. Thanks!`,
    status,
    createdAt: minutesBeforeNow(20 + index * 773),
    waitingSince: minutesBeforeNow(20 + index * 773),
    isRead: index >= 6,
    isReplied: status === 'Resolved' || status === 'Closed',
    adminNotes: status === 'InProgress' ? 'Waiting for the product team.' : null,
    source: index % 11 === 3 ? null : 'website',
  };
});

/** Values at the edge of what the server accepts, to show how the tables wrap them. */
export const longWaitlistEntries: WaitlistEntry[] = withPositions([
  {
    id: 7002,
    email: 'maximilian.alexander.von-hohenberg-schwarzenfeld.accounts-payable@very-long-company-domain-name.example',
    name: 'Maximilian Alexander von Hohenberg-Schwarzenfeld der Dritte',
    company:
      'Hohenberg-Schwarzenfeld Internationale Logistik- und Speditionsgesellschaft mit beschränkter Haftung & Co. KG',
    source: 'partner-newsletter-autumn-campaign-2026',
    joinedAt: '2026-11-21T08:00:00.000Z',
    createdAt: '2026-11-21T08:00:00.000Z',
    ...waitingUnattributed,
    landingPage: '/blog/how-to-send-multi-currency-invoices-to-clients-in-several-countries-without-errors',
    referrerHost: 'newsletter.very-long-partner-company-domain-name.example',
    utmSource: 'partner-newsletter-autumn-edition',
    utmMedium: 'email',
    utmCampaign: 'Überweisung-früh-2026 — Herbst-Kampagne für Logistikunternehmen',
  },
  ...waitlistEntries,
]);

export const longContactMessages: ContactMessage[] = [
  {
    id: 7003,
    firstName: 'Maximilian Alexander',
    lastName: 'von Hohenberg-Schwarzenfeld',
    email: 'maximilian.alexander.von-hohenberg-schwarzenfeld@very-long-company-domain-name.example',
    subject:
      'Question about exporting several years of invoices with logistics data to Excel, including currencies and client groups',
    message: [
      'Hello,',
      '',
      'we are a freight forwarder with about 2,300 clients in 14 countries. Before we move from our current tool we need to know:',
      '1. Can invoices be created in EUR, CHF, GBP and USD from one account, with the exchange rate printed on the PDF?',
      '2. Can the Excel report carry our logistics data (shipment number, weight, route) per invoice line?',
      '3. Is there an import for existing clients and products from CSV?',
      '',
      'Thank you and kind regards,',
      'Maximilian',
    ].join('\n'),
    status: 'New',
    createdAt: '2026-11-21T11:15:00.000Z',
    waitingSince: '2026-11-21T11:15:00.000Z',
    isRead: false,
    isReplied: false,
    adminNotes: null,
    source: 'partner-newsletter-autumn-campaign-2026',
  },
  ...contactMessages,
];
