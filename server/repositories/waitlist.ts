import type { WaitlistEntry, WaitlistJoin, WaitlistListQuery, WaitlistStats } from '../../src/contract';
import type { Database } from '../db';
import { batchLimitsFor, createBatcher } from '../db/batcher';
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
    return { table: 'waitlist_entries', columns: COLUMNS, conditions, params, sort: filters.sort };
  };

  /**
   * Stores a batch of sign-ups in one statement. An address may be in the batch twice (any case): the
   * first one queued is stored and the others are duplicates, as they would be one after the other.
   * A row the insert does not return is a duplicate of one already stored. Rows go in in the order of
   * their addresses, so two batches sharing addresses wait for each other in one order, not in a cycle.
   */
  const addBatch = async (entries: readonly WaitlistJoin[]): Promise<Array<WaitlistEntry | 'duplicate'>> => {
    // E-mail addresses are ASCII (the contract checks them), where this is the database's lower().
    const addressOf = (entry: { email: string }) => entry.email.toLowerCase();
    const firstIndexOfAddress = new Map<string, number>();
    entries.forEach((entry, index) => {
      if (!firstIndexOfAddress.has(addressOf(entry))) firstIndexOfAddress.set(addressOf(entry), index);
    });
    const distinct = [...firstIndexOfAddress.values()].map((index) => entries[index]!);
    // Each new member's welcome goes into the outbox in the same statement: stored together or not at all.
    const rows = await db.query<EntryRow>(
      `with inserted as (
         insert into waitlist_entries (email, name, company, source)
         select email, name, company, source
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as entry (email, name, company, source)
         order by lower(email)
         on conflict (lower(email)) do nothing
         returning ${COLUMNS}
       ), welcome as (
         insert into mail_outbox (kind, recipient, waitlist_entry_id) select 'welcome', email, id from inserted
       )
       select * from inserted`,
      [
        distinct.map((entry) => entry.email),
        distinct.map((entry) => entry.name),
        distinct.map((entry) => entry.company),
        distinct.map((entry) => entry.source),
      ],
    );
    const storedByAddress = new Map(rows.map((row) => [addressOf(row), row]));
    return entries.map((entry, index) => {
      const row = storedByAddress.get(addressOf(entry));
      return row && firstIndexOfAddress.get(addressOf(entry)) === index ? toEntry(row) : 'duplicate';
    });
  };
  const batcher = createBatcher(addBatch, batchLimitsFor(db.kind));

  return {
    /** Stores a sign-up; `duplicate` when the address (any case) is already on the list. */
    add: (entry: WaitlistJoin): Promise<WaitlistEntry | 'duplicate'> => batcher.submit(entry),

    /** Deletes a sign-up (and takes it out of the stats); false when there is none with that id. */
    async remove(id: number): Promise<boolean> {
      return (await db.query('delete from waitlist_entries where id = $1 returning id', [id])).length > 0;
    },

    /** One page of entries matching the filters, and how many match in all. */
    async list(query: Partial<WaitlistFilters> & { page: number; pageSize: number }) {
      const { rows, total } = await selectPage<EntryRow>(db, selection(query), query);
      return { entries: rows.map(toEntry), total };
    },

    /** Every entry matching the filters, in order, a batch at a time: exports stream these. */
    async *each(filters: Partial<WaitlistFilters>): AsyncGenerator<WaitlistEntry[]> {
      for await (const rows of selectEach<EntryRow>(db, selection(filters))) yield rows.map(toEntry);
    },

    async stats(): Promise<WaitlistStats> {
      const counters = await readCounters(db, 'waitlist_entries', { now: options.now(), timeZone: options.timeZone });
      // Entries without a source are the ones the admin table shows as "Direct".
      const sourceBreakdown = counters.breakdown('source');
      return {
        totalEntries: sumOf(sourceBreakdown),
        todayEntries: counters.today,
        weekEntries: counters.week,
        monthEntries: counters.month,
        sourceBreakdown,
      };
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
