import type { ContactMessage, ContactStats, WaitlistEntry, WaitlistStats } from '../../src/contract';

/** Mock data shared by stories and unit tests: realistic, varied, and typed by the contract. */

export const waitlistEntries: WaitlistEntry[] = [
  {
    id: 4,
    email: 'maria.gonzalez@brightpath.studio',
    name: 'Maria Gonzalez',
    company: 'Brightpath Studio',
    source: 'website',
    joinedAt: '2026-11-21T09:12:00.000Z',
    createdAt: '2026-11-21T09:12:00.000Z',
  },
  {
    id: 3,
    email: 'kwame@asante-consulting.com',
    name: 'Kwame Asante',
    company: null,
    source: 'referral',
    joinedAt: '2026-11-20T16:40:00.000Z',
    createdAt: '2026-11-20T16:40:00.000Z',
  },
  {
    id: 2,
    email: 'lena.fischer@example.de',
    name: null,
    company: 'Fischer & Söhne GmbH',
    source: null,
    joinedAt: '2026-11-18T11:05:00.000Z',
    createdAt: '2026-11-18T11:05:00.000Z',
  },
  {
    id: 1,
    email: 'sam@northwind.io',
    name: 'Sam Patel',
    company: 'Northwind',
    source: 'website',
    joinedAt: '2026-11-02T08:30:00.000Z',
    createdAt: '2026-11-02T08:30:00.000Z',
  },
];

export const waitlistStats: WaitlistStats = {
  totalEntries: 1248,
  todayEntries: 12,
  weekEntries: 86,
  monthEntries: 311,
  sourceBreakdown: { website: 1032, referral: 164, direct: 52 },
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
  statusBreakdown: { New: 1, InProgress: 1, Resolved: 1 },
  sourceBreakdown: { website: 3 },
};
