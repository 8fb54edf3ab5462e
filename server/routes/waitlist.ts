import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

import {
  DUPLICATE_EMAIL_MESSAGE,
  paginationQuery,
  waitlistJoinRequestSchema,
  waitlistListQuerySchema,
} from '../../src/contract';
import { HttpError, parseOrThrow } from '../http';
import type { WaitlistRepository } from '../repositories/waitlist';
import { toCsv } from '../services/csv';
import { sendCsv } from './csv';

export function waitlistRoutes(
  app: FastifyInstance,
  deps: { waitlist: WaitlistRepository; requireAdmin: preHandlerAsyncHookHandler; publicRateLimit: object },
) {
  const { waitlist, requireAdmin } = deps;

  app.post('/api/webpage/waitlist', { config: { rateLimit: deps.publicRateLimit } }, async (request, reply) => {
    const entry = parseOrThrow(waitlistJoinRequestSchema, request.body);
    const stored = await waitlist.add(entry);
    if (stored === 'duplicate') throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
    return reply.code(201).send(stored);
  });

  app.get('/api/webpage/waitlist/stats', { preHandler: requireAdmin }, async () => waitlist.stats());

  app.get('/api/webpage/waitlist', { preHandler: requireAdmin }, async (request, reply) => {
    const page = parseOrThrow(paginationQuery, request.query, 'Query');
    const { entries, total } = await waitlist.list(page);
    return reply.header('X-Total-Count', String(total)).send(entries);
  });

  app.get('/api/waitlist', { preHandler: requireAdmin }, async (request, reply) => {
    const query = parseOrThrow(waitlistListQuerySchema, request.query, 'Query');
    const { entries, total } = await waitlist.list(query);
    return reply.header('X-Total-Count', String(total)).send(entries);
  });

  app.get('/api/waitlist/export', { preHandler: requireAdmin }, async (request, reply) => {
    const {
      page: _page,
      pageSize: _pageSize,
      ...filters
    } = parseOrThrow(waitlistListQuerySchema, request.query, 'Query');
    const entries = await waitlist.all(filters);
    const csv = toCsv(
      [
        { header: 'Email', value: (entry) => entry.email },
        { header: 'Name', value: (entry) => entry.name },
        { header: 'Company', value: (entry) => entry.company },
        { header: 'Source', value: (entry) => entry.source },
        { header: 'Joined At', value: (entry) => entry.joinedAt },
      ],
      entries,
    );
    return sendCsv(reply, 'waitlist', csv);
  });
}
