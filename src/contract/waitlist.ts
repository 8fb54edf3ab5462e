import { z } from 'zod';

import { adminListQuery, breakdown, emailField, fieldLimits, optionalText } from './fields';

export { DUPLICATE_EMAIL_MARKER, DUPLICATE_EMAIL_MESSAGE } from './constants';

/** POST /api/webpage/waitlist. `source` is `website` from the site; other values are kept as sent. */
export const waitlistJoinRequestSchema = z.object({
  email: emailField(),
  name: optionalText('Name', fieldLimits.name),
  company: optionalText('Company', fieldLimits.company),
  source: optionalText('Source', fieldLimits.source),
});

export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinRequestSchema>;

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
