import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http';

const digestOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * Whether `presented` is the `expected` token, in the same time whatever its length or its first wrong
 * character: both are hashed before they are compared.
 */
export const sameToken = (presented: string, expected: string) =>
  timingSafeEqual(digestOf(presented), digestOf(expected));

/**
 * An onRequest hook for a call made by a machine with a token of its own (the live platform's redeem
 * call, Prometheus' scrape): the request must carry `Authorization: Bearer <configured>`. Both tokens are
 * hashed before they are compared, so the comparison takes the same time whatever the length or the first
 * wrong character of what was sent. Without a configured token, nothing passes. Anything else is a 401
 * with `message`, which names the setting, never its value.
 */
export function createRequireBearerToken(
  configured: string | undefined,
  { realm, message }: { realm: string; message: string },
) {
  const expected = configured === undefined ? null : digestOf(configured);
  return async function requireBearerToken(request: FastifyRequest, reply: FastifyReply) {
    const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (expected && presented !== undefined && timingSafeEqual(digestOf(presented), expected)) return;
    // RFC 6750 §3: a 401 for a bearer-protected resource names the scheme.
    reply.header('WWW-Authenticate', `Bearer realm="${realm}"`);
    throw new HttpError(401, message);
  };
}
