import { z } from 'zod';

import { contactStatuses, waitlistStatuses, webhookEventTypes, webhookStates } from './constants';
import { paginationQuery } from './fields';

// The types, states and labels are plain values the portal shows: they live in the zod-free constants.
export {
  type WebhookEventType,
  webhookEventTypes,
  type WebhookState,
  webhookStateLabels,
  webhookStates,
} from './constants';

export const webhookStateSchema = z.enum(webhookStates, { error: `state must be one of ${webhookStates.join(', ')}` });
export const webhookEventTypeSchema = z.enum(webhookEventTypes, {
  error: `type must be one of ${webhookEventTypes.join(', ')}`,
});

/**
 * One event of the webhook outbox, as the portal lists it (GET /api/webhooks): what it tells of
 * (`type`, `data`: the `data` its body carries, which administrators see anyway), where its delivery is,
 * and `eventId`, its `webhook-id` header, the same on every try, by which receivers recognise a copy.
 */
export const webhookEventSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: webhookEventTypeSchema,
  state: webhookStateSchema,
  /** How many times sending was tried. */
  attempts: z.number().int().nonnegative(),
  /** The HTTP status the receiver answered the last try with; null before any answer (or none came). */
  lastStatus: z.number().int().nullable(),
  /** Why the last try failed (the status and the start of the receiver's answer, or no answer); null once delivered. */
  lastError: z.string().nullable(),
  /** When the next try is due (queued events), else null. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** GET /api/webhooks: a page of events, newest first, optionally of one state and one type. */
export const webhookListQuerySchema = paginationQuery.extend({
  state: webhookStateSchema.optional(),
  type: webhookEventTypeSchema.optional(),
});
export type WebhookListQuery = z.output<typeof webhookListQuerySchema>;

/** GET /api/webhooks/status: whether events are sent, where to, and the backlog. */
export const webhookStatusSchema = z.object({
  /** Whether this server sends events (`WEBHOOK_URL` and `WEBHOOK_SECRET` set); none is queued without. */
  configured: z.boolean(),
  /** The host events go to: WEBHOOK_URL's, never its path or query, which may hold a token. */
  host: z.string().nullable(),
  /** Events waiting for a try or being sent. */
  queued: z.number().int().nonnegative(),
  /** Events that failed every try: the portal can retry them. */
  failed: z.number().int().nonnegative(),
});
export type WebhookStatus = z.infer<typeof webhookStatusSchema>;

/*
 * What a receiver gets (docs/operations.md, "Webhooks"): the body of every event, and the `data` of each
 * type. The server writes these; they are here to be read (and checked by the server's tests).
 */

const instant = z.iso.datetime({ offset: true });

/** Every event's body, as Standard Webhooks lays it out: its type, when it happened, and its data. */
export const webhookBodySchema = z.strictObject({
  type: webhookEventTypeSchema,
  /** When what it tells of happened (the event was written in the same transaction). */
  timestamp: instant,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** A waitlist member, as the waitlist.* and launch.* events tell of one. */
export const webhookEntrySchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  /** The entry's status; `left` in `waitlist.left`, whose entry is gone. */
  status: z.enum([...waitlistStatuses, 'left']),
  source: z.string().nullable(),
  joinedAt: instant,
  confirmedAt: instant.nullable(),
  referredBy: z.number().int().nullable(),
  referrals: z.number().int().nonnegative(),
  landingPage: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
});

/** `contact.received`: a message through the contact form, or a new conversation by mail (`source: email`). */
export const contactReceivedDataSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  source: z.string().nullable(),
  status: z.enum(contactStatuses),
  receivedAt: instant,
});

/** `launch.invited`: a member an invite run invited (their invite mail is queued); never their code. */
export const launchInvitedDataSchema = webhookEntrySchema.extend({ invitedAt: instant, inviteRunId: z.number().int() });

/** `launch.redeemed`: a member whose invite code the live platform redeemed (their status is `joined`). */
export const launchRedeemedDataSchema = webhookEntrySchema.extend({ invitedAt: instant, redeemedAt: instant });

/** `waitlist.referred`: a referral credited (its newcomer confirmed); the referrer with its new count. */
export const waitlistReferredDataSchema = z.strictObject({
  referrer: webhookEntrySchema,
  referral: webhookEntrySchema,
});
