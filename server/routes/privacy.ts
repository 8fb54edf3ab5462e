import type { preValidationAsyncHookHandler } from 'fastify';
import {
  contactStatusLabels,
  mailKindLabels,
  mailStateLabels,
  type PersonalDataErasure,
  personalDataRequestSchema,
  waitlistStatusLabels,
} from '@shared/contract';
import type { Database, Queryable } from '../db';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { ContactRepository } from '../repositories/contact';
import type { WaitlistRepository } from '../repositories/waitlist';
import type { CsvColumns } from '../services/csv';
import { sendCsv } from './csv';

/** The answer to the export asked for with GET, the address in the URL. */
export const EXPORT_BY_GET_MESSAGE =
  'Send the address in the body of a POST to /api/privacy/export, as JSON { "email": "…" }: addresses never travel in a URL.';

/**
 * What is stored about an address ($1, any case), as ids per table: its waitlist entries and contact
 * messages, the replies written to those messages, and every mail about any of them, queued or sent,
 * whoever it was addressed to (the administrators' alert about a message too). The outbox holds no mail
 * that points at no row but the administrators' daily digest, which counts sign-ups and names no one.
 * The export lists exactly what the erasure deletes.
 */
const STORED_ABOUT_ADDRESS = `
  entries as (select id from waitlist_entries where lower(email) = lower($1)),
  messages as (select id from contact_messages where lower(email) = lower($1)),
  replies as (select id from contact_replies where contact_message_id in (select id from messages)),
  mails as (select id from mail_outbox
            where waitlist_entry_id in (select id from entries)
               or contact_message_id in (select id from messages)
               or contact_reply_id in (select id from replies))`;

/** The tables of what is stored about an address: the Kind a row of each shows, and its ids' CTE above. */
export const personalDataTables = [
  { table: 'waitlist_entries', kind: 'Waitlist entry', ids: 'entries' },
  { table: 'contact_messages', kind: 'Contact message', ids: 'messages' },
  { table: 'contact_replies', kind: 'Reply', ids: 'replies' },
  { table: 'mail_outbox', kind: 'Mail', ids: 'mails' },
] as const;
type PersonalDataTable = (typeof personalDataTables)[number]['table'];

/**
 * The columns of those tables that are not the person's data, each with the reason. Every other column
 * is exported, including any that a later migration adds: the export reads the columns from the
 * database's catalogue, as db:copy does (server/db/copy.ts), so a new column reaches the export without
 * anyone remembering it, and leaving one out takes a line here (privacy.test.ts pins this list).
 */
export const NOT_PERSONAL_DATA: Record<PersonalDataTable, Record<string, string>> = {
  waitlist_entries: {
    invite_run_id:
      "which invite run invited the entry: a batch an administrator started, the administrator's record; " +
      'Status and Invited At say what it did to the person',
    invite_code_hash:
      "a hash of the invite code, to check a code when it is redeemed: the code itself is in the person's " +
      'invite mail, and the hash is a credential check that never leaves the server',
  },
  contact_messages: {},
  // The reply's text and date are what the person was sent; who among the administrators wrote it is the
  // administrator's personal data (their name and login address), not the person's, so it stays out.
  contact_replies: {
    sender_name: 'the administrator who wrote the reply: their personal data, not the person’s',
    sender_email: 'the login address of the administrator who wrote the reply: their personal data',
  },
  mail_outbox: {
    payload: 'what a daily digest counts; a mail about a person carries nothing here (it is made from the rows)',
    message_key: 'the random key that keeps a mail’s Message-ID the same across tries: about no one',
    lease_until: 'how long a sending server holds the mail: about no one',
    sent_to:
      'the addresses a mail went to: for the alert about a message, the administrators’ own addresses; ' +
      'for the person’s own mails, their address, the Recipient column',
    last_error:
      'the mail server’s answer to the last failed try, which for the alert names the administrators’ ' +
      'server and addresses; State says whether the mail went',
  },
};

/** Headers that the column's name alone would make wrong: the mail's kind is not the row's Kind. */
const HEADERS: Partial<Record<string, string>> = { 'mail_outbox.kind': 'Mail Kind' };

/** Stored codes shown as the portal shows them. */
const LABELS: Partial<Record<string, Record<string, string>>> = {
  'waitlist_entries.status': waitlistStatusLabels,
  'contact_messages.status': contactStatusLabels,
  'mail_outbox.kind': mailKindLabels,
  'mail_outbox.state': mailStateLabels,
};

/** A column's header: its name in words (`utm_source`: UTM Source; a flag `is_read`: Read). */
export const personalDataHeader = (table: string, column: string) =>
  HEADERS[`${table}.${column}`] ??
  column
    .replace(/^is_/, '')
    .split('_')
    .map((word) => (word === 'utm' ? 'UTM' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/**
 * A stored value as a cell: flags as yes/no, codes as the portal's labels, dates as ISO (csvCell); a mail
 * without a recipient goes to the administrators, and says so.
 */
function cellOf(table: string, column: string, value: unknown): unknown {
  if (value === null || value === undefined) {
    return table === 'mail_outbox' && column === 'recipient' ? 'the administrators' : null;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return LABELS[`${table}.${column}`]?.[String(value)] ?? value;
}

/** One stored row: the Kind that says which table it came from, and its cells by header. */
type StoredRow = { kind: string; cells: Map<string, unknown> };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Everything stored about `email`, read in one snapshot: the columns from the catalogue (those of
 * `personalDataTables` but `NOT_PERSONAL_DATA`, in each table's order), then each table's rows, oldest
 * first, the order in which the person gave us their data and we wrote to them. Columns of the same
 * name in several tables share a header (Id, Email, Created At): each row's Kind says which table it is.
 */
async function readPersonalData(db: Database, email: string) {
  return db.transaction(async (tx: Queryable) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const catalogue = await tx.query<{ table: PersonalDataTable; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
       where table_schema = current_schema() and table_name in (${personalDataTables.map(({ table }) => `'${table}'`).join(', ')})
       order by table_name, ordinal_position`,
    );
    const headers: string[] = [];
    const rows: StoredRow[] = [];
    for (const { table, kind, ids } of personalDataTables) {
      const columns = catalogue
        .filter((row) => row.table === table && !(row.column in NOT_PERSONAL_DATA[table]))
        .map(({ column }) => ({ column, header: personalDataHeader(table, column) }));
      for (const { header } of columns) if (!headers.includes(header)) headers.push(header);
      const stored = await tx.query<Record<string, unknown>>(
        `with ${STORED_ABOUT_ADDRESS}
         select ${columns.map(({ column }) => quote(column)).join(', ')} from ${table}
         where id in (select id from ${ids}) order by created_at, id`,
        [email],
      );
      for (const row of stored) {
        const cells = new Map(columns.map(({ column, header }) => [header, cellOf(table, column, row[column])]));
        rows.push({ kind, cells });
      }
    }
    const csvColumns: CsvColumns<StoredRow> = [
      { header: 'Kind', value: (row) => row.kind },
      ...headers.map((header) => ({ header, value: (row: StoredRow) => row.cells.get(header) })),
    ];
    return { csvColumns, rows };
  });
}

/**
 * Erases everything stored about one address, any case, in one transaction: its waitlist entries and
 * contact messages, and with them (the foreign keys cascade) the replies written to those messages and
 * every mail about them, queued or sent (see `STORED_ABOUT_ADDRESS`). The stats counters follow
 * (triggers). Counted before deleting, since a cascade reports nothing.
 */
async function erasePersonalData(db: Database, email: string): Promise<PersonalDataErasure> {
  return db.transaction(async (tx) => {
    const [counts] = await tx.query<{ [Kind in keyof PersonalDataErasure]: number }>(
      `with ${STORED_ABOUT_ADDRESS}
       select (select count(*)::int from entries) as "waitlistEntries",
              (select count(*)::int from messages) as "contactMessages",
              (select count(*)::int from replies) as "replies",
              (select count(*)::int from mails) as "mails"`,
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
      // One person's rows, read in one snapshot before the first byte goes out, rather than streamed.
      const { csvColumns, rows } = await readPersonalData(deps.db, request.body.email);
      return sendCsv(reply, 'personal-data', csvColumns, [rows]);
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
