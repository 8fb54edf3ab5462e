import { z } from 'zod';

import { HONEYPOT_FIELD, waitlistSorts } from './constants';
import {
  adminListFilterBody,
  adminListFilterQuery,
  breakdown,
  bulkIds,
  emailField,
  fieldLimits,
  honeypotField,
  idsQuery,
  oneOfIdsOrFilter,
  optionalText,
  paginationQuery,
  sortQuery,
} from './fields';

export {
  BULK_IDS_LIMIT,
  DIRECT_SOURCE,
  DUPLICATE_EMAIL_MARKER,
  DUPLICATE_EMAIL_MESSAGE,
  HONEYPOT_FIELD,
  type WaitlistSort,
  waitlistSorts,
} from './constants';

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
  /** Case-insensitive: "website", "Website" and "WEBSITE" are one key, named by its most common spelling. */
  sourceBreakdown: breakdown,
  /** The IANA time zone today, this week and this month are counted in (the server's STATS_TIMEZONE). */
  timeZone: z.string(),
});

export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;

/** GET /api/waitlist: the admin list with search, filters and sort (GET /api/webpage/waitlist takes pagination only). */
export const waitlistListQuerySchema = paginationQuery.extend({
  ...adminListFilterQuery.shape,
  sort: sortQuery(waitlistSorts),
});

export type WaitlistListQuery = z.output<typeof waitlistListQuerySchema>;

/** GET /api/waitlist/export: the list's filters and sort, or `ids` (the selection, other filters ignored). */
export const waitlistExportQuerySchema = waitlistListQuerySchema.omit({ page: true, pageSize: true }).extend({
  ids: idsQuery,
});

export type WaitlistExportQuery = z.output<typeof waitlistExportQuerySchema>;

/** What the waitlist is filtered by in a bulk request: the list's filters without page and sort. */
export const waitlistListFilterSchema = adminListFilterBody;
export type WaitlistListFilter = z.input<typeof waitlistListFilterSchema>;

/** POST /api/waitlist/bulk: deletes the sign-ups named by `ids`, or every one `filter` matches. */
export const waitlistBulkRequestSchema = z
  .object({
    action: z.enum(['delete'], { error: 'action must be delete' }),
    ids: bulkIds.optional(),
    filter: waitlistListFilterSchema.optional(),
  })
  .strict()
  .superRefine(oneOfIdsOrFilter);

export type WaitlistBulkRequest = z.input<typeof waitlistBulkRequestSchema>;
