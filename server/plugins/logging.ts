import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout in production, a capturing stream in tests. */
export type LogStream = { write(line: string): unknown };

export type LoggingOptions = { level: string; stream?: LogStream };

/**
 * An e-mail address, also percent-encoded as it appears in a logged URL (`?q=ada%40example.com`): a local
 * part of the characters the contract takes in one (shared/contract/fields.ts, EMAIL_PATTERN), so that
 * `o'neil@…` is masked from its first letter. Group 1 is the local part's first character, group 2 the domain.
 */
const EMAIL_ADDRESS =
  /([\w.!$'*+^`{|}~-]|%[0-9a-f]{2})(?:[\w.!$'*+^`{|}~-]|%[0-9a-f]{2})*?(?:@|%40)((?:[a-z0-9-]+\.)+[a-z]{2,})/gi;
/** A JSON Web Token: three base64url parts, the first always starting `eyJ` (`{"`). */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
// The value patterns stop at a backslash too: in a JSON line it starts an escape (`\"`, `\n`) that
// must stay whole for the line to remain valid JSON.
const BEARER_CREDENTIALS = /\b(Bearer\s+)[^\s",\\]+/gi;
/** A secret passed as a parameter outside a URL's query, e.g. `password=…` in a message. */
const SECRET_PARAMETER = /\b(password|token|secret|authorization)=[^&\s"\\]*/gi;

/**
 * Query keys whose value is never logged, whatever it holds: anything about an address (`email`,
 * `contactEmail`), the admin lists' search `q` (people search for names and addresses), and anything
 * that may be a credential (`pass`, `pwd`, `token`, `key`, `secret`, `authorization`), in any case.
 */
const SECRET_QUERY_KEY = /^(?:q|.*(?:e-?mail|pass|pwd|token|key|secret|authori[sz]ation).*)$/i;
/**
 * A path followed by a query string, wherever it is in a line: a request URL, or one quoted in an
 * error message. It ends where a JSON string, a word or the URL ends.
 */
const URL_WITH_QUERY = /(?:\/[^\s"\\?#]*)?\?[^\s"\\#]+/g;
/**
 * An address without a top-level domain as a path segment (`/api/users/ada@example`), written as
 * `@` (an encoded one is a percent-encoded run, below). The host must start with a letter, so that
 * versioned package folders in a stack trace (`/pino@9.14.0/`) are left alone.
 */
const ADDRESS_PATH_SEGMENT = /\/([^\s"\\/@?#])[^\s"\\/@?#]*@([a-z][\w-]*(?:\.[\w-]+)*)/gi;
/** A run of URL text holding a percent-encoded byte, which may hide an address (`ada%40example%2Ecom`). */
const PERCENT_ENCODED_RUN = /[^\s"\\()<>,]*%[0-9a-f]{2}[^\s"\\()<>,]*/gi;

/**
 * `text` percent-decoded, up to three times over so that double encoding (`%2540`) hides nothing; what
 * does not decode (a stray `%`) is left as it is. `+` stays `+`: in an address it is part of the local
 * part, and reading it as a space would leave the local part's start outside the masked address.
 */
function percentDecoded(text: string): string {
  let decoded = text;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(decoded); round += 1) {
    const next = decoded.replace(/(?:%[0-9a-f]{2})+/gi, (bytes) => {
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    });
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/** What cannot stay as it is in a URL within a JSON line: spaces, quotes, backslashes, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be encoded
const UNSAFE_IN_LINE = /[\s"\\\u0000-\u001f\u007f]/g;
/** The same, and what would end or split a query value, for a masked value put back into a URL. */
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_IN_QUERY_VALUE = /[\s"\\\u0000-\u001f\u007f&=#?/+%]/g;

/** Back into URL text: `unsafe` percent-encoded, the rest (what the masks write included) readable. */
const percentEncoded = (text: string, unsafe: RegExp = UNSAFE_IN_LINE) =>
  text.replace(unsafe, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * A URL part (already decoded) with any address in it masked. In a URL anything with an `@` is taken for
 * an address, even without a top-level domain (`?search=ada%40example` is a person, not a package):
 * everything before the last `@` but its first character is hidden, and the host is kept.
 */
function maskAddressesInUrlPart(decoded: string): string {
  const at = decoded.lastIndexOf('@');
  if (at === -1) return decoded.replace(JWT, '[token]');
  const host = /^[\w.-]*/.exec(decoded.slice(at + 1))![0];
  return `${decoded.slice(0, 1)}***@${host}`;
}

/**
 * A URL as it may be logged: each query value under a secret key (SECRET_QUERY_KEY) replaced by
 * `[redacted]`, and in every other value and path segment any address masked and any token removed,
 * all judged on the decoded text (`%40`, `%2E`, double encoding), so no encoding slips past. Parts that
 * hold nothing are kept exactly as they came, so the line still shows the URL that was asked for.
 */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const maskedPath = path
    .split('/')
    .map((segment) => {
      const decoded = percentDecoded(segment);
      const masked = maskAddressesInUrlPart(decoded);
      return masked === decoded ? segment : percentEncoded(masked, UNSAFE_IN_QUERY_VALUE);
    })
    .join('/');
  if (queryStart === -1) return maskedPath;
  const maskedQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const key = equals === -1 ? parameter : parameter.slice(0, equals);
      const decodedKey = percentDecoded(key.replace(/\+/g, ' '));
      if (SECRET_QUERY_KEY.test(decodedKey)) return `${percentEncoded(decodedKey, UNSAFE_IN_QUERY_VALUE)}=[redacted]`;
      if (equals === -1) return parameter;
      const value = parameter.slice(equals + 1);
      const decoded = percentDecoded(value);
      const masked = maskAddressesInUrlPart(decoded);
      return masked === decoded ? parameter : `${key}=${percentEncoded(masked, UNSAFE_IN_QUERY_VALUE)}`;
    })
    .join('&');
  return `${maskedPath}?${maskedQuery}`;
}

/** `ada.lovelace@example.com` → `a***@example.com`: the domain stays useful, the person does not show. */
export const maskEmail = (email: string) => email.replace(EMAIL_ADDRESS, '$1***@$2');

/**
 * Masks every e-mail address and hides every token or secret parameter found anywhere in `text`:
 * URLs first (decoded, by their query keys), then any other percent-encoded run that hides an address
 * once decoded, then addresses, tokens and credentials in plain text.
 */
export const maskSensitiveText = (text: string) =>
  text
    .replace(URL_WITH_QUERY, maskUrl)
    .replace(PERCENT_ENCODED_RUN, (run) => {
      const decoded = percentDecoded(run);
      const masked = decoded.replace(JWT, '[token]').replace(EMAIL_ADDRESS, '$1***@$2');
      return masked === decoded ? run : percentEncoded(masked);
    })
    .replace(ADDRESS_PATH_SEGMENT, '/$1***@$2')
    .replace(JWT, '[token]')
    .replace(BEARER_CREDENTIALS, '$1[redacted]')
    .replace(SECRET_PARAMETER, '$1=[redacted]')
    .replace(EMAIL_ADDRESS, '$1***@$2');

/**
 * What a request line says about the request: Fastify's own fields, with the URL masked before it is
 * written (maskUrl), so the line never holds it whole even for a moment.
 */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: maskUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

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
    serializers: { req: requestSerializer },
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
