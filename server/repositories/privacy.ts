/** What is stored about one e-mail address, across tables: read for an export, deleted for an erasure. */
import type { PersonalDataErasure } from '@shared/contract';
import type { Database, Queryable } from '../db';

/**
 * What is stored about an address ($1, any case), as ids per table: its waitlist entries and contact
 * messages, its place on the suppression list (kept by the address's hash), the replies written to those messages and the answers that came back by mail, and every mail about any of them, queued or sent,
 * whoever it was addressed to (the administrators' alert about a message too). The outbox holds no mail
 * that points at no row but the administrators' daily digest, which counts sign-ups and names no one.
 * The webhook events that name the address (an `email` anywhere in their data: a referral's event names
 * two people), whether sent or not: they are copies of the rows, kept a while after the rows may be gone.
 * The export lists exactly what the erasure deletes.
 */
const STORED_ABOUT_ADDRESS = `
  entries as (select id from waitlist_entries where lower(email) = lower($1)),
  messages as (select id from contact_messages where lower(email) = lower($1)),
  replies as (select id from contact_replies where contact_message_id in (select id from messages)),
  answers as (select id from contact_answers where contact_message_id in (select id from messages)),
  mails as (select id from mail_outbox
            where waitlist_entry_id in (select id from entries)
               or contact_message_id in (select id from messages)
               or contact_reply_id in (select id from replies)
               or contact_answer_id in (select id from answers)),
  suppressions as (select id from mail_suppressions where address_hash = mail_address_hash($1)),
  webhook_events as (select id from webhook_outbox
                     where exists (select 1 from jsonb_path_query(payload, 'strict $.**.email') as email
                                   where lower(email #>> '{}') = lower($1)))`;

/** The tables of what is stored about an address: the Kind a row of each shows, and its ids' CTE above. */
export const personalDataTables = [
  { table: 'waitlist_entries', kind: 'Waitlist entry', ids: 'entries' },
  { table: 'contact_messages', kind: 'Contact message', ids: 'messages' },
  { table: 'contact_replies', kind: 'Reply', ids: 'replies' },
  { table: 'contact_answers', kind: 'Answer', ids: 'answers' },
  { table: 'mail_outbox', kind: 'Mail', ids: 'mails' },
  { table: 'mail_suppressions', kind: 'Suppression', ids: 'suppressions' },
  { table: 'webhook_outbox', kind: 'Webhook event', ids: 'webhook_events' },
] as const;
export type PersonalDataTable = (typeof personalDataTables)[number]['table'];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One table's rows about an address: the Kind a row of it shows, the columns read (in the table's order),
 * those of them that hold instants (timestamps), and its rows.
 */
export type StoredAbout = {
  table: PersonalDataTable;
  kind: string;
  columns: string[];
  instantColumns: ReadonlySet<string>;
  rows: Array<Record<string, unknown>>;
};

/**
 * Everything stored about `email`, read in one snapshot: the columns from the catalogue (every column of
 * `personalDataTables` that `exported` keeps, in each table's order), then each table's rows, oldest first.
 * The columns come from the catalogue, as db:copy does (server/db/copy.ts), so a column a later migration
 * adds is read without anyone remembering it.
 */
export async function readStoredAbout(
  db: Database,
  email: string,
  exported: (table: PersonalDataTable, column: string) => boolean,
): Promise<StoredAbout[]> {
  return db.transaction(async (tx: Queryable) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const catalogue = await tx.query<{ table: PersonalDataTable; column: string; instant: boolean }>(
      `select table_name as table, column_name as column, data_type = 'timestamp with time zone' as instant
       from information_schema.columns
       where table_schema = current_schema() and table_name in (${personalDataTables.map(({ table }) => `'${table}'`).join(', ')})
       order by table_name, ordinal_position`,
    );
    const tables: StoredAbout[] = [];
    for (const { table, kind, ids } of personalDataTables) {
      const read = catalogue.filter((row) => row.table === table && exported(table, row.column));
      const columns = read.map(({ column }) => column);
      const instantColumns = new Set(read.filter(({ instant }) => instant).map(({ column }) => column));
      const rows = await tx.query<Record<string, unknown>>(
        `with ${STORED_ABOUT_ADDRESS}
         select ${columns.map(quote).join(', ')} from ${table}
         where id in (select id from ${ids}) order by created_at, id`,
        [email],
      );
      tables.push({ table, kind, columns, instantColumns, rows });
    }
    return tables;
  });
}

/**
 * Erases everything stored about one address, any case, in one transaction: its waitlist entries and
 * contact messages, and with them (the foreign keys cascade) the replies written to those messages, the
 * answers that came back by mail (counted with the messages they belong to) and every mail about them,
 * queued or sent; and the webhook events naming the address (see `STORED_ABOUT_ADDRESS`). The stats
 * counters follow (triggers). Counted before deleting, since a cascade reports nothing.
 */
export async function erasePersonalData(db: Database, email: string): Promise<PersonalDataErasure> {
  return db.transaction(async (tx) => {
    const [counts] = await tx.query<{ [Kind in keyof PersonalDataErasure]: number }>(
      `with ${STORED_ABOUT_ADDRESS}
       select (select count(*)::int from entries) as "waitlistEntries",
              (select count(*)::int from messages) as "contactMessages",
              (select count(*)::int from replies) as "replies",
              (select count(*)::int from mails) as "mails",
              (select count(*)::int from webhook_events) as "webhookEvents"`,
      [email],
    );
    await tx.query('delete from contact_messages where lower(email) = lower($1)', [email]);
    await tx.query('delete from waitlist_entries where lower(email) = lower($1)', [email]);
    // All of it, as asked: the address may then be mailed again, should it be signed up again.
    await tx.query('delete from mail_suppressions where address_hash = mail_address_hash($1)', [email]);
    await tx.query(
      `with ${STORED_ABOUT_ADDRESS} delete from webhook_outbox where id in (select id from webhook_events)`,
      [email],
    );
    return counts!;
  });
}
