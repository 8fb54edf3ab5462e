import type {
  ContactListQuery,
  ContactMessage,
  ContactMessageCreate,
  ContactStats,
  ContactStatus,
} from '../../src/contract';
import type { Database } from '../db';
import {
  containsPattern,
  isoString,
  onlyRow,
  Params,
  periodStarts,
  type RowSelection,
  selectAll,
  selectPage,
  toBreakdown,
  whereClause,
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
    return { table: 'contact_messages', columns: COLUMNS, where: whereClause(conditions), params, sort: filters.sort };
  };

  /** Applies `assignment` to one message; false when there is no message with that id. */
  const update = async (id: number, assignment: string, values: unknown[] = []) => {
    const rows = await db.query(
      `update contact_messages set ${assignment}, updated_at = now() where id = $1 returning id`,
      [id, ...values],
    );
    return rows.length > 0;
  };

  return {
    /** Stores a new message: status New, unread, not replied. */
    async add(message: ContactMessageCreate): Promise<ContactMessage> {
      const rows = await db.query<MessageRow>(
        `insert into contact_messages (first_name, last_name, email, subject, message, source)
         values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
        [message.firstName, message.lastName, message.email, message.subject, message.message, message.source],
      );
      return toMessage(onlyRow(rows));
    },

    async list(query: Partial<ContactFilters> & { page: number; pageSize: number }) {
      const { rows, total } = await selectPage<MessageRow>(db, selection(query), query);
      return { messages: rows.map(toMessage), total };
    },

    /** Every message matching the filters, for export. */
    async all(filters: Partial<ContactFilters>): Promise<ContactMessage[]> {
      return (await selectAll<MessageRow>(db, selection(filters))).map(toMessage);
    },

    async stats(): Promise<ContactStats> {
      const params = new Params();
      const starts = periodStarts(params.add(options.now()), params.add(options.timeZone));
      const counts = onlyRow(
        await db.query<Record<'total' | 'new' | 'in_progress' | 'resolved' | 'today' | 'week' | 'month', number>>(
          `select count(*)::int as total,
                  count(*) filter (where status = 'New')::int as new,
                  count(*) filter (where status = 'InProgress')::int as in_progress,
                  count(*) filter (where status = 'Resolved')::int as resolved,
                  count(*) filter (where created_at >= ${starts.day})::int as today,
                  count(*) filter (where created_at >= ${starts.week})::int as week,
                  count(*) filter (where created_at >= ${starts.month})::int as month
           from contact_messages`,
          params.values,
        ),
      );
      const statuses = await db.query<{ key: string; count: number }>(
        'select status as key, count(*)::int as count from contact_messages group by status order by count desc',
      );
      const sources = await db.query<{ key: string; count: number }>(
        `select coalesce(source, 'direct') as key, count(*)::int as count
         from contact_messages group by 1 order by count desc`,
      );
      return {
        totalMessages: Number(counts.total),
        newMessages: Number(counts.new),
        inProgressMessages: Number(counts.in_progress),
        resolvedMessages: Number(counts.resolved),
        todayMessages: Number(counts.today),
        weekMessages: Number(counts.week),
        monthMessages: Number(counts.month),
        statusBreakdown: toBreakdown(statuses),
        sourceBreakdown: toBreakdown(sources),
      };
    },

    markRead: (id: number) => update(id, 'is_read = true'),
    /** One-way: a replied message stays replied. */
    markReplied: (id: number) => update(id, 'is_replied = true'),
    /** Empty notes clear them. */
    setNotes: (id: number, notes: string) => update(id, 'admin_notes = $2', [notes.trim() ? notes : null]),
    setStatus: (id: number, status: ContactStatus) => update(id, 'status = $2', [status]),
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
