import type { z } from 'zod';

/** An error whose status and message are safe to show to the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Something the request needs (the database, the shared store of login lockouts) cannot be reached right
 * now. Answered 503 with Retry-After, never with its details; `cause` keeps them for the log.
 */
export class ServiceUnavailableError extends Error {
  constructor(what: string, options: { cause?: unknown } = {}) {
    super(`${what} is unavailable`, options);
    this.name = 'ServiceUnavailableError';
  }
}

/** Turns zod's issues into one sentence a caller can act on, e.g. "Email must be a valid e-mail address". */
export function describeIssues(issues: z.core.$ZodIssue[], what: string): string {
  const messages = issues.map((issue) => {
    // A wrong top-level type has an empty path: say what the whole request should have been.
    if (issue.path.length === 0 && issue.code === 'invalid_type') return `${what} must be a JSON object`;
    if (issue.code === 'unrecognized_keys') return `${what} has unexpected fields: ${issue.keys.join(', ')}`;
    return issue.message;
  });
  return [...new Set(messages)].join('; ');
}

/** Parses `value` with `schema`, or throws a 400 that names each bad field and why. */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what = 'Request body',
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues, what));
  return result.data;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A request body as text. Bytes that are not UTF-8 are a 400: decoded leniently (Fastify's way) each
 * would become U+FFFD and be stored as "�", altered text nobody sent.
 */
export function decodeUtf8Body(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8: send its text encoded in UTF-8');
  }
}
