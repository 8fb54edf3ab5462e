import { z } from 'zod';

import { type ContactBulkAction, contactBulkActions, contactSorts, contactStatuses, HONEYPOT_FIELD } from './constants';
import {
  adminListFilterBody,
  adminListFilterQuery,
  booleanQuery,
  breakdown,
  bulkIds,
  emailField,
  expectedCountField,
  fieldLimits,
  honeypotField,
  idsQuery,
  oneOfIdsOrFilter,
  optionalText,
  paginationQuery,
  requiredText,
  sortQuery,
  storable,
} from './fields';

export {
  type ContactBulkAction,
  contactBulkActions,
  type ContactSort,
  contactSorts,
  type ContactStatus,
  contactStatuses,
  contactStatusLabels,
} from './constants';

export const contactStatusSchema = z.enum(contactStatuses, {
  error: `status must be one of ${contactStatuses.join(', ')}`,
});

/**
 * POST /api/webpage/contact: all five fields required and trimmed, plus the hidden honeypot field
 * (`HONEYPOT_FIELD`, "website"), which people leave empty.
 */
export const contactMessageRequestSchema = z.object({
  firstName: requiredText('First name', fieldLimits.name),
  lastName: requiredText('Last name', fieldLimits.name),
  email: emailField(),
  subject: requiredText('Subject', fieldLimits.subject),
  message: requiredText('Message', fieldLimits.message),
  source: optionalText('Source', fieldLimits.source),
  [HONEYPOT_FIELD]: honeypotField,
});

export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;
/** A message as stored: the request without its honeypot. */
export type ContactMessageCreate = Omit<z.output<typeof contactMessageRequestSchema>, typeof HONEYPOT_FIELD>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  createdAt: z.string(),
  /**
   * Since when the sender waits for an answer (ISO): their message's arrival, or their latest answer by
   * mail, which makes a replied message await a reply again.
   */
  waitingSince: z.string(),
  isRead: z.boolean(),
  isReplied: z.boolean(),
  adminNotes: z.string().nullable(),
  source: z.string().nullable(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactStatsSchema = z.object({
  totalMessages: z.number().int().nonnegative(),
  newMessages: z.number().int().nonnegative(),
  inProgressMessages: z.number().int().nonnegative(),
  resolvedMessages: z.number().int().nonnegative(),
  todayMessages: z.number().int().nonnegative(),
  weekMessages: z.number().int().nonnegative(),
  monthMessages: z.number().int().nonnegative(),
  /** Messages nobody has opened yet (`isRead` false). */
  unreadMessages: z.number().int().nonnegative(),
  /** Messages not replied to yet (`isReplied` false), whatever their status. */
  awaitingReply: z.number().int().nonnegative(),
  /** Since when the longest-waiting sender waits (ISO, their message or latest answer), or null when none waits. */
  oldestAwaitingReplyAt: z.string().nullable(),
  /** The newest message's id (null when there is none): a poll that sees it grow knows a message arrived. */
  newestId: z.number().int().nullable(),
  statusBreakdown: breakdown,
  /** Case-insensitive: "website", "Website" and "WEBSITE" are one key, named by its most common spelling. */
  sourceBreakdown: breakdown,
  /** The IANA time zone today, this week and this month are counted in (the server's STATS_TIMEZONE). */
  timeZone: z.string(),
});

export type ContactStats = z.infer<typeof contactStatsSchema>;

/** PATCH /api/webpage/contact/{id}/notes. Empty notes clear them. */
export const contactNotesRequestSchema = z.object({
  notes: storable(
    'notes',
    z
      .string({ error: 'notes must be text' })
      .max(fieldLimits.adminNotes, `notes must be at most ${fieldLimits.adminNotes} characters`),
  ),
});

/** PATCH /api/webpage/contact/{id}/status. */
export const contactStatusRequestSchema = z.object({ status: contactStatusSchema });

/** GET /api/contact: the admin list with search, filters and sort (GET /api/webpage/contact takes pagination only). */
export const contactListQuerySchema = paginationQuery.extend({
  ...adminListFilterQuery.shape,
  status: contactStatusSchema.optional(),
  isRead: booleanQuery('isRead'),
  /** `false` lists the messages awaiting a reply. */
  isReplied: booleanQuery('isReplied'),
  sort: sortQuery(contactSorts),
});

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** GET /api/contact/export: the list's filters and sort, or `ids` (the selection, other filters ignored). */
export const contactExportQuerySchema = contactListQuerySchema.omit({ page: true, pageSize: true }).extend({
  ids: idsQuery,
});

export type ContactExportQuery = z.output<typeof contactExportQuerySchema>;

/** What the messages are filtered by in a bulk request: the list's filters without page and sort. */
export const contactListFilterSchema = adminListFilterBody.extend({
  status: contactStatusSchema.optional(),
  isRead: z.boolean({ error: 'isRead must be true or false' }).optional(),
  isReplied: z.boolean({ error: 'isReplied must be true or false' }).optional(),
});

export type ContactListFilter = z.input<typeof contactListFilterSchema>;

/** What a bulk action on messages does, and to which messages. */
const contactBulkTarget = {
  action: z.enum(contactBulkActions, { error: `action must be one of ${contactBulkActions.join(', ')}` }),
  status: contactStatusSchema.optional(),
  ids: bulkIds.optional(),
  filter: contactListFilterSchema.optional(),
};

/** `status` comes with the action `status`, and only with it. */
const statusWithItsAction = (request: { action: ContactBulkAction; status?: unknown }, context: z.RefinementCtx) => {
  if ((request.action === 'status') !== (request.status !== undefined)) {
    context.addIssue({
      code: 'custom',
      message: 'status is required with the action status, and only with it',
      path: ['status'],
    });
  }
};

/**
 * POST /api/contact/bulk: marks read or replied, sets a status (`status` required, and only then) or
 * deletes the messages named by `ids`, or every one `filter` matches. With `expectedCount`, only when it
 * changes exactly that many (else 409, nothing changed).
 */
export const contactBulkRequestSchema = z
  .object({ ...contactBulkTarget, expectedCount: expectedCountField })
  .strict()
  .superRefine(oneOfIdsOrFilter)
  .superRefine(statusWithItsAction);

export type ContactBulkRequest = z.input<typeof contactBulkRequestSchema>;

/**
 * POST /api/contact/bulk/count: how many messages that bulk action would change now, counted exactly
 * (what its confirmation names), without changing any.
 */
export const contactBulkCountRequestSchema = z
  .object(contactBulkTarget)
  .strict()
  .superRefine(oneOfIdsOrFilter)
  .superRefine(statusWithItsAction);

export type ContactBulkCountRequest = z.input<typeof contactBulkCountRequestSchema>;
