import type { WaitlistEntry, WaitlistJoin, WaitlistListQuery, WaitlistStats } from '../../src/contract';
import { type Database, postgresErrorCode, UNIQUE_VIOLATION } from '../db';
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

type EntryRow = {
  id: number;
  email: string;
  name: string | null;
  company: string | null;
  source: string | null;
  created_at: Date | string;
};

const toEntry = (row: EntryRow): WaitlistEntry => {
  const joinedAt = isoString(row.created_at);
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    company: row.company,
    source: row.source,
    joinedAt,
    createdAt: joinedAt,
  };
};

const COLUMNS = 'id, email, name, company, source, created_at';

export type WaitlistFilters = Omit<WaitlistListQuery, 'page' | 'pageSize'>;

export function createWaitlistRepository(db: Database, options: { timeZone: string; now: () => Date }) {
  /** The entries matching the admin filters, newest first unless sorted otherwise. */
  const selection = (filters: Partial<WaitlistFilters>): RowSelection => {
    const params = new Params();
    const conditions: string[] = [];
    if (filters.q) {
      const pattern = params.add(containsPattern(filters.q));
      conditions.push(`(email ilike ${pattern} or name ilike ${pattern} or company ilike ${pattern})`);
    }
    if (filters.source) conditions.push(`source = ${params.add(filters.source)}`);
    if (filters.from) conditions.push(`created_at >= ${params.add(filters.from)}`);
    if (filters.to) conditions.push(`created_at <= ${params.add(filters.to)}`);
    return { table: 'waitlist_entries', columns: COLUMNS, where: whereClause(conditions), params, sort: filters.sort };
  };

  return {
    /** Stores a sign-up; `duplicate` when the address (any case) is already on the list. */
    async add(entry: WaitlistJoin): Promise<WaitlistEntry | 'duplicate'> {
      try {
        const rows = await db.query<EntryRow>(
          `insert into waitlist_entries (email, name, company, source) values ($1, $2, $3, $4) returning ${COLUMNS}`,
          [entry.email, entry.name, entry.company, entry.source],
        );
        return toEntry(onlyRow(rows));
      } catch (error) {
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) return 'duplicate';
        throw error;
      }
    },

    /** One page of entries matching the filters, and how many match in all. */
    async list(query: Partial<WaitlistFilters> & { page: number; pageSize: number }) {
      const { rows, total } = await selectPage<EntryRow>(db, selection(query), query);
      return { entries: rows.map(toEntry), total };
    },

    /** Every entry matching the filters, for export. */
    async all(filters: Partial<WaitlistFilters>): Promise<WaitlistEntry[]> {
      return (await selectAll<EntryRow>(db, selection(filters))).map(toEntry);
    },

    async stats(): Promise<WaitlistStats> {
      const params = new Params();
      const starts = periodStarts(params.add(options.now()), params.add(options.timeZone));
      const counts = onlyRow(
        await db.query<{ total: number; today: number; week: number; month: number }>(
          `select count(*)::int as total,
                count(*) filter (where created_at >= ${starts.day})::int as today,
                count(*) filter (where created_at >= ${starts.week})::int as week,
                count(*) filter (where created_at >= ${starts.month})::int as month
         from waitlist_entries`,
          params.values,
        ),
      );
      // Entries without a source are the ones the admin table shows as "Direct".
      const sources = await db.query<{ key: string; count: number }>(
        `select coalesce(source, 'direct') as key, count(*)::int as count
         from waitlist_entries group by 1 order by count desc`,
      );
      return {
        totalEntries: Number(counts.total),
        todayEntries: Number(counts.today),
        weekEntries: Number(counts.week),
        monthEntries: Number(counts.month),
        sourceBreakdown: toBreakdown(sources),
      };
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
