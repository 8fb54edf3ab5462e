import type { preValidationAsyncHookHandler } from 'fastify';
import {
  contactStatusLabels,
  mailKindLabels,
  mailStateLabels,
  type PersonalDataErasure,
  personalDataRequestSchema,
  waitlistStatusLabels,
  webhookStateLabels,
} from '@shared/contract';
import type { Database } from '../db';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { ContactRepository } from '../repositories/contact';
import { erasePersonalData, type PersonalDataTable, readStoredAbout } from '../repositories/privacy';
import type { WaitlistRepository } from '../repositories/waitlist';
import { csvDateHeader, type CsvColumns, type CsvDates, csvDates } from '../services/csv';
import { sendCsv } from './csv';

/** The answer to the export asked for with GET, the address in the URL. */
export const EXPORT_BY_GET_MESSAGE =
  'Send the address in the body of a POST to /api/privacy/export, as JSON { "email": "…" }: addresses never travel in a URL.';

/**
 * The columns of `personalDataTables` (repositories/privacy.ts) that are not the person's data, each with the reason. Every other column
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
    place:
      "the entry's sort key in the waitlist's order, a number that means something only beside every other " +
      "entry's: the person's position is worked out from all of them, and their status page shows it",
  },
  contact_messages: {},
  // The list keeps no address, only its hash; all it says is about the person's mailbox.
  mail_suppressions: {},
  // The reply's text and date are what the person was sent; who among the administrators wrote it is the
  // administrator's personal data (their name and login address), not the person's, so it stays out.
  contact_replies: {
    sender_name: 'the administrator who wrote the reply: their personal data, not the person’s',
    sender_email: 'the login address of the administrator who wrote the reply: their personal data',
    sender_signature:
      'the signature the administrator who wrote the reply had then (their name, role, phone): their personal data',
  },
  // What the person wrote back by mail: all of it theirs.
  contact_answers: {},
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
    user_id: 'the administrator account a set-password mail is for: only administrators’ own mails have one',
  },
  // The Payload is what was sent about the person; the rest of the row is about its delivery.
  webhook_outbox: {
    event_id: 'the random id that keeps an event’s webhook-id the same across tries: about no one',
    lease_until: 'how long a sending server holds the event: about no one',
    last_status: 'the receiving system’s answer to the last try: about that system, not the person',
    last_error:
      'the receiving system’s words about the last failed try: about that system; State says whether the event went',
  },
};

/** Headers that the column's name alone would make wrong: the mail's kind is not the row's Kind. */
const HEADERS: Partial<Record<string, string>> = {
  'mail_outbox.kind': 'Mail Kind',
  'webhook_outbox.type': 'Event Type',
};

/** Stored codes shown as the portal shows them. */
const LABELS: Partial<Record<string, Record<string, string>>> = {
  'waitlist_entries.status': waitlistStatusLabels,
  'contact_messages.status': contactStatusLabels,
  'mail_outbox.kind': mailKindLabels,
  'mail_outbox.state': mailStateLabels,
  'webhook_outbox.state': webhookStateLabels,
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
 * A stored value as a cell: flags as yes/no, codes as the portal's labels, instants as a spreadsheet reads
 * a date and time in the zone of `dates`; a mail without a recipient goes to the administrators, and says so.
 */
function cellOf(table: string, column: string, value: unknown, dates: CsvDates): unknown {
  if (value === null || value === undefined) {
    return table === 'mail_outbox' && column === 'recipient' ? 'the administrators' : null;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return dates.format(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return LABELS[`${table}.${column}`]?.[String(value)] ?? value;
}

/** One stored row: the Kind that says which table it came from, and its cells by header. */
type StoredRow = { kind: string; cells: Map<string, unknown> };

/**
 * Everything stored about `email` as CSV rows, from one snapshot (`readStoredAbout`): the columns of
 * `personalDataTables` but `NOT_PERSONAL_DATA`, in each table's order, each table's rows oldest first, the
 * order in which the person gave us their data and we wrote to them. Columns of the same name in several
 * tables share a header (Id, Email, Created At): each row's Kind says which table it is. Instants are
 * written in the zone of `dates`, which their headers name.
 */
async function readPersonalData(db: Database, email: string, dates: CsvDates) {
  const tables = await readStoredAbout(db, email, (table, column) => !(column in NOT_PERSONAL_DATA[table]));
  const headers: string[] = [];
  const rows: StoredRow[] = [];
  for (const { table, kind, columns, instantColumns, rows: stored } of tables) {
    const headed = columns.map((column) => {
      const header = personalDataHeader(table, column);
      return { column, header: instantColumns.has(column) ? csvDateHeader(header, dates) : header };
    });
    for (const { header } of headed) if (!headers.includes(header)) headers.push(header);
    for (const row of stored) {
      const cells = new Map(headed.map(({ column, header }) => [header, cellOf(table, column, row[column], dates)]));
      rows.push({ kind, cells });
    }
  }
  const csvColumns: CsvColumns<StoredRow> = [
    { header: 'Kind', value: (row) => row.kind },
    ...headers.map((header) => ({ header, value: (row: StoredRow) => row.cells.get(header) })),
  ];
  return { csvColumns, rows };
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
    /** The stats time zone, which the export's dates are written in. */
    timeZone: string;
  },
) {
  const { waitlist, contact } = deps;
  const dates = csvDates(deps.timeZone);
  const admin = { preValidation: deps.requireAdmin };

  /** Deletes the row the path names: 204, or 404 naming what was not found. */
  const deleteRoute = (table: 'waitlist' | 'contact', remove: (id: number) => Promise<boolean>, what: string) =>
    app.delete(
      `/api/${table}/:id`,
      {
        ...admin,
        config: { audit: { action: 'delete', targetType: table } },
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
      config: { audit: { action: 'export', targetType: 'personal_data' } },
      schema: {
        body: personalDataRequestSchema,
        response: answersOf('POST /api/privacy/export', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      // One person's rows, read in one snapshot before the first byte goes out, rather than streamed.
      const { csvColumns, rows } = await readPersonalData(deps.db, request.body.email, dates);
      request.audited = { count: rows.length };
      return sendCsv(reply, 'personal-data', csvColumns, [rows]);
    },
  );

  // The export once took the address in the query string, where proxies' access logs and browser history
  // keep it. A client still calling it that way is told how to call it now, rather than a bare 404.
  app.get(
    '/api/privacy/export',
    {
      ...admin,
      config: { audit: false },
      schema: { response: answersOf('GET /api/privacy/export', ...ADMIN_REFUSALS, 405) },
    },
    async (_request, reply) => {
      reply.header('Allow', 'POST');
      throw new HttpError(405, EXPORT_BY_GET_MESSAGE);
    },
  );

  app.post(
    '/api/privacy/erase',
    {
      ...admin,
      config: { audit: { action: 'erase', targetType: 'personal_data' } },
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
      request.audited = {
        count: erased.waitlistEntries + erased.contactMessages,
        detail: `${erased.waitlistEntries} sign-ups, ${erased.contactMessages} messages, ${erased.replies} replies, ${erased.mails} mails, ${erased.webhookEvents} webhook events`,
      };
      return erased;
    },
  );
}
