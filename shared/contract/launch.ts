import { z } from 'zod';

import {
  EARLY_BIRD_DISCOUNT,
  INVITE_RUN_LIMIT,
  OTHER_KEY,
  SIGNUP_CHART_KEYS,
  signupChartGroupings,
  signupChartRanges,
} from './constants';
import { bulkIds, expectedCountField, oneOfIdsOrFilter } from './fields';
import { waitlistListFilterSchema } from './waitlist';

export { INVITE_RUN_LIMIT, EARLY_BIRD_DISCOUNT, OTHER_KEY, SIGNUP_CHART_KEYS, signupChartGroupings, signupChartRanges };
export type { SignupChartGrouping, SignupChartRange } from './constants';

/**
 * Who an invite run invites: the waiting entries among `ids` (the selection), or among every entry
 * `filter` matches; at most `limit` of them (all when absent, never more than `INVITE_RUN_LIMIT`), in
 * their order in line: by position (sign-up order, moved up by credited referrals). Entries already invited, joined or removed are never invited again.
 */
export const inviteRequestSchema = z
  .object({
    ids: bulkIds.optional(),
    filter: waitlistListFilterSchema.optional(),
    limit: z
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${INVITE_RUN_LIMIT}`)
      .max(INVITE_RUN_LIMIT, `limit must be between 1 and ${INVITE_RUN_LIMIT}`)
      .optional(),
    /**
     * Only members who confirmed their address. When absent, the server's `INVITE_CONFIRMED_ONLY`
     * decides (off unless set).
     */
    confirmedOnly: z.boolean({ error: 'confirmedOnly must be true or false' }).optional(),
  })
  .strict()
  .superRefine(oneOfIdsOrFilter);

export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** A mail as the portal previews it before sending. */
export const mailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/**
 * POST /api/launch/invites/preview: what a run with this request would do, without doing it: how many
 * entries it would invite (`willInvite`), how many of those asked for are waiting (`waiting`), and the
 * invite mail as the first of them would get it (a sample code stands in for theirs).
 */
export const invitePreviewSchema = z.object({
  willInvite: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  /** Null when nobody would be invited. */
  mail: mailPreviewSchema.nullable(),
  /** Whether `LAUNCH_URL` is set: without it the server refuses to invite (the links would lead nowhere). */
  launchUrlConfigured: z.boolean(),
  /** Whether the run counts only confirmed members: the request's `confirmedOnly`, else `INVITE_CONFIRMED_ONLY`. */
  confirmedOnly: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** One invite run and where its mails are (each invited entry has one invite mail). */
export const inviteRunSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The administrator who started it. */
  createdBy: z.string(),
  invited: z.number().int().nonnegative(),
  /** Mails waiting to be sent (queued or being sent). */
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Kept because no SMTP server is configured; sent once one is. */
  notConfigured: z.number().int().nonnegative(),
  /** Never sent: the address was suppressed (it bounced, complained or left) after the run picked it. */
  suppressed: z.number().int().nonnegative(),
});
export type InviteRun = z.infer<typeof inviteRunSchema>;

/** GET /api/launch/invites: the latest runs, newest first. */
export const inviteRunListSchema = z.object({ runs: z.array(inviteRunSchema) });
export type InviteRunList = z.infer<typeof inviteRunListSchema>;

/**
 * POST /api/launch/redeem, called by the live platform with `Authorization: Bearer <LAUNCH_API_TOKEN>`.
 * The code is matched ignoring case, spaces and dashes, as people retype codes.
 */
export const redeemRequestSchema = z
  .object({
    code: z
      .string({ error: (issue) => (issue.input === undefined ? 'code is required' : 'code must be text') })
      .trim()
      .min(1, 'code is required')
      .max(64, 'code must be at most 64 characters'),
  })
  .strict();
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

/** The answer to a first redemption: whose code it is and what it is worth. */
export const redeemResponseSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  discount: z.object({ percentOff: z.number().int(), durationMonths: z.number().int() }),
  redeemedAt: z.string(),
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/** GET /api/waitlist/signups: sign-ups per day over the last `days`, optionally split by source or campaign. */
export const signupChartQuerySchema = z.object({
  days: z.coerce
    .number({ error: `days must be one of ${signupChartRanges.join(', ')}` })
    .refine((days) => (signupChartRanges as readonly number[]).includes(days), {
      message: `days must be one of ${signupChartRanges.join(', ')}`,
    })
    .default(30),
  by: z.enum(signupChartGroupings, { error: `by must be one of ${signupChartGroupings.join(', ')}` }).optional(),
});
export type SignupChartQuery = z.output<typeof signupChartQuerySchema>;

/**
 * The chart's numbers: one row per calendar day in `timeZone`, oldest first, the last being today.
 * `total` is that day's sign-ups, `runningTotal` the list's size at the end of that day (entries since
 * deleted are not counted). With `by`, `keys` names the largest groups (at most `SIGNUP_CHART_KEYS`, then
 * `other` for the rest, `direct` for none) and each day's `byKey` splits its total among them.
 */
export const signupChartSchema = z.object({
  timeZone: z.string(),
  by: z.enum(signupChartGroupings).nullable(),
  keys: z.array(z.string()),
  days: z.array(
    z.object({
      date: z.string(),
      total: z.number().int().nonnegative(),
      runningTotal: z.number().int().nonnegative(),
      byKey: z.record(z.string(), z.number().int().nonnegative()),
    }),
  ),
});
export type SignupChart = z.infer<typeof signupChartSchema>;

/**
 * POST /api/launch/news/preview: who the launch news would go to now (every member waiting or invited
 * whose address is not suppressed and who has not had it yet) and the mail as the first of them would
 * get it.
 */
export const launchNewsPreviewSchema = z.object({
  recipients: z.number().int().nonnegative(),
  /** Null when nobody would get it. */
  mail: mailPreviewSchema.nullable(),
});
export type LaunchNewsPreview = z.infer<typeof launchNewsPreviewSchema>;

/**
 * POST /api/launch/news: queues the launch news for everyone the preview counted. `expectedCount` is the
 * count the administrator confirmed: when the recipients are no longer that many, nothing is queued (409).
 */
export const launchNewsRequestSchema = z.object({ expectedCount: expectedCountField.unwrap() }).strict();
export type LaunchNewsRequest = z.input<typeof launchNewsRequestSchema>;

export const launchNewsResultSchema = z.object({ queued: z.number().int().nonnegative() });
export type LaunchNewsResult = z.infer<typeof launchNewsResultSchema>;
