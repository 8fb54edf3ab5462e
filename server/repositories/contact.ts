import {
  type ContactBulkAction,
  type ContactListQuery,
  type ContactMessage,
  type ContactMessageCreate,
  type ContactSort,
  type ContactStats,
  type ContactStatus,
  contactStatuses,
  isDateOnly,
} from '@shared/contract';
import type { Database, Queryable } from '../db';
import { batchLimitsFor, createBatcher } from '../db/batcher';
import { listExpressions } from '../db/migrations';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../mail/outbox';
import type { WebhookQueue } from './webhookQueue';
import { type BulkAction, bulkAction, type BulkChange } from './bulk';
import { caseInsensitiveBreakdown, type CountedSelection, newestIdOf, readCounters, sumOf } from './sql/counters';
import { jsonInstant } from './sql/json';
import { ascending, descending, sortOrders } from './sql/order';
import { type RowSelection, selectEach, selectPage } from './sql/pagination';
import { containsPattern, Params } from './sql/params';
import { isoString, onlyRow } from './sql/rows';
import { createdAtBound } from './sql/timeZone';

/** A row of contact_messages as the repository reads it. */
export type MessageRow = {
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
  waiting_since: Date | string;
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
  waitingSince: isoString(row.waiting_since),
  isRead: row.is_read,
  isReplied: row.is_replied,
  adminNotes: row.admin_notes,
  source: row.source,
});

/**
 * Seeds the hash that turns an address into the key of its acknowledgement lock, so these keys stay apart
 * from any other advisory lock keyed by a hash of the same address.
 */
const ACKNOWLEDGEMENT_LOCK_SEED = 3_141_592_653;

/**
 * What the `contact.received` webhook tells of a message (`alias`: a row of contact_messages, or of a
 * CTE returning its columns), as JSON: who wrote, what, through which door, and when.
 */
export const contactPayload = (alias: string) =>
  `jsonb_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name,
     'email', ${alias}.email, 'subject', ${alias}.subject, 'message', ${alias}.message, 'source', ${alias}.source,
     'status', ${alias}.status, 'receivedAt', ${jsonInstant(`${alias}.created_at`)})`;

const COLUMNS = `id, first_name, last_name, email, subject, message, source, status, is_read, is_replied, admin_notes,
  created_at, ${listExpressions.lastWordsAt} as waiting_since`;

export type ContactFilters = Omit<ContactListQuery, 'page' | 'pageSize'> & {
  /** Exactly these messages (a selection): the other filters are then ignored. */
  ids?: readonly number[];
};

/** Within a status or a source, newest first (the order of their indexes after the first key). */
const thenNewest = [descending('created_at', 'timestamptz'), descending('id', 'int')];

/** The messages' orders, each served by an index of migration 4. */
const contactOrders = sortOrders<ContactSort>(
  {
    email: [ascending('lower(email)', 'text'), ascending('id', 'int')],
    name: [ascending(listExpressions.contactName, 'text'), ascending('id', 'int')],
    subject: [ascending('lower(subject)', 'text'), ascending('id', 'int')],
    source: [ascending(listExpressions.source, 'text'), ...thenNewest],
    status: [ascending(listExpressions.statusRank, 'int'), ...thenNewest],
  },
  {
    // Awaiting a reply first, longest waiting first; then the answered ones, newest first.
    waiting: [
      ascending('is_replied', 'boolean'),
      ascending(listExpressions.waitingSinceLastWords, 'timestamptz'),
      ...thenNewest,
    ],
  },
);

/** What each bulk action other than delete changes, and which messages it would change. */
const bulkUpdates: Record<
  Exclude<ContactBulkAction, 'delete'>,
  (params: Params, status?: ContactStatus) => BulkChange
> = {
  read: () => ({ assignment: 'is_read = true, updated_at = now()', pending: 'not is_read' }),
  replied: () => ({ assignment: 'is_replied = true, updated_at = now()', pending: 'not is_replied' }),
  status: (params, status) => {
    const value = params.add(status);
    return { assignment: `status = ${value}, updated_at = now()`, pending: `status <> ${value}` };
  },
};

export function createContactRepository(
  db: Database,
  options: {
    timeZone: string;
    now: () => Date;
    /** Queues each message's `contact.received` event in the statement that stores it. */
    webhooks: WebhookQueue;
  },
) {
  /** The messages matching the admin filters, newest first unless sorted otherwise. */
  const selection = (filters: Partial<ContactFilters>): RowSelection => {
    const params = new Params();
    const conditions: string[] = [];
    const order = contactOrders[filters.sort ?? 'newest'];
    if (filters.ids) {
      conditions.push(`id = any(${params.add(filters.ids)}::int[])`);
      return { table: 'contact_messages', columns: COLUMNS, conditions, params, order };
    }
    // Each condition the counters could count alone, by its dimension and key.
    const countable: CountedSelection[] = [];
    if (filters.q)
      conditions.push(
        `${listExpressions.contactPeopleSearch} like search_folded(${params.add(containsPattern(filters.q))})`,
      );
    if (filters.source) {
      conditions.push(`${listExpressions.source} = lower(${params.add(filters.source)})`);
      countable.push({ dimension: 'source', key: filters.source });
    }
    if (filters.status) {
      // As the status index reads it, so one index serves the filter and its newest-first order.
      conditions.push(`${listExpressions.statusRank} = ${params.add(contactStatuses.indexOf(filters.status))}`);
      countable.push({ dimension: 'status', key: filters.status });
    }
    if (filters.isRead !== undefined) {
      conditions.push(filters.isRead ? 'is_read' : 'not is_read');
      countable.push({ dimension: 'read', key: String(filters.isRead) });
    }
    if (filters.isReplied !== undefined) {
      conditions.push(filters.isReplied ? 'is_replied' : 'not is_replied');
      countable.push({ dimension: 'replied', key: String(filters.isReplied) });
    }
    if (filters.from) conditions.push(createdAtBound('from', filters.from, params, options.timeZone, isDateOnly));
    if (filters.to) conditions.push(createdAtBound('to', filters.to, params, options.timeZone, isDateOnly));
    const counted =
      conditions.length === 0
        ? { dimension: 'source' }
        : conditions.length === 1 && countable.length === 1
          ? countable[0]
          : undefined;
    return { table: 'contact_messages', columns: COLUMNS, conditions, params, order, counted };
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
   * sender's acknowledgement unless the address had its share today) and their webhook events. Each
   * row's id is drawn before the insert, so each message is paired with its own row whatever order the
   * rows come back in.
   */
  const insertBatch = async (tx: Queryable, messages: readonly ContactMessageCreate[]): Promise<ContactMessage[]> => {
    const rows = await tx.query<MessageRow & { position: number }>(
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
       )${options.webhooks.cte('received', 'inserted', 'contact.received', contactPayload('inserted'))}
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

  /**
   * Stores a batch of messages and their mails in one transaction: together or not at all. The
   * acknowledgements already queued for an address are counted under a lock of that address, held until
   * the commit: a batch written at the same moment on another connection or instance, with the same
   * address, waits, and its insert (a statement of its own, so it sees what committed meanwhile) counts
   * this batch's acknowledgements too. Counted without the lock, both would see the same earlier count.
   */
  const addBatch = (messages: readonly ContactMessageCreate[]): Promise<ContactMessage[]> =>
    db.transaction(async (tx) => {
      // In the keys' order, so two batches with several addresses in common cannot wait for each other.
      await tx.query(
        `select pg_advisory_xact_lock(key) from (
           select distinct hashtextextended(lower(email), $2) as key from unnest($1::text[]) as email order by key
         ) as keys`,
        [messages.map((message) => message.email), ACKNOWLEDGEMENT_LOCK_SEED],
      );
      return insertBatch(tx, messages);
    });

  const batcher = createBatcher(addBatch, batchLimitsFor(db.kind));

  return {
    /** Stores a new message: status New, unread, not replied. */
    add: (message: ContactMessageCreate): Promise<ContactMessage> => batcher.submit(message),

    /** Deletes a message (and takes it out of the stats); false when there is none with that id. */
    async remove(id: number): Promise<boolean> {
      return (await db.query('delete from contact_messages where id = $1 returning id', [id])).length > 0;
    },

    /** One message as the list shows it, or null when there is none with that id. */
    async find(id: number): Promise<ContactMessage | null> {
      const rows = await db.query<MessageRow>(`select ${COLUMNS} from contact_messages where id = $1`, [id]);
      return rows.length === 0 ? null : toMessage(onlyRow(rows));
    },

    /**
     * One page of messages matching the filters (the last page when the one asked for lies beyond it),
     * how many match in all (`capped`: at least that many) and the page answered.
     */
    async list(query: Partial<ContactFilters> & { page: number; pageSize: number }) {
      const { rows, ...counts } = await selectPage<MessageRow>(db, selection(query), query);
      return { messages: rows.map(toMessage), ...counts };
    },

    /**
     * A bulk action on the messages `ids` names, or on every one `filter` matches, to count or apply;
     * messages the action would not change are not counted.
     */
    bulk(
      { action, status }: { action: ContactBulkAction; status?: ContactStatus },
      target: { ids: readonly number[] } | { filter: Partial<ContactFilters> },
    ): BulkAction {
      const rows = selection('ids' in target ? { ids: target.ids } : target.filter);
      return bulkAction(db, rows, action === 'delete' ? 'delete' : bulkUpdates[action](rows.params, status));
    },

    /** Every message matching the filters, in order, a batch at a time: exports stream these. */
    async *each(filters: Partial<ContactFilters>): AsyncGenerator<ContactMessage[]> {
      for await (const rows of selectEach<MessageRow>(db, selection(filters))) yield rows.map(toMessage);
    },

    async stats(): Promise<ContactStats> {
      const [counters, oldestAwaiting, newestId] = await Promise.all([
        readCounters(db, 'contact_messages', { now: options.now(), timeZone: options.timeZone }),
        // The first entry of the awaiting-since index (migration 11).
        db.query<{ created_at: Date | string | null }>(
          `select min(${listExpressions.lastWordsAt}) as created_at from contact_messages where not is_replied`,
        ),
        newestIdOf(db, 'contact_messages'),
      ]);
      const statusBreakdown = counters.breakdown('status');
      const oldestAwaitingReplyAt = onlyRow(oldestAwaiting).created_at;
      return {
        totalMessages: sumOf(statusBreakdown),
        newMessages: statusBreakdown.New ?? 0,
        inProgressMessages: statusBreakdown.InProgress ?? 0,
        resolvedMessages: statusBreakdown.Resolved ?? 0,
        todayMessages: counters.today,
        weekMessages: counters.week,
        monthMessages: counters.month,
        unreadMessages: counters.breakdown('read').false ?? 0,
        awaitingReply: counters.breakdown('replied').false ?? 0,
        oldestAwaitingReplyAt: oldestAwaitingReplyAt === null ? null : isoString(oldestAwaitingReplyAt),
        newestId,
        statusBreakdown,
        sourceBreakdown: caseInsensitiveBreakdown(counters.breakdown('source')),
        timeZone: options.timeZone,
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
