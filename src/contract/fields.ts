import { z } from 'zod';

import { fieldLimits } from './constants';

export { fieldLimits };

/** A UTF-16 surrogate without its other half: it has no UTF-8 form, so it would be stored altered. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL's text type can hold `value` as it is: it refuses the NUL character outright (the
 * insert fails), and an unpaired surrogate would silently become U+FFFD on the way in.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);

/** Text a field may hold, refused with a 400 naming the field when the database could not store it. */
export const storable = (label: string, text: z.ZodString) =>
  text.refine(isStorableText, `${label} contains a character that cannot be stored (NUL or a broken Unicode pair)`);

/** A required text field: trimmed, non-empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  storable(
    label,
    z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );

/** An optional text field: trimmed, and stored as null when empty or absent. */
export const optionalText = (label: string, max: number) =>
  storable(
    label,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  )
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The honeypot of the public forms (`HONEYPOT_FIELD` in constants.ts), read as "did a bot fill it?".
 * Any value but absent, null or "" counts as filled. Every type is accepted, so a bot never learns of
 * the field from a 400.
 */
export const honeypotField = z
  .unknown()
  .optional()
  .transform((value) => value !== undefined && value !== null && value !== '');

/** A required e-mail address, trimmed; plus-aliases and case are kept as typed. */
export const emailField = (label = 'Email') =>
  requiredText(label, fieldLimits.email).pipe(z.email(`${label} must be a valid e-mail address`));

/** `page` and `pageSize` of every admin list: 1-based, at most 100 rows a page. */
export const paginationQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be between 1 and 100')
    .max(100, 'pageSize must be between 1 and 100')
    .default(50),
});

export type Pagination = z.infer<typeof paginationQuery>;

/** A count per key, e.g. `{ website: 12, referral: 3 }`. */
export const breakdown = z.record(z.string(), z.number().int().nonnegative());

/** The shape of every error answer: Fastify's own, so the client reads `message` in one way. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Free-text search of the admin lists: matched case-insensitively against the text columns. */
export const searchQuery = storable(
  'q',
  z.string({ error: 'q must be text' }).trim().max(200, 'q must be at most 200 characters'),
)
  .optional()
  .transform((value) => value || undefined);

/** An ISO date or date-time bound of an admin list filter. */
export const dateBound = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be an ISO date, e.g. 2026-01-31`)
    .transform((value) => new Date(value))
    .optional();

export const listSortSchema = z
  .enum(['newest', 'oldest', 'email'], { error: 'sort must be one of newest, oldest, email' })
  .default('newest');

/** What every admin list takes: a page, a free-text search, a date range and an order. */
export const adminListQuery = paginationQuery.extend({
  q: searchQuery,
  from: dateBound('from'),
  to: dateBound('to'),
  sort: listSortSchema,
});
