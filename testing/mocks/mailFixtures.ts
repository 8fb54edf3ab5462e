import type { ContactAnswer, ContactReply, MailKind, MailState, OutboxMail, SuppressionReason } from '@shared/contract';
import { adminUser } from './authHandlers';
import { fixtureNow } from './fixtures';

/**
 * Mail data for the admin mocks: outbox mails and portal replies about the people of fixtures.ts, with
 * the subjects the server writes (server/mail/templates.ts). Typed by the contract; the mock server
 * parses every answer with the contract's schemas as well.
 */

/** The instant `minutes` after the fixtures' "now" (negative: before), as an ISO string. */
export const minutesFromNow = (minutes: number) => new Date(Date.parse(fixtureNow) + minutes * 60_000).toISOString();

/** Who wrote a reply: the signed-in administrator of the mocks, or a colleague. */
export const olivia: ContactReply['sentBy'] = {
  name: `${adminUser.firstName} ${adminUser.lastName}`,
  email: adminUser.email,
};
export const samuel: ContactReply['sentBy'] = { name: 'Samuel Okafor', email: 'samuel.okafor@invoiceflow.app' };

/** A mail as the outbox lists it: sent at once on the first try, unless `fields` say otherwise. */
function mail(
  id: number,
  kind: MailKind,
  to: string[],
  subject: string,
  createdAt: string,
  fields: Partial<OutboxMail> = {},
) {
  return {
    id,
    kind,
    to,
    subject,
    state: 'sent' as MailState,
    attempts: 1,
    lastError: null,
    createdAt,
    sentAt: new Date(Date.parse(createdAt) + 4_000).toISOString(),
    nextAttemptAt: null,
    contactMessageId: null,
    ...fields,
  } satisfies OutboxMail;
}

const unsent = { sentAt: null, attempts: 0 } as const;

/** A healthy outbox: everything the fixtures caused went out. Newest first, as the server lists it. */
export const outboxMails: OutboxMail[] = [
  mail(6, 'contact_alert', [], 'New message from Grace Hopper: Multi-currency invoices', '2026-11-21T10:02:00.000Z', {
    contactMessageId: 3,
  }),
  mail(5, 'contact_ack', ['grace@example.com'], 'We received your message', '2026-11-21T10:02:00.000Z', {
    contactMessageId: 3,
  }),
  mail(
    4,
    'welcome',
    ['maria.gonzalez@brightpath.studio'],
    'Welcome to InvoiceFlow: your 50% early-user discount',
    '2026-11-21T09:12:00.000Z',
  ),
  mail(3, 'digest', [], 'InvoiceFlow waitlist: 2 new sign-ups', '2026-11-21T07:00:00.000Z'),
  mail(2, 'reply', ['katherine@example.com'], 'Re: Launch date', '2026-11-15T09:30:00.000Z', { contactMessageId: 1 }),
  mail(
    1,
    'welcome',
    ['sam@northwind.io'],
    'Welcome to InvoiceFlow: your 50% early-user discount',
    '2026-11-02T08:30:00.000Z',
  ),
];

/** The SMTP server's refusal of an address that does not exist, as a failed mail keeps it. */
export const unknownRecipientError =
  '550 5.1.1 <lena.fischer@example.de>: Recipient address rejected: User unknown in virtual mailbox table';

/**
 * One mail in each state, newest first: a first try and a retry waiting in the queue, one being sent,
 * one sent, one that failed for good, one kept while no SMTP server was configured, and launch news
 * never sent to an address that bounced, and an older reminder to confirm.
 */
export const everyStateOutbox: OutboxMail[] = [
  mail(16, 'contact_ack', ['grace@example.com'], 'We received your message', minutesFromNow(-1), {
    ...unsent,
    state: 'queued',
    nextAttemptAt: minutesFromNow(0),
    contactMessageId: 3,
  }),
  mail(
    15,
    'welcome',
    ['kwame@asante-consulting.com'],
    'Welcome to InvoiceFlow: your 50% early-user discount',
    minutesFromNow(-20),
    {
      state: 'queued',
      sentAt: null,
      attempts: 2,
      lastError: 'Connection timeout: smtp.example.net:587 did not answer within 30 seconds',
      nextAttemptAt: minutesFromNow(4),
    },
  ),
  mail(14, 'contact_alert', [], 'New message from Grace Hopper: Multi-currency invoices', minutesFromNow(-2), {
    state: 'sending',
    sentAt: null,
    contactMessageId: 3,
  }),
  mail(13, 'reply', ['katherine@example.com'], 'Re: Launch date', minutesFromNow(-45), { contactMessageId: 1 }),
  mail(
    12,
    'welcome',
    ['lena.fischer@example.de'],
    'Welcome to InvoiceFlow: your 50% early-user discount',
    minutesFromNow(-180),
    {
      state: 'failed',
      sentAt: null,
      attempts: 5,
      lastError: unknownRecipientError,
    },
  ),
  mail(11, 'digest', [], 'InvoiceFlow waitlist: 3 new sign-ups', minutesFromNow(-300), {
    ...unsent,
    state: 'not_configured',
  }),
  mail(10, 'launch_news', ['lena.fischer@example.de'], 'InvoiceFlow is live', minutesFromNow(-120), {
    sentAt: null,
    state: 'suppressed',
    lastError: 'not sent: the address is suppressed (bounced: 550 at RCPT TO)',
  }),
  mail(
    9,
    'confirm_reminder',
    ['lena.fischer@example.de'],
    'Please confirm your address for the InvoiceFlow waitlist',
    minutesFromNow(-1495),
  ),
];

/** What a server without `SMTP_URL` holds: every mail kept, none sent. */
export const notConfiguredOutbox: OutboxMail[] = [
  mail(23, 'contact_alert', [], 'New message from Grace Hopper: Multi-currency invoices', '2026-11-21T10:02:00.000Z', {
    ...unsent,
    state: 'not_configured',
    contactMessageId: 3,
  }),
  mail(22, 'contact_ack', ['grace@example.com'], 'We received your message', '2026-11-21T10:02:00.000Z', {
    ...unsent,
    state: 'not_configured',
    contactMessageId: 3,
  }),
  mail(
    21,
    'welcome',
    ['maria.gonzalez@brightpath.studio'],
    'Welcome to InvoiceFlow: your 50% early-user discount',
    '2026-11-21T09:12:00.000Z',
    {
      ...unsent,
      state: 'not_configured',
    },
  ),
];

/** 64 mails over the last weeks, newest first, every sixth one failed: enough to page past 50. */
export const manyOutboxMails: OutboxMail[] = Array.from({ length: 64 }, (_, index) => {
  const failed = index % 6 === 5;
  const to = `member${64 - index}@example.com`;
  return mail(
    3000 - index,
    'welcome',
    [to],
    'Welcome to InvoiceFlow: your 50% early-user discount',
    minutesFromNow(-30 - index * 211),
    failed
      ? { state: 'failed', sentAt: null, attempts: 5, lastError: `550 5.1.1 <${to}>: Recipient address rejected` }
      : {},
  );
});

/** The portal's replies, oldest first: Katherine's question about the launch date was answered. */
export const contactReplies: ContactReply[] = [
  {
    id: 1,
    contactMessageId: 1,
    body: [
      'Hi Katherine,',
      '',
      'we plan to launch in the first quarter of 2027. Everyone on the waitlist hears it first, with the 50% discount.',
      '',
      'Olivia',
    ].join('\n'),
    sentBy: olivia,
    createdAt: '2026-11-15T09:30:00.000Z',
    mailState: 'sent',
  },
];

/**
 * What Katherine (message 1) sent back by mail after Olivia's reply: her out-of-office first, then her
 * answer, its quoted history already cut by the server (ADR 0029).
 */
export const customerAnswers: ContactAnswer[] = [
  {
    id: 1,
    contactMessageId: 1,
    from: { name: 'Katherine Johnson', email: 'katherine@example.com' },
    body: 'I am out of the office until 18 November, with limited access to e-mail.',
    automatic: true,
    receivedAt: '2026-11-15T09:31:00.000Z',
  },
  {
    id: 2,
    contactMessageId: 1,
    from: { name: 'Katherine Johnson', email: 'katherine@example.com' },
    body: 'Thanks, Olivia! One more question: will the discount apply to a team plan of five seats?',
    automatic: false,
    receivedAt: '2026-11-18T08:05:00.000Z',
  },
];

/** A long conversation with Katherine (message 1): one reply in each mail state. */
export const everyStateReplies: ContactReply[] = (
  [
    ['sent', olivia, 'Hi Katherine,\n\nwe plan to launch in the first quarter of 2027.'],
    ['failed', samuel, 'A short follow-up: the beta opens in January, if you would like to try it early.'],
    ['not_configured', samuel, 'Sent again while the mail server was being moved.'],
    ['sending', olivia, 'Here is the link to the beta sign-up.'],
    ['queued', olivia, 'And the price list you asked about is attached to your account page.'],
  ] as const
).map(([mailState, sentBy, body], index) => ({
  id: 101 + index,
  contactMessageId: 1,
  body,
  sentBy,
  createdAt: minutesFromNow(-600 + index * 90),
  mailState,
}));

/**
 * A reply at the edge of what the portal shows: several scripts, emoji, a long unbroken word and a
 * long address, to the long message of `longContactMessages` (7003).
 */
export const longUnicodeReplies: ContactReply[] = [
  {
    id: 201,
    contactMessageId: 7003,
    body: [
      'Sehr geehrter Herr von Hohenberg-Schwarzenfeld,',
      '',
      'vielen Dank für Ihre ausführliche Nachricht! 🚚📦 Zu Ihren Fragen:',
      '1. Ja: EUR, CHF, GBP und USD – mit Wechselkurs auf dem PDF (z. B. 1 CHF = 1,0642 €).',
      '2. Logistikdaten je Rechnungsposition: Sendungsnummer, Gewicht, Route → Excel-Bericht.',
      '3. CSV-Import: https://docs.invoiceflow.app/import/clients-and-products/csv-column-mapping-for-logistics-companies-with-multiple-currencies',
      '',
      'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsgenehmigungsverfahren? Kein Problem.',
      '日本語の請求書にも対応しています。 الفواتير باللغة العربية مدعومة أيضًا.',
      '',
      'Mit freundlichen Grüßen',
      'Olivia 👩‍💼',
    ].join('\n'),
    sentBy: {
      name: 'Anna-Sophie Müller-Lüdenscheidt de la Fuente',
      email: 'anna-sophie.mueller-luedenscheidt.de-la-fuente@customer-success.invoiceflow.app',
    },
    createdAt: '2026-11-21T11:40:00.000Z',
    mailState: 'sent',
  },
];

/**
 * An address on the mock server's suppression list. The mock knows the address, to answer a lookup and
 * to mark the sign-ups it belongs to; the server keeps only its hash, and answers only that.
 */
export type SuppressedAddress = {
  email: string;
  reason: SuppressionReason;
  detail: string | null;
  createdAt: string;
};

/**
 * The suppression list, newest first: Lena's address bounced (the failed welcome of `everyStateOutbox`;
 * she was invited already), someone not on the waitlist marked a mail as spam, and a member who left the
 * waitlist (their sign-up gone with them). The small fixture's waiting sign-ups are not on it, so who
 * is invited stays as it was.
 */
export const suppressedAddresses: SuppressedAddress[] = [
  { email: 'lena.fischer@example.de', reason: 'bounced', detail: '550 at RCPT TO', createdAt: minutesFromNow(-175) },
  { email: 'p.moreau@example.fr', reason: 'complained', detail: 'abuse', createdAt: minutesFromNow(-330) },
  { email: 'former.member@example.com', reason: 'left', detail: null, createdAt: '2026-11-12T16:05:00.000Z' },
];
