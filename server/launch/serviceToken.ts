import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http';

export const SERVICE_TOKEN_MESSAGE =
  'This call needs the launch service token: Authorization: Bearer <LAUNCH_API_TOKEN>';

const digestOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * An onRequest hook for the calls the live platform makes (POST /api/launch/redeem): the request must
 * carry `Authorization: Bearer <LAUNCH_API_TOKEN>`. Both tokens are hashed before they are compared, so
 * the comparison takes the same time whatever the length or the first wrong character of what was sent.
 * Without a configured token, nothing passes. An admin session is no use here, and this token is no use
 * anywhere else.
 */
export function createRequireServiceToken(configured: string | undefined) {
  const expected = configured === undefined ? null : digestOf(configured);
  return async function requireServiceToken(request: FastifyRequest, reply: FastifyReply) {
    const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (expected && presented !== undefined && timingSafeEqual(digestOf(presented), expected)) return;
    // RFC 6750 §3: a 401 for a bearer-protected resource names the scheme.
    reply.header('WWW-Authenticate', 'Bearer realm="launch"');
    throw new HttpError(401, SERVICE_TOKEN_MESSAGE);
  };
}
