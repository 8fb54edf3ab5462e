import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';

import {
  contactBulkCountRequestSchema,
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
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { ContactRepository } from '../repositories/contact';
import { csvDateColumn, type CsvColumns, csvDates } from '../services/csv';
import { applyBulk, bulkAudit, bulkTargetOf } from './bulk';
import { sendRevalidatable } from './conditional';
import { dayIn, sendCsv } from './csv';
import { sendListPage } from './listPage';
import { registerPublicSubmission } from './forms';
import { decoyRow } from './honeypot';

/** The columns of the CSV export, in order; its date in `timeZone` (csvDateColumn). */
const contactCsvColumns = (timeZone: string): CsvColumns<ContactMessage> => [
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
  csvDateColumn('Created At', csvDates(timeZone), (message) => message.createdAt),
];

export function contactRoutes(
  app: ApiServer,
  deps: {
    contact: ContactRepository;
    requireAdmin: preValidationAsyncHookHandler;
    /** Shared by the JSON call and the form post: one allowance per client, whichever door it uses. */
    rateLimit: onRequestAsyncHookHandler;
    /** The alert and acknowledgement were queued with the message: the mail worker sends them now. */
    mailQueued: () => void;
    /** Its `contact.received` event too: the webhook worker sends it now. */
    webhooksQueued: () => void;
    /** The clock and the stats time zone: an export's file name carries the day there. */
    now: () => Date;
    timeZone: string;
  },
) {
  const { contact, requireAdmin } = deps;
  const csvColumns = contactCsvColumns(deps.timeZone);
  const admin = { preValidation: requireAdmin };

  /** A message through either door: the message answered, or a decoy for the honeypot. */
  const send = async (
    request: FastifyRequest,
    { [HONEYPOT_FIELD]: filledByBot, ...message }: z.output<typeof contactMessageRequestSchema>,
  ): Promise<ContactMessage> => {
    if (filledByBot) {
      const { id, createdAt } = decoyRow(request, message.email);
      const { source, ...fields } = message;
      return {
        id,
        ...fields,
        status: 'New',
        createdAt,
        waitingSince: createdAt,
        isRead: false,
        isReplied: false,
        adminNotes: null,
        source,
      };
    }
    const stored = await contact.add(message);
    deps.mailQueued();
    deps.webhooksQueued();
    return stored;
  };

  const outcomes = formOutcomePaths.contact;
  registerPublicSubmission(app, {
    apiPath: '/api/webpage/contact',
    schema: contactMessageRequestSchema,
    refusals: [],
    formPath: paths.contact,
    rateLimit: deps.rateLimit,
    submit: send,
    success: outcomes.sent,
    // product.md §8: the app tells only a 400 apart; everything else, a 429 included, is "not sent".
    failures: { 400: outcomes.invalid },
    otherFailure: outcomes.failed,
  });

  app.get(
    '/api/webpage/contact/stats',
    { ...admin, schema: { response: answersOf('GET /api/webpage/contact/stats', ...ADMIN_REFUSALS) } },
    async (request, reply) => sendRevalidatable(request, reply, await contact.stats()),
  );

  app.get(
    '/api/webpage/contact',
    {
      ...admin,
      schema: { querystring: paginationQuery, response: answersOf('GET /api/webpage/contact', 400, ...ADMIN_REFUSALS) },
    },
    async (request, reply) => {
      const { messages, ...counts } = await contact.list(request.query);
      return sendListPage(request, reply, messages, counts);
    },
  );

  // One message by its id, as a row of the list: what the portal's link to a message (`?message=<id>`)
  // opens when the message is on no page shown. Revalidatable, as the list: the open dialog polls it.
  app.get(
    '/api/webpage/contact/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        response: answersOf('GET /api/webpage/contact/:id', 400, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const message = await contact.find(id);
      if (!message) throw new HttpError(404, `No contact message with id ${id}`);
      return sendRevalidatable(request, reply, message);
    },
  );

  // The four updates of one message: 204 when done, 404 when there is no such message. Read and replied
  // take no body; notes and status take theirs.
  const updated = (found: boolean, id: number) => {
    if (!found) throw new HttpError(404, `No contact message with id ${id}`);
  };
  for (const flag of ['read', 'replied'] as const) {
    const route = `PATCH /api/webpage/contact/:id/${flag}` as const;
    app.patch(
      `/api/webpage/contact/:id/${flag}`,
      {
        ...admin,
        config: { audit: { action: 'status_change', targetType: 'contact' } },
        schema: { params: idParams, response: answersOf(route, 400, ...ADMIN_REFUSALS, 404) },
      },
      async (request, reply) => {
        const { id } = request.params;
        updated(await (flag === 'read' ? contact.markRead(id) : contact.markReplied(id)), id);
        request.audited = { detail: flag };
        return reply.code(204).send();
      },
    );
  }
  app.patch(
    '/api/webpage/contact/:id/notes',
    {
      ...admin,
      config: { audit: { action: 'notes_changed', targetType: 'contact' } },
      schema: {
        params: idParams,
        body: contactNotesRequestSchema,
        response: answersOf('PATCH /api/webpage/contact/:id/notes', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      updated(await contact.setNotes(id, request.body.notes), id);
      return reply.code(204).send();
    },
  );
  app.patch(
    '/api/webpage/contact/:id/status',
    {
      ...admin,
      config: { audit: { action: 'status_change', targetType: 'contact' } },
      schema: {
        params: idParams,
        body: contactStatusRequestSchema,
        response: answersOf('PATCH /api/webpage/contact/:id/status', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      updated(await contact.setStatus(id, request.body.status), id);
      request.audited = { detail: `status: ${request.body.status}` };
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/contact',
    {
      ...admin,
      schema: { querystring: contactListQuerySchema, response: answersOf('GET /api/contact', 400, ...ADMIN_REFUSALS) },
    },
    async (request, reply) => {
      const { messages, ...counts } = await contact.list(request.query);
      return sendListPage(request, reply, messages, counts);
    },
  );

  app.get(
    '/api/contact/export',
    {
      ...admin,
      config: { audit: { action: 'export', targetType: 'contact' } },
      schema: {
        querystring: contactExportQuerySchema,
        response: answersOf('GET /api/contact/export', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const filters = request.query;
      const fileName = exportFileName('contact-messages', filters, dayIn(deps.now(), deps.timeZone));
      return sendCsv(reply, 'contact-messages', csvColumns, contact.each(filters), fileName);
    },
  );

  app.post(
    '/api/contact/bulk',
    {
      ...admin,
      config: { audit: { action: 'bulk_action', targetType: 'contact' } },
      schema: {
        body: contactBulkRequestSchema,
        response: answersOf('POST /api/contact/bulk', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request) => {
      const { action, status, expectedCount } = request.body;
      const bulk = contact.bulk({ action, status }, bulkTargetOf(request.body));
      const result = await applyBulk(bulk, expectedCount, 'messages');
      bulkAudit(request, request.body, result.affected);
      return result;
    },
  );

  app.post(
    '/api/contact/bulk/count',
    {
      ...admin,
      config: { audit: false },
      schema: {
        body: contactBulkCountRequestSchema,
        response: answersOf('POST /api/contact/bulk/count', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request) => {
      const { action, status } = request.body;
      return { count: await contact.bulk({ action, status }, bulkTargetOf(request.body)).count() };
    },
  );
}
