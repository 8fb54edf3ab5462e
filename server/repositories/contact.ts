import type {
  ContactListQuery,
  ContactMessage,
  ContactMessageCreate,
  ContactStats,
  ContactStatus,
} from '../../src/contract';
import type { Database } from '../db';
import { batchLimitsFor, createBatcher } from '../db/batcher';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../mail/outbox';
import {
  containsPattern,
  isoString,
  Params,
  readCounters,
  type RowSelection,
  selectEach,
  selectPage,
  sumOf,
} from './sql';

type MessageRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  source: string | null;
  status: ContactStatus;
  is_read: boolean;
  is_replied: boolean;
  admin_notes: string | null;
  created_at: Date | string;
};

const toMessage = (row: MessageRow): ContactMessage => ({
  id: Number(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: isoString(row.created_at),
  isRead: row.is_read,
  isReplied: row.is_replied,
  adminNotes: row.admin_notes,
  source: row.source,
});

const COLUMNS =
  'id, first_name, last_name, email, subject, message, source, status, is_read, is_replied, admin_notes, created_at';

export type ContactFilters = Omit<ContactListQuery, 'page' | 'pageSize'>;

export function createContactRepository(db: Database, options: { timeZone: string; now: () => Date }) {
  /** The messages matching the admin filters, newest first unless sorted otherwise. */
  const selection = (filters: Partial<ContactFilters>): RowSelection => {
    const params = new Params();
    const conditions: string[] = [];
    if (filters.q) {
      const pattern = params.add(containsPattern(filters.q));
      conditions.push(
        `(email ilike ${pattern} or first_name ilike ${pattern} or last_name ilike ${pattern} ` +
          `or subject ilike ${pattern} or message ilike ${pattern})`,
      );
    }
    if (filters.status) conditions.push(`status = ${params.add(filters.status)}`);
    if (filters.isRead !== undefined) conditions.push(`is_read = ${params.add(filters.isRead)}`);
    if (filters.from) conditions.push(`created_at >= ${params.add(filters.from)}`);
    if (filters.to) conditions.push(`created_at <= ${params.add(filters.to)}`);
    return { table: 'contact_messages', columns: COLUMNS, conditions, params, sort: filters.sort };
  };

  /** Applies `assignment` to one message; false when there is no message with that id. */
  const update = async (id: number, assignment: string, values: unknown[] = []) => {
    const rows = await db.query(
      `update contact_messages set ${assignment}, updated_at = now() where id = $1 returning id`,
      [id, ...values],
    );
    return rows.length > 0;
  };

  /**
   * Stores a batch of messages in one statement, with their mails (the administrators' alert, the
   * sender's acknowledgement unless the address had its share today): stored together or not at all.
   * Each row's id is drawn before the insert, so each message is paired with its own row whatever order
   * the rows come back in.
   */
  const addBatch = async (messages: readonly ContactMessageCreate[]): Promise<ContactMessage[]> => {
    const rows = await db.query<MessageRow & { position: number }>(
      `with input as materialized (
         select nextval(pg_get_serial_sequence('contact_messages', 'id')) as id, item.*
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
           with ordinality as item (first_name, last_name, email, subject, message, source, position)
       ), inserted as (
         insert into contact_messages (id, first_name, last_name, email, subject, message, source)
         overriding system value
         select id, first_name, last_name, email, subject, message, source from input
         returning ${COLUMNS}
       ), alert as (
         insert into mail_outbox (kind, contact_message_id) select 'contact_alert', id from inserted
       ), acknowledgement as (
         insert into mail_outbox (kind, recipient, contact_message_id)
         select 'contact_ack', email, id
         from (
           select id, email, row_number() over (partition by lower(email) order by id) as nth from inserted
         ) as fresh
         where nth + (
           select count(*) from mail_outbox as earlier
           where earlier.kind = 'contact_ack' and lower(earlier.recipient) = lower(fresh.email)
             and earlier.created_at > now() - interval '1 day'
         ) <= $7
       )
       select input.position::int as position, inserted.*
       from inserted join input using (id)`,
      [
        messages.map((message) => message.firstName),
        messages.map((message) => message.lastName),
        messages.map((message) => message.email),
        messages.map((message) => message.subject),
        messages.map((message) => message.message),
        messages.map((message) => message.source),
        ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
      ],
    );
    const byPosition = new Map(rows.map((row) => [Number(row.position), toMessage(row)]));
    return messages.map((_message, index) => {
      const stored = byPosition.get(index + 1);
      // Cannot happen (the statement inserts every row or fails), but no caller may get nothing back.
      if (!stored) throw new Error(`Message ${index + 1} of a batch came back without its row.`);
      return stored;
    });
  };
  const batcher = createBatcher(addBatch, batchLimitsFor(db.kind));

  return {
    /** Stores a new message: status New, unread, not replied. */
    add: (message: ContactMessageCreate): Promise<ContactMessage> => batcher.submit(message),

    /** Deletes a message (and takes it out of the stats); false when there is none with that id. */
    async remove(id: number): Promise<boolean> {
      return (await db.query('delete from contact_messages where id = $1 returning id', [id])).length > 0;
    },

    async list(query: Partial<ContactFilters> & { page: number; pageSize: number }) {
      const { rows, total } = await selectPage<MessageRow>(db, selection(query), query);
      return { messages: rows.map(toMessage), total };
    },

    /** Every message matching the filters, in order, a batch at a time: exports stream these. */
    async *each(filters: Partial<ContactFilters>): AsyncGenerator<ContactMessage[]> {
      for await (const rows of selectEach<MessageRow>(db, selection(filters))) yield rows.map(toMessage);
    },

    async stats(): Promise<ContactStats> {
      const counters = await readCounters(db, 'contact_messages', { now: options.now(), timeZone: options.timeZone });
      const statusBreakdown = counters.breakdown('status');
      return {
        totalMessages: sumOf(statusBreakdown),
        newMessages: statusBreakdown.New ?? 0,
        inProgressMessages: statusBreakdown.InProgress ?? 0,
        resolvedMessages: statusBreakdown.Resolved ?? 0,
        todayMessages: counters.today,
        weekMessages: counters.week,
        monthMessages: counters.month,
        statusBreakdown,
        sourceBreakdown: counters.breakdown('source'),
      };
    },

    markRead: (id: number) => update(id, 'is_read = true'),
    /** One-way: a replied message stays replied. */
    markReplied: (id: number) => update(id, 'is_replied = true'),
    /** Empty notes clear them. */
    setNotes: (id: number, notes: string) => update(id, 'admin_notes = $2', [notes.trim() ? notes : null]),
    /**
     * The counters move the message from its old status to the new one in the same statement (see
     * migration 2). The update locks the row and, if another change got there first, counts from that
     * change's status, so concurrent changes of one message leave the counts right.
     */
    setStatus: (id: number, status: ContactStatus) => update(id, 'status = $2', [status]),
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
