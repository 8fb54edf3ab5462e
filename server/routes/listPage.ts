import type { FastifyReply, FastifyRequest } from 'fastify';

import { sendRevalidatable } from './conditional';

/**
 * Answers one page of an admin list: the rows as JSON, `X-Total-Count` (how many rows match; with
 * `X-Total-Capped: true` when counting stopped there, meaning at least that many) and `X-Page`, the
 * page answered, which is the last one when the page asked for lay beyond it.
 */
export function sendListPage(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly object[],
  { total, capped, page }: { total: number; capped: boolean; page: number },
) {
  reply.header('X-Total-Count', String(total)).header('X-Page', String(page));
  if (capped) reply.header('X-Total-Capped', 'true');
  return sendRevalidatable(request, reply, rows);
}
