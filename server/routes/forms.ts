import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';

import type { ApiRouteName } from '@shared/contract/answers';
import { decodeUtf8Body, HttpError, parseOrThrow } from '../http';
import { answersOf, BODY_REFUSALS, type ApiServer } from '../plugins/contract';
import { judgeError } from '../plugins/errors';

/**
 * The public forms as the browser itself sends them (JavaScript off, or a submit before the app started):
 * `<form method="post">` to the page's own path, `application/x-www-form-urlencoded`. Each form route
 * runs the same function as its JSON call (validation, honeypot, duplicate rule) and shares its rate
 * limit, then answers 303 to a page that shows the outcome. Only the outcome is in that address: what
 * was typed never travels in a URL, so it cannot reach the browser's history or a request log.
 */

/** product.md §3: the site's submissions carry the source "website", whatever a form post says. */
const FORM_SOURCE = 'website';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export const CROSS_ORIGIN_MESSAGE = 'Forms are accepted only from this site.';

/** A run of percent-escapes (`%C3%A9`): the bytes of one or more characters, encoded. */
const PERCENT_ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * A form body's text with its percent-escapes checked: each run of them must spell UTF-8, or the body is
 * a 400 (`URLSearchParams` would turn a stray byte into U+FFFD, stored as "�"). Browsers encode every
 * non-ASCII character this way, so this is where invalid UTF-8 in a form post shows.
 */
function formBodyText(body: Buffer): string {
  const text = decodeUtf8Body(body);
  for (const escapes of text.match(PERCENT_ESCAPES) ?? [])
    decodeUtf8Body(Buffer.from(escapes.replace(/%/g, ''), 'hex'));
  return text;
}

/**
 * A form body as one value per field. A field sent twice is refused (400) rather than picked: our forms
 * have one input per name, so a repeat is a forged request, and neither copy is more right than the other.
 * `Object.fromEntries` defines own properties, so a field named `__proto__` is just a field.
 */
function parseFormFields(body: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    if (fields.has(name)) throw new HttpError(400, `The field ${name} was sent more than once`);
    // A browser posting a form sends a textarea's line breaks as CR LF (HTML's form encoding); the app's
    // JSON call sends the textarea's own LF. Stored alike, and counted alike against the length limits.
    fields.set(name, value.replace(/\r\n?/g, '\n'));
  }
  return Object.fromEntries(fields);
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether a form post may have come from one of our own pages (see docs/security.md, "Form posts").
 * Browsers that send `Sec-Fetch-Site` are believed, and that is all they are asked: only `same-origin`
 * passes. `same-site` (a sibling subdomain) is another origin that our pages never are; `none` is a
 * navigation the user started (typed address, bookmark), which cannot be a POST. Their `Origin` is not
 * compared with the Host header: behind a reverse proxy that rewrites Host (nginx's default) every real
 * post would fail that. Without `Sec-Fetch-Site` (an older browser), an `Origin` header must name this
 * host (`null`, sent from sandboxed or privacy-stripped contexts, does not). A request with neither
 * header (curl, a script) is allowed: it is not a browser being steered by another site, which is what
 * this stops.
 */
function isSameOriginPost(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const { origin } = request.headers;
  if (origin === undefined) return true;
  // Through URL on both sides, so a default port written out (`:443`) and letter case compare equal.
  return hostOf(origin) !== undefined && hostOf(`${request.protocol}://${request.host}`) === hostOf(origin);
}

/**
 * Runs first on every form post: a post from another site is refused before it is parsed or counted, so a
 * hostile page cannot spend a visitor's rate limit. Plain text, because this is not the /api and nobody's
 * app reads it; the security headers still go out with it (set on every answer).
 */
const refuseCrossOrigin: onRequestAsyncHookHandler = async (request, reply) => {
  if (isSameOriginPost(request)) return;
  request.log.warn(
    { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
    'cross-origin form post refused',
  );
  return reply.code(403).type('text/plain; charset=utf-8').send(CROSS_ORIGIN_MESSAGE);
};

const seeOther = (reply: FastifyReply, location: string) => reply.redirect(location, 303);

type PublicSubmissionOptions<Schema extends z.ZodType> = {
  /** The JSON call, e.g. `/api/webpage/waitlist`. */
  apiPath: string;
  /** What both doors take: the JSON call declares it, the form door parses its fields with it. */
  schema: Schema;
  /** The page the form is on, which it posts to. */
  formPath: string;
  /** One limiter run by both routes, so the JSON call and the form post spend one allowance. */
  rateLimit: onRequestAsyncHookHandler;
  /** Applies the honeypot and stores a valid submission; resolves to what the JSON call answers with 201. */
  submit(request: FastifyRequest, submission: z.output<Schema>): Promise<unknown>;
  /**
   * What the form door reads from the request itself when the post lacks it (the waitlist: attribution
   * from the `Referer`). The posted fields win over these.
   */
  requestFields?(request: FastifyRequest, posted: Record<string, string>): Record<string, unknown>;
  /** The statuses `submit` refuses with beyond an invalid body and the rate limit (the waitlist's 409). */
  refusals: number[];
  /** Where the form lands when `submit` succeeded (or the honeypot caught it, which must look the same). */
  success: string;
  /** Where the form lands on a failure, by the status the JSON call would have answered. */
  failures: Partial<Record<number, string>>;
  /** Where the form lands on any other failure. */
  otherFailure: string;
  /**
   * Where the form lands on a refusal that has a page of its own, before `failures` by status (the
   * waitlist's throwaway address, a 400 whose page says why); undefined for the others.
   */
  failurePage?(error: unknown): string | undefined;
};

/**
 * Registers both doors of a public submission: `POST apiPath` (JSON, 201 with the stored row) and
 * `POST formPath` (a form body, 303 to the outcome page). One `submit` and one rate limit serve both, so
 * a rule can never hold on one door and not the other.
 */
export function registerPublicSubmission<Schema extends z.ZodType>(
  app: ApiServer,
  options: PublicSubmissionOptions<Schema>,
) {
  const { submit, rateLimit, schema } = options;

  app.post(
    options.apiPath,
    {
      config: { access: 'public' },
      onRequest: rateLimit,
      schema: {
        body: schema,
        response: answersOf(`POST ${options.apiPath}` as ApiRouteName, ...BODY_REFUSALS, 429, ...options.refusals),
      },
    },
    async (request, reply) => reply.code(201).send((await submit(request, request.body as z.output<Schema>)) as never),
  );

  // In a context of its own, so the form body parser serves this route alone: the JSON API keeps refusing
  // form bodies with 415 (another site's form can send one without a preflight), and the form route takes
  // nothing but form bodies.
  app.register(async (forms) => {
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) => {
      try {
        done(null, parseFormFields(formBodyText(body as Buffer)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    forms.post(
      options.formPath,
      {
        onRequest: [refuseCrossOrigin, rateLimit],
        // The answer depends on what was posted: no browser or proxy may keep or replay it.
        onSend: async (_request, reply) => {
          reply.header('Cache-Control', 'no-store');
        },
        // Every failure is a page too: invalid fields, a duplicate, the rate limit, an unparsable or too
        // large body, the database down. `judgeError` classifies (and logs what needs looking at) as for
        // the JSON call, so a status means the same on both doors.
        errorHandler: (error, request, reply) => {
          const { statusCode } = judgeError(error, request);
          return seeOther(reply, options.failurePage?.(error) ?? options.failures[statusCode] ?? options.otherFailure);
        },
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const posted = { ...options.requestFields?.(request, fields), ...fields, source: FORM_SOURCE };
        await submit(request, parseOrThrow(schema, posted));
        return seeOther(reply, options.success);
      },
    );
  });
}
