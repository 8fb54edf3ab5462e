/** Telling "the database cannot be reached right now" apart from a bug or bad data. */

/** Socket-level failures: the database server is down, restarting, or unreachable. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for "not now": class 08 (connection exception), 53200 (out of memory, also "out
 * of shared memory" when its lock table is full), 53300 (too many connections), 53400 (a configured limit
 * reached), 57P01-57P03 (shutting down, crashed, starting up) and 57014 (query cancelled, which only our
 * statement_timeout does).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53[234]00|57P0[123]|57014)$/;

/** What node-postgres says, without a code, when it cannot get or keep a connection. */
const CONNECTION_FAILURE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /Query read timeout/i,
  /connection error and is not queryable/i,
  /Cannot use a pool after calling end/i,
];

/**
 * Storage that cannot take a write: a full disk or quota (ENOSPC, EDQUOT; PostgreSQL's 53100 disk_full,
 * while the rest of its class 53, memory and connections, is the database's own trouble), a failing one
 * (EIO, PostgreSQL's 58030 io_error) or one mounted read-only (EROFS). The embedded database reports
 * these as messages only.
 */
const STORAGE_ERROR_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS']);
const STORAGE_SQLSTATE = /^(53100|58030)$/;
const STORAGE_FAILURE_MESSAGES = [/could not extend file/i, /No space left on device/i, /Disk quota exceeded/i];

/** The error and everything it wraps (`cause`, and an AggregateError's `errors`), a few levels deep. */
function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  yield error;
  yield* errorChain((error as { cause?: unknown }).cause, depth + 1);
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors)) for (const inner of errors) yield* errorChain(inner, depth + 1);
}

/** Whether `error` means the database's storage is full or failing (it may still answer reads). */
export function isStorageFailure(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (STORAGE_ERROR_CODES.has(code) || STORAGE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && STORAGE_FAILURE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/**
 * Whether `error` means "the database cannot serve this right now" (unreachable, or its storage full or
 * failing) rather than a bug or bad data.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isStorageFailure(error)) return true;
  for (const link of errorChain(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_FAILURE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
  }
  return false;
}
