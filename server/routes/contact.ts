import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';

import {
  contactBulkRequestSchema,
  contactExportQuerySchema,
  type ContactMessage,
  contactListQuerySchema,
  contactMessageRequestSchema,
  contactNotesRequestSchema,
  contactStatusLabels,
  contactStatusRequestSchema,
  exportFileName,
  HONEYPOT_FIELD,
  paginationQuery,
} from '@shared/contract';
import { formOutcomePaths, paths } from '@shared/content/paths';
import { HttpError, parseId, parseOrThrow } from '../http';
import type { ContactRepository } from '../repositories/contact';
import type { CsvColumns } from '../services/csv';
import { sendRevalidatable } from './conditional';
import { dayIn, sendCsv } from './csv';
import { sendListPage } from './listPage';
import { registerPublicSubmission } from './forms';
import { decoyRow } from './honeypot';

/** The columns of the CSV export, in order. */
const contactCsvColumns: CsvColumns<ContactMessage> = [
  { header: 'Id', value: (message) => message.id },
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
];

export function contactRoutes(
  app: FastifyInstance,
  deps: {
    contact: ContactRepository;
    requireAdmin: preHandlerAsyncHookHandler;
    /** Shared by the JSON call and the form post: one allowance per client, whichever door it uses. */
    rateLimit: onRequestAsyncHookHandler;
    /** The alert and acknowledgement were queued with the message: the mail worker sends them now. */
    mailQueued: () => void;
    /** The clock and the stats time zone: an export's file name carries the day there. */
    now: () => Date;
    timeZone: string;
  },
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

  /** A message through either door: the message answered, or a decoy for the honeypot. */
  const send = async (request: FastifyRequest, body: unknown): Promise<ContactMessage> => {
    const { [HONEYPOT_FIELD]: filledByBot, ...message } = parseOrThrow(contactMessageRequestSchema, body);
    if (filledByBot) {
      const { id, createdAt } = decoyRow(request, message.email);
      const { source, ...fields } = message;
      return {
        id,
        ...fields,
        status: 'New',
        createdAt,
        isRead: false,
        isReplied: false,
        adminNotes: null,
        source,
      };
    }
    const stored = await contact.add(message);
    deps.mailQueued();
    return stored;
  };

  const outcomes = formOutcomePaths.contact;
  registerPublicSubmission(app, {
    apiPath: '/api/webpage/contact',
    formPath: paths.contact,
    rateLimit: deps.rateLimit,
    submit: send,
    success: outcomes.sent,
    // product.md §8: the app tells only a 400 apart; everything else, a 429 included, is "not sent".
    failures: { 400: outcomes.invalid },
    otherFailure: outcomes.failed,
  });

  app.get('/api/webpage/contact/stats', admin, async (request, reply) =>
    sendRevalidatable(request, reply, await contact.stats()),
  );

  app.get('/api/webpage/contact', admin, async (request, reply) => {
    const { messages, ...counts } = await contact.list(parseOrThrow(paginationQuery, request.query, 'Query'));
    return sendListPage(request, reply, messages, counts);
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
    const { messages, ...counts } = await contact.list(parseOrThrow(contactListQuerySchema, request.query, 'Query'));
    return sendListPage(request, reply, messages, counts);
  });

  app.get('/api/contact/export', admin, async (request, reply) => {
    const filters = parseOrThrow(contactExportQuerySchema, request.query, 'Query');
    const fileName = exportFileName('contact-messages', filters, dayIn(deps.now(), deps.timeZone));
    return sendCsv(reply, 'contact-messages', contactCsvColumns, contact.each(filters), fileName);
  });

  app.post('/api/contact/bulk', admin, async (request) => {
    const { action, status, ids, filter } = parseOrThrow(contactBulkRequestSchema, request.body);
    return { affected: await contact.bulk({ action, status }, ids ? { ids } : { filter: filter! }) };
  });
}
