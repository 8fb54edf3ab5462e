import type { ContactMessage, SavedReply } from '@shared/contract';
import { waitlistEntries } from './fixtures';
import { minutesFromNow } from './mailFixtures';

/**
 * The replying aids of the admin mocks: the team's saved replies, and a sender who wrote more than once
 * and is on the waitlist (for the sender beside a message). Typed by the contract; the mock server parses
 * every answer with the contract's schemas as well.
 */

/** A saved reply written `days` ago and not changed since. */
const saved = (id: number, title: string, body: string, days: number): SavedReply => ({
  id,
  title,
  body,
  createdAt: minutesFromNow(-days * 24 * 60),
  updatedAt: minutesFromNow(-days * 24 * 60),
});

/** The team's saved replies, by title A to Z as the server lists them. */
export const savedReplies: SavedReply[] = [
  saved(
    2,
    'CSV import',
    'Hello {firstName},\n\nyes: you can import clients from a CSV file (Excel saves one) on the Clients page, ' +
      'with names, addresses and tax numbers.',
    20,
  ),
  saved(
    3,
    'Launch date',
    'Hi {firstName},\n\nwe open to everyone on the waitlist in the first quarter of 2027, with 50% off the first year.',
    12,
  ),
  saved(
    1,
    'Thanks for writing',
    'Hello {firstName},\n\nthank you for writing to us. We will get back to you within a day.',
    30,
  ),
];

/** One saved reply at the limits: the longest title, without a space to break it, and a long text in several scripts. */
export const longSavedReplies: SavedReply[] = [
  saved(
    9,
    // 80 characters: `fieldLimits.savedReplyTitle`.
    'Rechnungsstellungsvoraussetzungsüberprüfungsbenachrichtigungsvorlagenverwaltung!',
    'Guten Tag {firstName},\n\n' +
      'vielen Dank für Ihre Nachricht. 日本語の請求書にも対応しています。 Nous facturons aussi en euros. 🌍🧾\n\n' +
      'https://invoiceflow.app/features/multi-currency-invoices-and-exchange-rates-explained-step-by-step',
    3,
  ),
  ...savedReplies,
];

/**
 * Maria Gonzalez, on the waitlist (`waitlistEntries`), wrote three times: the newest message is the one
 * opened in the stories, the other two (one from her address in capitals) are listed beside it.
 */
const maria = waitlistEntries.find((entry) => entry.email === 'maria.gonzalez@brightpath.studio')!;
const fromMaria = (id: number, subject: string, createdAt: string, fields: Partial<ContactMessage> = {}) =>
  ({
    id,
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: maria.email,
    subject,
    message: 'Could you tell me more?',
    status: 'New',
    createdAt,
    waitingSince: createdAt,
    isRead: true,
    isReplied: false,
    adminNotes: null,
    source: 'website',
    ...fields,
  }) satisfies ContactMessage;

export const returningSenderMessages: ContactMessage[] = [
  fromMaria(12, 'Team seats and roles', minutesFromNow(-45), { isRead: false }),
  fromMaria(11, 'Invoices in two currencies', '2026-11-19T16:20:00.000Z', {
    status: 'Resolved',
    isReplied: true,
    email: maria.email.toUpperCase(),
  }),
  fromMaria(10, 'Do you import from QuickBooks?', '2026-11-12T09:05:00.000Z', { status: 'InProgress' }),
];
