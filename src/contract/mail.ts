import { z } from 'zod';

import { fieldLimits, paginationQuery, requiredText } from './fields';

/**
 * What the product sends, each written to the outbox in the same transaction as what causes it:
 * - `contact_alert`: a new contact message, to the administrators (Reply-To: the sender);
 * - `contact_ack`: the acknowledgement to the sender of a contact message;
 * - `welcome`: the welcome to a new waitlist member, with the 50% offer and a link to leave;
 * - `reply`: a reply written in the portal, to the sender of a contact message;
 * - `digest`: the daily summary of new sign-ups to the administrators (`ADMIN_DIGEST=daily`);
 * - `invite`: a launch invite to a waitlist member, with their early-bird code and a link to the platform.
 */
export const mailKinds = ['contact_alert', 'contact_ack', 'welcome', 'reply', 'digest', 'invite'] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  contact_alert: 'New message alert',
  contact_ack: 'Acknowledgement',
  welcome: 'Waitlist welcome',
  reply: 'Reply',
  digest: 'Daily digest',
  invite: 'Launch invite',
};

/**
 * Where a mail is:
 * - `queued`: waiting to be sent (a first try, or a retry after a failure, at `nextAttemptAt`);
 * - `sending`: handed to the SMTP server by an instance right now;
 * - `sent`: the SMTP server accepted it;
 * - `failed`: every try failed; `lastError` says why, and the portal can retry it;
 * - `not_configured`: not sent because no SMTP server is configured (`SMTP_URL`); sent once one is.
 */
export const mailStates = ['queued', 'sending', 'sent', 'failed', 'not_configured'] as const;
export type MailState = (typeof mailStates)[number];

export const mailStateLabels: Record<MailState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  not_configured: 'Not sent: no SMTP server configured',
};

export const mailStateSchema = z.enum(mailStates, { error: `state must be one of ${mailStates.join(', ')}` });

/** One mail of the outbox, as the portal lists it (GET /api/mail/outbox). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  /** The recipients; empty until sent for the administrators' mails, which go to whoever they are then. */
  to: z.array(z.string()),
  subject: z.string(),
  state: mailStateSchema,
  /** How many times sending was tried. */
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the next try is due (queued mails), else null. */
  nextAttemptAt: z.string().nullable(),
  /** The contact message it is about (alerts, acknowledgements, replies), else null. */
  contactMessageId: z.number().int().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/mail/outbox: a page of mails, newest first, optionally in one state. */
export const outboxListQuerySchema = paginationQuery.extend({ state: mailStateSchema.optional() });
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;

/** GET /api/mail/health: the dashboards' mail-health line. */
export const mailHealthSchema = z.object({
  /** Whether this server has an SMTP server to send through (`SMTP_URL`). */
  smtpConfigured: z.boolean(),
  queued: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  notConfigured: z.number().int().nonnegative(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;

/** POST /api/contact/{id}/replies: the reply's text; the subject ("Re: …") and the quote are added. */
export const contactReplyRequestSchema = z.object({
  body: requiredText('Reply', fieldLimits.message),
});
export type ContactReplyRequest = z.input<typeof contactReplyRequestSchema>;

/** One reply sent from the portal, as the message's conversation shows it (GET /api/contact/{id}/replies). */
export const contactReplySchema = z.object({
  id: z.number().int(),
  contactMessageId: z.number().int(),
  body: z.string(),
  /** The administrator who wrote it: their name and address. */
  sentBy: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  /** Where its mail is in the outbox. */
  mailState: mailStateSchema,
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/**
 * The subject of a reply to a contact message, as the server sends it and the portal shows it: the
 * message's subject on one line behind "Re: " once, however many "Re:" it already had.
 */
export const replySubject = (subject: string) =>
  `Re: ${subject
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(re:\s*)+/i, '')}`;
