import { z } from 'zod';

import { BULK_IDS_LIMIT, fieldLimits } from './constants';
import { EMAIL_LOCAL_PART_LIMIT, hasVisibleText, localPartOctets, withAsciiDomain } from './textRules';

export { fieldLimits };
export { EMAIL_LOCAL_PART_LIMIT, hasVisibleText, withAsciiDomain } from './textRules';

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

/**
 * A required text field: trimmed, at most `max` characters, and showing something: a value of only
 * invisible characters (zero-width spaces, see `hasVisibleText`) is missing, like an empty one.
 */
export const requiredText = (label: string, max: number) =>
  storable(
    label,
    z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
      .trim()
      .refine(hasVisibleText, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );

/** An optional text field: trimmed, and stored as null when empty, invisible (as above) or absent. */
export const optionalText = (label: string, max: number) =>
  storable(
    label,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  )
    .nullish()
    .transform((value) => (value && hasVisibleText(value) ? value : null));

/**
 * The honeypot of the public forms (`HONEYPOT_FIELD` in constants.ts), read as "did a bot fill it?".
 * Any value but absent, null or "" counts as filled. Every type is accepted, so a bot never learns of
 * the field from a 400.
 */
export const honeypotField = z
  .unknown()
  .optional()
  .transform((value) => value !== undefined && value !== null && value !== '');

/**
 * An e-mail address as the browser's e-mail input has it (WHATWG HTML, "valid e-mail address"), so that
 * what the form lets through is refused here only in the rare cases below. The local part is ASCII atext
 * and dots (`o~k`, `a!b`, `o'neil`, `{team}`; dots anywhere, a leniency of WHATWG's over RFC 5322's
 * dot-atom that nodemailer quotes when it sends), without the few atext characters that delimit a URL
 * (`? = & # / %`): an address holding one could not be masked in a logged URL without masking the URL
 * around it (server/plugins/logging.ts), and real addresses almost never do. Nothing that is not atext: no
 * space, CR or LF, comma, angle bracket, quote (no quoted local part), parenthesis, colon, semicolon,
 * backslash or `@`, so no address can break a mail header, and no non-ASCII local part. Domain labels
 * are 1-63 letters, digits and hyphens, neither starting nor ending with a hyphen. Narrower than WHATWG
 * on purpose: the domain needs a dot and its top-level label must be letters (or punycode, `xn--p1ai`
 * for .рф, the form an internationalised domain takes once converted), so no `ada@localhost` and no IP
 * address (`ada@1.2.3.4`, `ada@[1.2.3.4]`).
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!$'*+^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,58}[A-Za-z0-9])$/;

/**
 * A required e-mail address, trimmed; plus-aliases and case are kept as typed. An internationalised
 * domain is accepted and turned into its ASCII form (`withAsciiDomain`), the one form stored and
 * compared. The local part may hold 64 octets and the address 254 (RFC 5321), counted in that form.
 */
export const emailField = (label = 'Email') =>
  requiredText(label, fieldLimits.email)
    .transform(withAsciiDomain)
    .pipe(
      z
        .email({ pattern: EMAIL_PATTERN, error: `${label} must be a valid e-mail address` })
        .refine(
          (address) => localPartOctets(address) <= EMAIL_LOCAL_PART_LIMIT,
          `${label} must have at most ${EMAIL_LOCAL_PART_LIMIT} characters before the @`,
        )
        .max(fieldLimits.email, `${label} must be at most ${fieldLimits.email} characters`),
    );

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

/** A bound given as a plain date (`2026-01-31`), which the server reads as that whole day. */
export const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The years a date in a request may name. JavaScript's dates and PostgreSQL's reach further, but not
 * equally far nor in the same notation (`275760-09-13` parses in JavaScript and fails in the database):
 * within these years both agree, and no row of ours is dated outside them.
 */
export const DATE_YEARS = { first: 1, last: 9999 } as const;

/** `2026-01-31`, or a date-time such as `2026-01-31T09:30`, `…T09:30:00.123Z`, `…T09:30:00+02:00`. */
const ISO_DATE_OR_DATE_TIME =
  /^([+-]?\d{4,})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/** Whether year, month and day name a day of the calendar (not 2026-02-30). */
function isCalendarDay(year: number, month: number, day: number) {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes the years 1-99 as they are.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with a date bound, as the end of a sentence after its name; undefined when nothing is. */
function dateBoundProblem(value: string): string | undefined {
  const notIso = 'must be an ISO date, e.g. 2026-01-31';
  const outsideYears = `must be a date between the years ${DATE_YEARS.first} and ${DATE_YEARS.last}`;
  const parts = ISO_DATE_OR_DATE_TIME.exec(value);
  if (!parts) return notIso;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year! < DATE_YEARS.first || year! > DATE_YEARS.last) return outsideYears;
  // Years are written with four digits (the expanded forms +002026, 02026 are not taken).
  if (!/^\d{4}$/.test(parts[1]!)) return notIso;
  if (
    !isCalendarDay(year!, month!, day!) ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHour > 23 ||
    offsetMinute > 59
  ) {
    return 'must be a date and time that exists, e.g. 2026-02-28 (not 2026-02-30)';
  }
  // A time with an offset may fall in another year in UTC (9999-12-31T23:00-05:00 is in 10000).
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return notIso;
  const utcYear = instant.getUTCFullYear();
  if (utcYear < DATE_YEARS.first || utcYear > DATE_YEARS.last) return outsideYears;
  return undefined;
}

/**
 * An ISO date or date-time bound of an admin list filter, kept as sent (trimmed), in the years
 * `DATE_YEARS`. The server reads a plain date as a day in the stats time zone: `from` from the start of
 * that day, `to` through its end.
 */
export const dateBound = (label: string) =>
  z
    .string({ error: `${label} must be an ISO date, e.g. 2026-01-31` })
    .trim()
    .superRefine((value, context) => {
      const problem = dateBoundProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `${label} ${problem}` });
    })
    .optional();

/** A list's `sort` parameter: one of `sorts`, `newest` when absent. */
export const sortQuery = <const Sorts extends readonly ['newest', ...string[]]>(sorts: Sorts) =>
  z
    .enum(sorts as unknown as readonly [Sorts[number], ...Array<Sorts[number]>], {
      error: `sort must be one of ${sorts.join(', ')}`,
    })
    .default('newest' as Sorts[number]);

/** A `true` / `false` query parameter, as a boolean. */
export const booleanQuery = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((value) => value === 'true')
    .optional();

/** A row id as the database holds it: a positive 32-bit integer. */
const rowId = (label: string) =>
  z
    .number({ error: `${label} must hold whole numbers` })
    .int(`${label} must hold whole numbers`)
    .min(1, `${label} must hold positive numbers`)
    .max(2_147_483_647, `${label} must hold numbers below 2147483648`);

/** The rows a bulk action names one by one: 1 to `BULK_IDS_LIMIT` ids. */
export const bulkIds = z
  .array(rowId('ids'), { error: 'ids must be a list of ids' })
  .min(1, 'ids must name at least one row')
  .max(BULK_IDS_LIMIT, `ids must name at most ${BULK_IDS_LIMIT} rows`);

/** `ids=1,2,3` of an export: the rows to export, named one by one (at most `BULK_IDS_LIMIT`). */
export const idsQuery = z
  .string({ error: 'ids must be a comma-separated list of ids' })
  .trim()
  .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of ids, e.g. 1,2,3')
  .transform((value) => value.split(',').map(Number))
  .pipe(bulkIds)
  .optional();

/** What every admin list filters by, as query parameters: free text, a date range and a source. */
export const adminListFilterQuery = z.object({
  q: searchQuery,
  from: dateBound('from'),
  to: dateBound('to'),
  /** Case-insensitive; `direct` (`DIRECT_SOURCE`) matches the rows without a source. */
  source: optionalText('source', fieldLimits.source).optional(),
});

/** The same filter in a JSON body (a bulk action's `filter`): unknown fields are refused. */
export const adminListFilterBody = adminListFilterQuery.strict();

/** The answer of a bulk action: how many rows it changed (or deleted). */
export const bulkResultSchema = z.object({ affected: z.number().int().nonnegative() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/**
 * `expectedCount` of a bulk action: how many rows its confirmation named. When sent, the action changes
 * nothing unless it would change exactly that many (a 409 says how many it would now), so "select all
 * matching" never reaches rows the administrator was not told about.
 */
export const expectedCountField = z
  .number({ error: 'expectedCount must be a whole number' })
  .int('expectedCount must be a whole number')
  .nonnegative('expectedCount must be 0 or more')
  .optional();

/** The 409 of a bulk action whose `expectedCount` moved: both numbers, and what to do. */
export const countMovedMessage = (noun: string, expected: number, actual: number) =>
  `The number of matching ${noun} changed from ${expected.toLocaleString('en-US')} to ${actual.toLocaleString('en-US')} since you confirmed; review and confirm again.`;

/** The answer of a bulk count: how many rows the action would change now (exactly, never capped). */
export const bulkCountSchema = z.object({ count: z.number().int().nonnegative() });
export type BulkCount = z.infer<typeof bulkCountSchema>;

/**
 * The shape every bulk request shares: exactly one of `ids` (the selection) and `filter` (every row the
 * list's filters match, for "select all N matching").
 */
export const oneOfIdsOrFilter = (request: { ids?: unknown; filter?: unknown }, context: z.RefinementCtx) => {
  if ((request.ids === undefined) === (request.filter === undefined)) {
    context.addIssue({ code: 'custom', message: 'Send exactly one of ids and filter', path: ['ids'] });
  }
};
