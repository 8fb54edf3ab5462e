import { z } from 'zod';

import { HONEYPOT_FIELD } from './constants';
import { adminListQuery, breakdown, emailField, fieldLimits, honeypotField, optionalText } from './fields';

export { DUPLICATE_EMAIL_MARKER, DUPLICATE_EMAIL_MESSAGE, HONEYPOT_FIELD } from './constants';

/**
 * POST /api/webpage/waitlist. `source` is `website` from the site; other values are kept as sent. The
 * hidden honeypot field (`HONEYPOT_FIELD`, "website") is empty when a person filled the form.
 */
export const waitlistJoinRequestSchema = z.object({
  email: emailField(),
  name: optionalText('Name', fieldLimits.name),
  company: optionalText('Company', fieldLimits.company),
  source: optionalText('Source', fieldLimits.source),
  [HONEYPOT_FIELD]: honeypotField,
});

export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;
/** A sign-up as stored: the request without its honeypot. */
export type WaitlistJoin = Omit<z.output<typeof waitlistJoinRequestSchema>, typeof HONEYPOT_FIELD>;

/** A waitlist entry as the admin reads it; both `joinedAt` and `createdAt` are sent (SPEC §3). */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  source: z.string().nullable(),
  joinedAt: z.string(),
  createdAt: z.string(),
});

export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistStatsSchema = z.object({
  totalEntries: z.number().int().nonnegative(),
  todayEntries: z.number().int().nonnegative(),
  weekEntries: z.number().int().nonnegative(),
  monthEntries: z.number().int().nonnegative(),
  sourceBreakdown: breakdown,
});

export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;

/** GET /api/waitlist: the admin list with search, filters and sort (GET /api/webpage/waitlist takes pagination only). */
export const waitlistListQuerySchema = adminListQuery.extend({
  source: optionalText('source', fieldLimits.source).optional(),
});

export type WaitlistListQuery = z.output<typeof waitlistListQuerySchema>;
