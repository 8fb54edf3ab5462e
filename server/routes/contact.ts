import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import {
  contactListQuerySchema,
  contactMessageRequestSchema,
  contactNotesRequestSchema,
  contactStatusLabels,
  contactStatusRequestSchema,
  paginationQuery,
} from '../../src/contract';
import { HttpError, parseId, parseOrThrow } from '../http';
import type { ContactRepository } from '../repositories/contact';
import { toCsv } from '../services/csv';
import { sendCsv } from './csv';

export function contactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactRepository; requireAdmin: preHandlerAsyncHookHandler; publicRateLimit: object },
) {
  const { contact, requireAdmin } = deps;
  const admin = { preHandler: requireAdmin };

  /** Runs an update of one message, answering 404 when there is no such message and 204 when done. */
  const updateMessage =
    (change: (id: number, body: unknown) => Promise<boolean>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const id = parseId(request.params.id);
      if (!(await change(id, request.body))) throw new HttpError(404, `No contact message with id ${id}`);
      return reply.code(204).send();
    };

  app.post('/api/webpage/contact', { config: { rateLimit: deps.publicRateLimit } }, async (request, reply) => {
    const message = parseOrThrow(contactMessageRequestSchema, request.body);
    return reply.code(201).send(await contact.add(message));
  });

  app.get('/api/webpage/contact/stats', admin, async () => contact.stats());

  app.get('/api/webpage/contact', admin, async (request, reply) => {
    const { messages, total } = await contact.list(parseOrThrow(paginationQuery, request.query, 'Query'));
    return reply.header('X-Total-Count', String(total)).send(messages);
  });

  app.patch<{ Params: { id: string } }>(
    '/api/webpage/contact/:id/read',
    admin,
    updateMessage((id) => contact.markRead(id)),
  );
  app.patch<{ Params: { id: string } }>(
    '/api/webpage/contact/:id/replied',
    admin,
    updateMessage((id) => contact.markReplied(id)),
  );
  app.patch<{ Params: { id: string } }>(
    '/api/webpage/contact/:id/notes',
    admin,
    updateMessage((id, body) => contact.setNotes(id, parseOrThrow(contactNotesRequestSchema, body).notes)),
  );
  app.patch<{ Params: { id: string } }>(
    '/api/webpage/contact/:id/status',
    admin,
    updateMessage((id, body) => contact.setStatus(id, parseOrThrow(contactStatusRequestSchema, body).status)),
  );

  app.get('/api/contact', admin, async (request, reply) => {
    const { messages, total } = await contact.list(parseOrThrow(contactListQuerySchema, request.query, 'Query'));
    return reply.header('X-Total-Count', String(total)).send(messages);
  });

  app.get('/api/contact/export', admin, async (request, reply) => {
    const {
      page: _page,
      pageSize: _pageSize,
      ...filters
    } = parseOrThrow(contactListQuerySchema, request.query, 'Query');
    const messages = await contact.all(filters);
    const csv = toCsv(
      [
        { header: 'First Name', value: (message) => message.firstName },
        { header: 'Last Name', value: (message) => message.lastName },
        { header: 'Email', value: (message) => message.email },
        { header: 'Subject', value: (message) => message.subject },
        { header: 'Message', value: (message) => message.message },
        { header: 'Status', value: (message) => contactStatusLabels[message.status] },
        { header: 'Read', value: (message) => (message.isRead ? 'yes' : 'no') },
        { header: 'Replied', value: (message) => (message.isReplied ? 'yes' : 'no') },
        { header: 'Admin Notes', value: (message) => message.adminNotes },
        { header: 'Source', value: (message) => message.source },
        { header: 'Created At', value: (message) => message.createdAt },
      ],
      messages,
    );
    return sendCsv(reply, 'contact-messages', csv);
  });
}
