import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';

import { type ContactMessage, contactStatusLabels, emailField, type WaitlistEntry } from '../../src/contract';
import { HttpError, parseId, parseOrThrow } from '../http';
import type { ContactRepository } from '../repositories/contact';
import type { WaitlistRepository } from '../repositories/waitlist';
import type { CsvColumns } from '../services/csv';
import { sendCsv } from './csv';

/** The address whose stored data is exported; 400 naming the problem when it is missing or malformed. */
const personalDataExportQuerySchema = z.object({ email: emailField() });

/** One stored row about a person, whichever table it came from: the fields the other table lacks stay empty. */
type StoredRecord = {
  kind: 'Waitlist entry' | 'Contact message';
  id: number;
  email: string;
  name?: string | null;
  company?: string | null;
  firstName?: string;
  lastName?: string;
  subject?: string;
  message?: string;
  status?: string;
  isRead?: boolean;
  isReplied?: boolean;
  adminNotes?: string | null;
  source: string | null;
  createdAt: string;
};

const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? 'yes' : 'no');

/** Every stored field of both tables, each once, after the Kind that says which table a row came from. */
const personalDataCsvColumns: CsvColumns<StoredRecord> = [
  { header: 'Kind', value: (record) => record.kind },
  { header: 'Id', value: (record) => record.id },
  { header: 'Email', value: (record) => record.email },
  { header: 'Name', value: (record) => record.name },
  { header: 'Company', value: (record) => record.company },
  { header: 'First Name', value: (record) => record.firstName },
  { header: 'Last Name', value: (record) => record.lastName },
  { header: 'Subject', value: (record) => record.subject },
  { header: 'Message', value: (record) => record.message },
  { header: 'Status', value: (record) => record.status },
  { header: 'Read', value: (record) => yesNo(record.isRead) },
  { header: 'Replied', value: (record) => yesNo(record.isReplied) },
  { header: 'Admin Notes', value: (record) => record.adminNotes },
  { header: 'Source', value: (record) => record.source },
  { header: 'Created At', value: (record) => record.createdAt },
];

const fromWaitlistEntry = ({ id, email, name, company, source, createdAt }: WaitlistEntry): StoredRecord => ({
  kind: 'Waitlist entry',
  id,
  email,
  name,
  company,
  source,
  createdAt,
});

const fromContactMessage = (message: ContactMessage): StoredRecord => ({
  kind: 'Contact message',
  ...message,
  status: contactStatusLabels[message.status],
});

/**
 * The rows of `batches` whose address is `email`, whatever its case. The repositories' search is a
 * substring match over several columns, so it narrows the scan and this keeps only exact addresses.
 */
async function* sameAddress<Row extends { email: string }>(batches: AsyncIterable<Row[]>, email: string) {
  // Addresses are ASCII (the contract checks them), where this is the database's lower().
  const address = email.toLowerCase();
  for await (const rows of batches) {
    const matching = rows.filter((row) => row.email.toLowerCase() === address);
    if (matching.length > 0) yield matching;
  }
}

/**
 * The privacy tools of the admin portal: delete one sign-up or message (the stats counters follow,
 * see migration 2), and export everything stored about one e-mail address as CSV.
 */
export function privacyRoutes(
  app: FastifyInstance,
  deps: { waitlist: WaitlistRepository; contact: ContactRepository; requireAdmin: preHandlerAsyncHookHandler },
) {
  const { waitlist, contact } = deps;
  const admin = { preHandler: deps.requireAdmin };

  /** Deletes the row the path names: 204, or 404 naming what was not found. */
  const deleteRow =
    (remove: (id: number) => Promise<boolean>, what: string) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const id = parseId(request.params.id);
      if (!(await remove(id))) throw new HttpError(404, `No ${what} with id ${id}`);
      return reply.code(204).send();
    };

  app.delete<{ Params: { id: string } }>(
    '/api/waitlist/:id',
    admin,
    deleteRow((id) => waitlist.remove(id), 'waitlist entry'),
  );
  app.delete<{ Params: { id: string } }>(
    '/api/contact/:id',
    admin,
    deleteRow((id) => contact.remove(id), 'contact message'),
  );

  app.get('/api/privacy/export', admin, async (request, reply) => {
    const { email } = parseOrThrow(personalDataExportQuerySchema, request.query, 'Query');
    async function* storedRecords() {
      // Oldest first in each table: the order in which the person gave us their data.
      for await (const entries of sameAddress(waitlist.each({ q: email, sort: 'oldest' }), email)) {
        yield entries.map(fromWaitlistEntry);
      }
      for await (const messages of sameAddress(contact.each({ q: email, sort: 'oldest' }), email)) {
        yield messages.map(fromContactMessage);
      }
    }
    return sendCsv(reply, 'personal-data', personalDataCsvColumns, storedRecords());
  });
}
