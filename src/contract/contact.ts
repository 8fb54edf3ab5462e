import { z } from 'zod';

import { contactStatuses, HONEYPOT_FIELD } from './constants';
import {
  adminListQuery,
  breakdown,
  emailField,
  fieldLimits,
  honeypotField,
  optionalText,
  requiredText,
  storable,
} from './fields';

export { type ContactStatus, contactStatuses, contactStatusLabels } from './constants';

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
  statusBreakdown: breakdown,
  sourceBreakdown: breakdown,
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
export const contactListQuerySchema = adminListQuery.extend({
  status: contactStatusSchema.optional(),
  isRead: z
    .enum(['true', 'false'], { error: 'isRead must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export type ContactListQuery = z.output<typeof contactListQuerySchema>;
