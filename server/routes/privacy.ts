import type { preValidationAsyncHookHandler } from 'fastify';
import {
  type ContactMessage,
  contactStatusLabels,
  type PersonalDataErasure,
  personalDataRequestSchema,
  type WaitlistEntry,
} from '@shared/contract';
import type { Database } from '../db';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { ContactRepository } from '../repositories/contact';
import type { WaitlistRepository } from '../repositories/waitlist';
import type { CsvColumns } from '../services/csv';
import { sendCsv } from './csv';

/** The answer to the export asked for with GET, the address in the URL. */
export const EXPORT_BY_GET_MESSAGE =
  'Send the address in the body of a POST to /api/privacy/export, as JSON { "email": "…" }: addresses never travel in a URL.';

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
 * Erases everything stored about one address, any case, in one transaction: its waitlist entries and
 * contact messages, and with them (the foreign keys cascade) the replies written to those messages and
 * every mail about them, queued or sent (the outbox keeps no mail that points at no row). The stats
 * counters follow (triggers). Counted before deleting, since a cascade reports nothing.
 */
async function erasePersonalData(db: Database, email: string): Promise<PersonalDataErasure> {
  return db.transaction(async (tx) => {
    const [counts] = await tx.query<{ [Kind in keyof PersonalDataErasure]: number }>(
      `with entries as (select id from waitlist_entries where lower(email) = lower($1)),
            messages as (select id from contact_messages where lower(email) = lower($1)),
            replies as (select id from contact_replies where contact_message_id in (select id from messages))
       select (select count(*)::int from entries) as "waitlistEntries",
              (select count(*)::int from messages) as "contactMessages",
              (select count(*)::int from replies) as "replies",
              (select count(*)::int from mail_outbox
                where waitlist_entry_id in (select id from entries)
                   or contact_message_id in (select id from messages)
                   or contact_reply_id in (select id from replies)) as "mails"`,
      [email],
    );
    await tx.query('delete from contact_messages where lower(email) = lower($1)', [email]);
    await tx.query('delete from waitlist_entries where lower(email) = lower($1)', [email]);
    return counts!;
  });
}

/**
 * The privacy tools of the admin portal: delete one sign-up or message (the stats counters follow,
 * see migration 2), and for one e-mail address export everything stored about it as CSV, or erase it.
 * The address travels in the JSON body, never in the URL: it stays out of access logs and history.
 */
export function privacyRoutes(
  app: ApiServer,
  deps: {
    db: Database;
    waitlist: WaitlistRepository;
    contact: ContactRepository;
    requireAdmin: preValidationAsyncHookHandler;
  },
) {
  const { waitlist, contact } = deps;
  const admin = { preValidation: deps.requireAdmin };

  /** Deletes the row the path names: 204, or 404 naming what was not found. */
  const deleteRoute = (table: 'waitlist' | 'contact', remove: (id: number) => Promise<boolean>, what: string) =>
    app.delete(
      `/api/${table}/:id`,
      {
        ...admin,
        schema: { params: idParams, response: answersOf(`DELETE /api/${table}/:id`, 400, ...ADMIN_REFUSALS, 404) },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await remove(id))) throw new HttpError(404, `No ${what} with id ${id}`);
        return reply.code(204).send();
      },
    );
  deleteRoute('waitlist', (id) => waitlist.remove(id), 'waitlist entry');
  deleteRoute('contact', (id) => contact.remove(id), 'contact message');

  app.post(
    '/api/privacy/export',
    {
      ...admin,
      schema: {
        body: personalDataRequestSchema,
        response: answersOf('POST /api/privacy/export', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const { email } = request.body;
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
    },
  );

  // The export once took the address in the query string, where proxies' access logs and browser history
  // keep it. A client still calling it that way is told how to call it now, rather than a bare 404.
  app.get(
    '/api/privacy/export',
    { ...admin, schema: { response: answersOf('GET /api/privacy/export', ...ADMIN_REFUSALS, 405) } },
    async (_request, reply) => {
      reply.header('Allow', 'POST');
      throw new HttpError(405, EXPORT_BY_GET_MESSAGE);
    },
  );

  app.post(
    '/api/privacy/erase',
    {
      ...admin,
      schema: {
        body: personalDataRequestSchema,
        response: answersOf('POST /api/privacy/erase', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request): Promise<PersonalDataErasure> => {
      const { email } = request.body;
      const erased = await erasePersonalData(deps.db, email);
      // What went, never whose: the address stays out of the logs.
      request.log.info({ erased }, 'personal data erased');
      return erased;
    },
  );
}
