import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an `If-None-Match` header names `etag` (or is `*`); weak and strong forms compare alike. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Sends `body` as JSON that a client may keep and revalidate: a strong `ETag` (a hash of the exact
 * bytes), `Cache-Control: private, no-cache` (kept by the browser only, and asked about each time), and
 * `304 Not Modified` without a body when the client already holds these bytes. The portal polls its
 * lists and stats every few seconds; an unchanged answer then costs a few headers instead of the rows.
 * The query still runs: the ETag is of the answer, which only the query can tell.
 */
export function sendRevalidatable(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  // Through the route's declared answer (plugins/contract.ts), as any answer goes out: the ETag is of
  // the bytes the caller gets.
  const json = reply.serialize(body) as string;
  const etag = `"${createHash('sha256').update(json).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
