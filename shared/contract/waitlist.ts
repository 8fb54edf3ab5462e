import { z } from 'zod';

import { HOST_NAME_PATTERN } from './attribution';
import {
  HONEYPOT_FIELD,
  REFERRAL_CODE_PATTERN,
  suppressionReasons,
  waitlistBulkActions,
  waitlistConfirmations,
  waitlistSorts,
  waitlistStatuses,
} from './constants';
import {
  adminListFilterQuery,
  breakdown,
  bulkIds,
  expectedCountField,
  emailField,
  fieldLimits,
  honeypotField,
  idsQuery,
  oneOfIdsOrFilter,
  optionalText,
  paginationQuery,
  sortQuery,
  storable,
} from './fields';

export {
  BULK_IDS_LIMIT,
  DIRECT_SOURCE,
  DUPLICATE_EMAIL_MARKER,
  DUPLICATE_EMAIL_MESSAGE,
  HONEYPOT_FIELD,
  THROWAWAY_EMAIL_MARKER,
  throwawayEmailMessage,
  type WaitlistSort,
  waitlistSorts,
  EARLY_BIRD_DISCOUNT,
  INVITE_RUN_LIMIT,
  waitlistBulkActions,
  type WaitlistBulkAction,
  waitlistStatuses,
  type WaitlistStatus,
  waitlistStatusLabels,
  waitlistConfirmations,
  type WaitlistConfirmation,
  REFERRAL_CODE_PATTERN,
  REFERRAL_PARAMETER,
  REFERRAL_SOURCE,
  STATUS_LINK_SENT_MESSAGE,
  COMMON_MAIL_DOMAINS,
} from './constants';

/**
 * `landingPage`: the path a visit began on, without query or fragment (a query may carry personal data).
 * Null when absent or empty.
 */
const landingPageField = storable(
  'landingPage',
  z
    .string({ error: 'landingPage must be text' })
    .trim()
    .max(fieldLimits.landingPage, `landingPage must be at most ${fieldLimits.landingPage} characters`)
    .refine((path) => path === '' || /^\/[^?#\s]*$/.test(path), 'landingPage must be a path such as /pricing'),
)
  .nullish()
  .transform((value) => value || null);

/** `referrerHost`: a host name (and port), stored in lower case; null when absent or empty. */
const referrerHostField = z
  .string({ error: 'referrerHost must be text' })
  .trim()
  .max(fieldLimits.referrerHost, `referrerHost must be at most ${fieldLimits.referrerHost} characters`)
  .refine(
    (host) => host === '' || HOST_NAME_PATTERN.test(host),
    'referrerHost must be a host name such as news.example.com',
  )
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

/**
 * Where a sign-up came from, recorded by the site once per visit and sent with the sign-up: the first
 * page, the referring host and the landing URL's `utm_source`, `utm_medium` and `utm_campaign`. All
 * optional; `source` stays what the site sends (product.md: `website`).
 */
export const attributionFields = {
  landingPage: landingPageField,
  referrerHost: referrerHostField,
  utmSource: optionalText('utmSource', fieldLimits.utm),
  utmMedium: optionalText('utmMedium', fieldLimits.utm),
  utmCampaign: optionalText('utmCampaign', fieldLimits.utm),
};

export type Attribution = { [Field in keyof typeof attributionFields]: string | null };

/**
 * POST /api/webpage/waitlist. `source` is `website` from the site; other values are kept as sent. The
 * hidden honeypot field (`HONEYPOT_FIELD`, "website") is empty when a person filled the form.
 */
/**
 * `referralCode`: the code of the share link the visit came through (`/?ref=<code>`). A share link passed
 * from hand to hand can be cut or changed: what is not a code's shape is dropped, never a reason to
 * refuse the sign-up; an unknown code is likewise ignored by the server.
 */
const referralCodeField = z
  .string({ error: 'referralCode must be text' })
  .max(200, 'referralCode must be at most 200 characters')
  .nullish()
  .transform((value) => (value && REFERRAL_CODE_PATTERN.test(value.trim()) ? value.trim() : null));

export const waitlistJoinRequestSchema = z.object({
  email: emailField(),
  name: optionalText('Name', fieldLimits.name),
  company: optionalText('Company', fieldLimits.company),
  source: optionalText('Source', fieldLimits.source),
  ...attributionFields,
  referralCode: referralCodeField,
  [HONEYPOT_FIELD]: honeypotField,
});

export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;
/** A sign-up as stored: the request without its honeypot. */
export type WaitlistJoin = Omit<
  z.output<typeof waitlistJoinRequestSchema>,
  typeof HONEYPOT_FIELD | keyof Attribution | 'referralCode'
> &
  Partial<Attribution> & { referralCode?: string | null };

/** A waitlist entry as the admin reads it; both `joinedAt` and `createdAt` are sent (product.md §3). */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  source: z.string().nullable(),
  joinedAt: z.string(),
  createdAt: z.string(),
  landingPage: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  status: z.enum(waitlistStatuses),
  /** When the invite was queued; null until invited. */
  invitedAt: z.string().nullable(),
  /** When the platform redeemed the entry's code (the entry joined); null until then. */
  redeemedAt: z.string().nullable(),
  /** When the member opened the confirm link of their welcome (or its reminder); null until then. */
  confirmedAt: z.string().nullable(),
  /**
   * Why no mail goes to the entry's address, if it is on the suppression list (GET /api/mail/suppressions;
   * `addressHash` names it there, to lift it).
   */
  suppression: z.object({ addressHash: z.string(), reason: z.enum(suppressionReasons), since: z.string() }).nullable(),
  /** The place in line among the waiting entries (1 is next to be invited); null when not waiting. */
  position: z.number().int().positive().nullable(),
  /** Referrals credited to this member: sign-ups through their link that confirmed their address. */
  referrals: z.number().int().nonnegative(),
  /** The member whose share link this sign-up came through; null when none (or that member is gone). */
  referredBy: z.number().int().nullable(),
});

export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistStatsSchema = z.object({
  totalEntries: z.number().int().nonnegative(),
  todayEntries: z.number().int().nonnegative(),
  weekEntries: z.number().int().nonnegative(),
  monthEntries: z.number().int().nonnegative(),
  /** Case-insensitive: "website", "Website" and "WEBSITE" are one key, named by its most common spelling. */
  sourceBreakdown: breakdown,
  /** Entries whose owner confirmed the address (`confirmedAt` set); the rest are unconfirmed. */
  confirmedEntries: z.number().int().nonnegative(),
  /** Entries per status; every status is present, 0 when none. */
  statusBreakdown: z.record(z.enum(waitlistStatuses), z.number().int().nonnegative()),
  /** Per `utm_campaign`, case-insensitive like the sources; `direct` counts the entries without one. */
  campaignBreakdown: breakdown,
  /** Per `utm_source`, the same way. */
  utmSourceBreakdown: breakdown,
  /** Per referring host; `direct` counts the entries that came without a referrer. */
  referrerBreakdown: breakdown,
  /** The newest entry's id (null when there is none): a poll that sees it grow knows someone signed up. */
  newestId: z.number().int().nullable(),
  /** The IANA time zone today, this week and this month are counted in (the server's STATS_TIMEZONE). */
  timeZone: z.string(),
});

export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;

/**
 * What the waitlist filters by beyond every list's filters: its status, and attribution values matched
 * case-insensitively (`direct` matches the entries without one, as for `source`).
 */
const waitlistOnlyFilters = {
  status: z.enum(waitlistStatuses, { error: `status must be one of ${waitlistStatuses.join(', ')}` }).optional(),
  confirmation: z
    .enum(waitlistConfirmations, { error: `confirmation must be one of ${waitlistConfirmations.join(', ')}` })
    .optional(),
  utmCampaign: optionalText('utmCampaign', fieldLimits.utm).optional(),
  utmSource: optionalText('utmSource', fieldLimits.utm).optional(),
  referrerHost: optionalText('referrerHost', fieldLimits.referrerHost).optional(),
};

const waitlistFilterQuery = adminListFilterQuery.extend(waitlistOnlyFilters);

/** GET /api/waitlist: the admin list with search, filters and sort (GET /api/webpage/waitlist takes pagination only). */
export const waitlistListQuerySchema = paginationQuery.extend({
  ...waitlistFilterQuery.shape,
  sort: sortQuery(waitlistSorts),
});

export type WaitlistListQuery = z.output<typeof waitlistListQuerySchema>;

/** GET /api/waitlist/export: the list's filters and sort, or `ids` (the selection, other filters ignored). */
export const waitlistExportQuerySchema = waitlistListQuerySchema.omit({ page: true, pageSize: true }).extend({
  ids: idsQuery,
});

export type WaitlistExportQuery = z.output<typeof waitlistExportQuerySchema>;

/** What the waitlist is filtered by in a bulk request: the list's filters without page and sort. */
export const waitlistListFilterSchema = waitlistFilterQuery.strict();
export type WaitlistListFilter = z.input<typeof waitlistListFilterSchema>;

/** What a bulk action on the waitlist does, and to which sign-ups. */
const waitlistBulkTarget = {
  action: z.enum(waitlistBulkActions, { error: `action must be one of ${waitlistBulkActions.join(', ')}` }),
  ids: bulkIds.optional(),
  filter: waitlistListFilterSchema.optional(),
};

/**
 * POST /api/waitlist/bulk: to the sign-ups named by `ids`, or every one `filter` matches: `delete` them,
 * `remove` them from the launch (kept, never invited; a joined entry stays joined), or `restore` removed
 * ones (to invited when they had been invited, else to waiting). With `expectedCount`, only when it
 * changes exactly that many (else 409, nothing changed).
 */
export const waitlistBulkRequestSchema = z
  .object({ ...waitlistBulkTarget, expectedCount: expectedCountField })
  .strict()
  .superRefine(oneOfIdsOrFilter);

export type WaitlistBulkRequest = z.input<typeof waitlistBulkRequestSchema>;

/**
 * POST /api/waitlist/bulk/count: how many sign-ups that bulk action would change now, counted exactly
 * (what its confirmation names), without changing any.
 */
export const waitlistBulkCountRequestSchema = z.object(waitlistBulkTarget).strict().superRefine(oneOfIdsOrFilter);

export type WaitlistBulkCountRequest = z.input<typeof waitlistBulkCountRequestSchema>;

/**
 * POST /api/webpage/waitlist/status-link (and the no-JS form at /waitlist/status-link): mail the status
 * page's link to this address if it is on the list. The answer is the same either way
 * (`STATUS_LINK_SENT_MESSAGE`), so nobody learns who is on the list.
 */
export const statusLinkRequestSchema = z.object({
  email: emailField(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type StatusLinkRequest = z.input<typeof statusLinkRequestSchema>;
export const statusLinkResponseSchema = z.object({ message: z.string() });

/** Why a referrer stands out on the leaderboard: several referrals at one address, or one unusual domain. */
export const referrerFlags = ['shared_address', 'shared_domain'] as const;
export type ReferrerFlag = (typeof referrerFlags)[number];

/**
 * GET /api/waitlist/referrers: the members with the most credited referrals (the leaderboard), each with
 * the referrals still waiting for their newcomer to confirm, their place, and the flags that call for a
 * look before they are invited ahead of others:
 * - `shared_address`: two or more of their referrals are one mailbox written differently
 *   (`jo+1@…`, `j.o@gmail.com`);
 * - `shared_domain`: most of their referrals (3 or more) come from one domain that is not a common
 *   mail provider's.
 */
export const referrersQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(10),
});
export const referrerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  referrals: z.number().int().nonnegative(),
  awaitingConfirmation: z.number().int().nonnegative(),
  position: z.number().int().positive().nullable(),
  flags: z.array(z.enum(referrerFlags)),
});
export type Referrer = z.infer<typeof referrerSchema>;
export const referrersResponseSchema = z.object({ referrers: z.array(referrerSchema) });
export type ReferrersResponse = z.infer<typeof referrersResponseSchema>;
