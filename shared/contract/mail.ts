import { z } from 'zod';

import { mailKinds, mailStates, suppressionReasons } from './constants';
import { fieldLimits, paginationQuery, requiredText, searchQuery } from './fields';

// The kinds and states, their labels and the reply's subject are plain values the portal shows: they
// live in the zod-free constants, so the portal's screens import them without zod.
export {
  type MailKind,
  mailKindLabels,
  mailKinds,
  type MailState,
  mailStateLabels,
  mailStates,
  replySubject,
  bulkMailKinds,
  type BulkMailKind,
  suppressionReasons,
  type SuppressionReason,
  suppressionReasonLabels,
} from './constants';

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

/**
 * GET /api/mail/outbox: a page of mails, newest first, optionally in one state, and with `q` only those
 * whose recipient's address holds that text (any case; one or two characters: starts with it,
 * `OUTBOX_SEARCH_ANYWHERE_FROM`). The administrators' own mails (alerts, digests) have no recipient of
 * their own: they go to whoever the administrators are when sent.
 */
export const outboxListQuerySchema = paginationQuery.extend({ state: mailStateSchema.optional(), q: searchQuery });
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
 * One answer the customer sent back by mail, as the message's conversation shows it (GET
 * /api/contact/{id}/answers): who sent it and when, and their words without the history their mail client
 * quoted under them.
 */
export const contactAnswerSchema = z.object({
  id: z.number().int(),
  contactMessageId: z.number().int(),
  from: z.object({ name: z.string(), email: z.string() }),
  body: z.string(),
  /** An auto-reply (out of office, a bounce): shown, but it reopened nothing. */
  automatic: z.boolean(),
  receivedAt: z.string(),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/**
 * POST /api/inbound/mail: what became of the mail (server/repositories/inbound.ts says each outcome), and
 * the contact message it joined or made, if any.
 */
export const inboundMailResultSchema = z.object({
  outcome: z.enum(['joined', 'relayed', 'recorded', 'new', 'dropped', 'duplicate', 'bounce', 'complaint']),
  contactMessageId: z.number().int().nullable(),
});
export type InboundMailResult = z.infer<typeof inboundMailResultSchema>;

/**
 * One address on the suppression list. The address itself is not kept, only its hash (SHA-256 of the
 * address in lower case, hex): the list must outlive the entry of a member who left, without keeping
 * what they asked us to forget. `detail` is what the bounce or the SMTP server said of it (a status code
 * such as `5.1.1`), never their words.
 */
export const suppressionSchema = z.object({
  addressHash: z.string(),
  reason: z.enum(suppressionReasons),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type Suppression = z.infer<typeof suppressionSchema>;

/**
 * GET /api/mail/suppressions: a page of the list, newest first; with `email`, only that address's entry
 * (the one way to find an address, as only hashes are kept). Paged like the other admin lists
 * (`X-Total-Count`).
 */
export const suppressionListQuerySchema = paginationQuery.extend({
  email: z.string().trim().max(fieldLimits.email, `email must be at most ${fieldLimits.email} characters`).optional(),
});
export type SuppressionListQuery = z.output<typeof suppressionListQuerySchema>;
