import type { FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout in production, a capturing stream in tests. */
export type LogStream = { write(line: string): unknown };

export type LoggingOptions = { level: string; stream?: LogStream };

/**
 * An e-mail address, also percent-encoded as it appears in a logged URL (`?q=ada%40example.com`).
 * Group 1 is the local part's first character, group 2 the domain.
 */
const EMAIL_ADDRESS = /([\w.+-]|%[0-9a-f]{2})(?:[\w.+-]|%[0-9a-f]{2})*?(?:@|%40)((?:[a-z0-9-]+\.)+[a-z]{2,})/gi;
/** A JSON Web Token: three base64url parts, the first always starting `eyJ` (`{"`). */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
// The value patterns stop at a backslash too: in a JSON line it starts an escape (`\"`, `\n`) that
// must stay whole for the line to remain valid JSON.
const BEARER_CREDENTIALS = /\b(Bearer\s+)[^\s",\\]+/gi;
/** A secret passed as a query or form parameter, e.g. `?token=…` or `password=…`. */
const SECRET_PARAMETER = /\b(password|token|secret|authorization)=[^&\s"\\]*/gi;

/** `ada.lovelace@example.com` → `a***@example.com`: the domain stays useful, the person does not show. */
export const maskEmail = (email: string) => email.replace(EMAIL_ADDRESS, '$1***@$2');

/** Masks every e-mail address and hides every token or secret parameter found anywhere in `text`. */
export const maskSensitiveText = (text: string) =>
  text
    .replace(JWT, '[token]')
    .replace(BEARER_CREDENTIALS, '$1[redacted]')
    .replace(SECRET_PARAMETER, '$1=[redacted]')
    .replace(EMAIL_ADDRESS, '$1***@$2');

/**
 * Fastify's logger: JSON lines in which secrets never appear. Fields named like secrets are redacted
 * where they are (pino `redact`), and every finished line is then scanned, whatever produced it (a
 * request URL, an error message or stack, a driver's detail, a message of ours), so e-mail addresses
 * are masked and tokens removed even where nobody thought of them.
 */
export function loggerOptions({ level, stream }: LoggingOptions): FastifyServerOptions['logger'] {
  const destination = stream ?? process.stdout;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    stream: { write: (line: string) => destination.write(maskSensitiveText(line)) },
  } as FastifyServerOptions['logger'];
}
