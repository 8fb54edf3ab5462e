import { STATUS_CODES } from 'node:http';

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorResponseSchema } from '@shared/contract';
import { apiAnswers, type ApiRouteName } from '@shared/contract/answers';
import { describeIssues, HttpError } from '../http';

/** The server as its routes see it: request parts and answers typed from the contract's zod schemas. */
export type ApiServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** How a refusal names the part of the request that was wrong (the texts the handlers used before). */
const PART_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query', params: 'Path' };

/**
 * Makes the routes' zod schemas the server's validation and serialization. A request part that does not
 * match is refused with the 400 the handlers used to throw themselves (`describeIssues`: the same
 * sentence, the same order of messages), through the one error handler (plugins/errors.ts); an answer
 * is encoded by its status's schema, so fields the schema does not name are dropped, and an answer that
 * does not match is a 500 (logged) rather than an answer the contract does not describe.
 */
export function registerContract(app: FastifyInstance): ApiServer {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, describeIssues(result.error.issues, PART_NAMES[httpPart ?? ''] ?? 'Request')) };
  });
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * `:id` of a route's path: a positive whole number a row id can be, or one 400 whatever else it is.
 * Fastify checks the path before the body, so a bad id is named first, as it always was.
 */
const ID_MESSAGE = 'id must be a positive whole number';
export const idParams = z.object({
  id: z
    .string({ error: ID_MESSAGE })
    .regex(/^\d{1,10}$/, ID_MESSAGE)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, ID_MESSAGE),
});

/** The error answer of each status a route may give, described by its name ("Not Found"). */
export const errorAnswers = <const Statuses extends readonly number[]>(...statuses: Statuses) =>
  Object.fromEntries(
    [...new Set([...statuses, 500, 503])]
      .sort()
      .map((status) => [status, errorResponseSchema.describe(STATUS_CODES[status] ?? 'Error')]),
  ) as { [Status in Statuses[number] | 500 | 503]: typeof errorResponseSchema };

/** The refusals every admin route may give: not signed in (401), not an administrator (403). */
export const ADMIN_REFUSALS = [401, 403] as const;
/** The refusals every call with a JSON body may give: invalid (400), too large (413), not JSON (415). */
export const BODY_REFUSALS = [400, 413, 415] as const;

/** A route's answers: its successes from the contract (`apiAnswers`) and its error statuses. */
export const answersOf = <Name extends ApiRouteName, const Statuses extends readonly number[]>(
  name: Name,
  ...errorStatuses: Statuses
) => ({
  ...errorAnswers(...errorStatuses),
  ...apiAnswers[name],
});
