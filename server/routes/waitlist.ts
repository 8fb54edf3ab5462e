import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

import {
  DUPLICATE_EMAIL_MESSAGE,
  HONEYPOT_FIELD,
  paginationQuery,
  waitlistJoinRequestSchema,
  type WaitlistEntry,
  waitlistListQuerySchema,
} from '../../src/contract';
import { HttpError, parseOrThrow } from '../http';
import type { WaitlistRepository } from '../repositories/waitlist';
import type { CsvColumns } from '../services/csv';
import { sendCsv } from './csv';
import { decoyRow } from './honeypot';

/** The columns of the CSV export, in order. */
const waitlistCsvColumns: CsvColumns<WaitlistEntry> = [
  { header: 'Email', value: (entry) => entry.email },
  { header: 'Name', value: (entry) => entry.name },
  { header: 'Company', value: (entry) => entry.company },
  { header: 'Source', value: (entry) => entry.source },
  { header: 'Joined At', value: (entry) => entry.joinedAt },
];

export function waitlistRoutes(
  app: FastifyInstance,
  deps: { waitlist: WaitlistRepository; requireAdmin: preHandlerAsyncHookHandler; publicRateLimit: object },
) {
  const { waitlist, requireAdmin } = deps;

  app.post(
    '/api/webpage/waitlist',
    { config: { rateLimit: deps.publicRateLimit, access: 'public' } },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: filledByBot, ...entry } = parseOrThrow(waitlistJoinRequestSchema, request.body);
      if (filledByBot) {
        const { id, createdAt } = decoyRow(request, entry.email);
        const decoy: WaitlistEntry = { id, ...entry, joinedAt: createdAt, createdAt };
        return reply.code(201).send(decoy);
      }
      const stored = await waitlist.add(entry);
      if (stored === 'duplicate') throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
      return reply.code(201).send(stored);
    },
  );

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
    return sendCsv(reply, 'waitlist', waitlistCsvColumns, waitlist.each(filters));
  });
}
