import {
  isDateOnly,
  type WaitlistBulkAction,
  type WaitlistEntry,
  type WaitlistJoin,
  type WaitlistListQuery,
  type WaitlistSort,
  type WaitlistStats,
  type WaitlistStatus,
  waitlistStatuses,
} from '@shared/contract';
import type { Database } from '../db';
import { batchLimitsFor, createBatcher } from '../db/batcher';
import { listExpressions } from '../db/migrations';
import { type BulkAction, bulkAction, type BulkChange } from './bulk';
import { caseInsensitiveBreakdown, newestIdOf, readCounters, sumOf } from './sql/counters';
import { ascending, sortOrders } from './sql/order';
import { type RowSelection, selectEach, selectPage } from './sql/pagination';
import { containsPattern, Params } from './sql/params';
import { isoString } from './sql/rows';
import { createdAtBound } from './sql/timeZone';
import { suppress, suppressionsOfEntries } from './suppressions';

/** A row of waitlist_entries as the repository reads it. */
export type EntryRow = {
  id: number;
  email: string;
  name: string | null;
  company: string | null;
  source: string | null;
  created_at: Date | string;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  status: WaitlistStatus;
  invited_at: Date | string | null;
  redeemed_at: Date | string | null;
  confirmed_at: Date | string | null;
};

const orNull = (value: Date | string | null) => (value === null ? null : isoString(value));

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
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    status: row.status,
    invitedAt: orNull(row.invited_at),
    redeemedAt: orNull(row.redeemed_at),
    confirmedAt: orNull(row.confirmed_at),
    // Read for a page of the list (`withSuppressions`); a new sign-up's welcome says whether it is.
    suppression: null,
  };
};

const COLUMNS =
  'id, email, name, company, source, created_at, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, ' +
  'status, invited_at, redeemed_at, confirmed_at';

/** The columns a sign-up stores, in the order `addBatch` sends them. */
const storedFields = [
  ['email', 'email'],
  ['name', 'name'],
  ['company', 'company'],
  ['source', 'source'],
  ['landing_page', 'landingPage'],
  ['referrer_host', 'referrerHost'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const satisfies ReadonlyArray<readonly [string, keyof WaitlistJoin]>;

export type WaitlistFilters = Omit<WaitlistListQuery, 'page' | 'pageSize'> & {
  /** Exactly these entries (an export of the selection): the other filters are then ignored. */
  ids?: readonly number[];
};

/** The waitlist's orders, each served by an index of migration 4 (or the unique e-mail index). */
const waitlistOrders = sortOrders<WaitlistSort>({
  email: [ascending('lower(email)', 'text'), ascending('id', 'int')],
  name: [
    ascending('(name is null)', 'boolean'),
    ascending("coalesce(lower(name), '')", 'text'),
    ascending('id', 'int'),
  ],
  company: [
    ascending('(company is null)', 'boolean'),
    ascending("coalesce(lower(company), '')", 'text'),
    ascending('id', 'int'),
  ],
  // Within a source, newest first (the source index's own order).
  source: [
    ascending(listExpressions.source, 'text'),
    { expression: 'created_at', type: 'timestamptz', direction: 'desc' },
    { expression: 'id', type: 'int', direction: 'desc' },
  ],
});

/**
 * What `remove` and `restore` do to an entry's status. A joined entry stays joined (the platform has its
 * account); a restored one goes back to where it was: invited when it had been (its code works again),
 * else waiting.
 */
const statusChanges: Record<Exclude<WaitlistBulkAction, 'delete'>, BulkChange> = {
  remove: { assignment: "status = 'removed'", pending: "status in ('waiting', 'invited')" },
  restore: {
    assignment: "status = case when invited_at is null then 'waiting' else 'invited' end",
    pending: "status = 'removed'",
  },
};

export function createWaitlistRepository(db: Database, options: { timeZone: string; now: () => Date }) {
  /** The entries matching the admin filters, newest first unless sorted otherwise. */
  const selection = (filters: Partial<WaitlistFilters>): RowSelection => {
    const params = new Params();
    const conditions: string[] = [];
    const order = waitlistOrders[filters.sort ?? 'newest'];
    if (filters.ids) {
      conditions.push(`id = any(${params.add(filters.ids)}::int[])`);
      return { table: 'waitlist_entries', columns: COLUMNS, conditions, params, order };
    }
    if (filters.q)
      conditions.push(
        `${listExpressions.waitlistPeopleSearch} like search_folded(${params.add(containsPattern(filters.q))})`,
      );
    if (filters.source) conditions.push(`${listExpressions.source} = lower(${params.add(filters.source)})`);
    if (filters.status) conditions.push(`status = ${params.add(filters.status)}`);
    // Written as migration 12's index has it, so a page of either is a walk of that index.
    if (filters.confirmation) {
      conditions.push(`(confirmed_at is not null) = ${filters.confirmation === 'confirmed'}`);
    }
    if (filters.utmCampaign) {
      conditions.push(`${listExpressions.utmCampaign} = lower(${params.add(filters.utmCampaign)})`);
    }
    if (filters.utmSource) conditions.push(`${listExpressions.utmSource} = lower(${params.add(filters.utmSource)})`);
    if (filters.referrerHost) {
      conditions.push(`${listExpressions.referrerHost} = lower(${params.add(filters.referrerHost)})`);
    }
    if (filters.from) conditions.push(createdAtBound('from', filters.from, params, options.timeZone, isDateOnly));
    if (filters.to) conditions.push(createdAtBound('to', filters.to, params, options.timeZone, isDateOnly));
    // The counters hold the size of the whole list, and of one source.
    const counted =
      conditions.length === 0
        ? { dimension: 'source' }
        : conditions.length === 1 && filters.source
          ? { dimension: 'source', key: filters.source }
          : conditions.length === 1 && filters.confirmation
            ? { dimension: 'confirmed', key: String(filters.confirmation === 'confirmed') }
            : undefined;
    return { table: 'waitlist_entries', columns: COLUMNS, conditions, params, order, counted };
  };

  const selectionOf = (target: { ids: readonly number[] } | { filter: Partial<WaitlistFilters> }) =>
    selection('ids' in target ? { ids: target.ids } : target.filter);

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
         insert into waitlist_entries (${storedFields.map(([column]) => column).join(', ')})
         select ${storedFields.map(([column]) => column).join(', ')}
         from unnest(${storedFields.map((_, index) => `$${index + 1}::text[]`).join(', ')})
           as entry (${storedFields.map(([column]) => column).join(', ')})
         order by lower(email)
         on conflict (lower(email)) do nothing
         returning ${COLUMNS}
       ), welcome as (
         insert into mail_outbox (kind, recipient, waitlist_entry_id) select 'welcome', email, id from inserted
       )
       select * from inserted`,
      storedFields.map(([, field]) => distinct.map((entry) => entry[field] ?? null)),
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

    /** The address an entry was signed up with; undefined when there is no entry with that id. */
    async addressOf(id: number): Promise<{ id: number; email: string } | undefined> {
      const [entry] = await db.query<{ id: number; email: string }>(
        'select id, email from waitlist_entries where id = $1',
        [id],
      );
      return entry;
    },

    /** Deletes a sign-up (and takes it out of the stats); false when there is none with that id. */
    async remove(id: number): Promise<boolean> {
      return (await db.query('delete from waitlist_entries where id = $1 returning id', [id])).length > 0;
    },

    /**
     * A member leaves: their entry is deleted (its pending mails and its place in the stats with it), and
     * their address put on the suppression list (`left`), in one transaction, so no later sign-up in its
     * name gets the list's mails.
     */
    async leave(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [entry] = await tx.query<{ email: string }>(
          'delete from waitlist_entries where id = $1 returning email',
          [id],
        );
        if (entry) await suppress(tx, entry.email, 'left', null);
      });
    },

    /**
     * The member opened their confirm link: the entry is confirmed (the first time counts) and no
     * reminder is due. False when there is no such entry.
     */
    async confirm(id: number): Promise<boolean> {
      const rows = await db.query(
        `update waitlist_entries set confirmed_at = coalesce(confirmed_at, now()), confirm_reminder_due_at = null
         where id = $1 returning id`,
        [id],
      );
      return rows.length > 0;
    },

    /**
     * One page of entries matching the filters (the last page when the one asked for lies beyond it),
     * how many match in all (`capped`: at least that many) and the page answered.
     */
    async list(query: Partial<WaitlistFilters> & { page: number; pageSize: number }) {
      const { rows, ...counts } = await selectPage<EntryRow>(db, selection(query), query);
      const suppressions = await suppressionsOfEntries(
        db,
        rows.map((row) => Number(row.id)),
      );
      const entries = rows.map((row) => ({ ...toEntry(row), suppression: suppressions.get(Number(row.id)) ?? null }));
      return { entries, ...counts };
    },

    /**
     * A bulk action on the entries `ids` names, or on every one `filter` matches, to count or apply;
     * entries the action would not change are not counted.
     */
    bulk: (
      action: WaitlistBulkAction,
      target: { ids: readonly number[] } | { filter: Partial<WaitlistFilters> },
    ): BulkAction => bulkAction(db, selectionOf(target), action === 'delete' ? 'delete' : statusChanges[action]),

    /** The entries `ids` names, or every one `filter` matches, as a selection to build on (invite runs). */
    selectionOf,

    /** Every entry matching the filters, in order, a batch at a time: exports stream these. */
    async *each(filters: Partial<WaitlistFilters>): AsyncGenerator<WaitlistEntry[]> {
      for await (const rows of selectEach<EntryRow>(db, selection(filters))) yield rows.map(toEntry);
    },

    async stats(): Promise<WaitlistStats> {
      const [counters, newestId] = await Promise.all([
        readCounters(db, 'waitlist_entries', { now: options.now(), timeZone: options.timeZone }),
        newestIdOf(db, 'waitlist_entries'),
      ]);
      // Entries without a source are the ones the admin table shows as "Direct".
      const sourceBreakdown = caseInsensitiveBreakdown(counters.breakdown('source'));
      const statuses = counters.breakdown('status');
      return {
        confirmedEntries: counters.breakdown('confirmed').true ?? 0,
        totalEntries: sumOf(sourceBreakdown),
        todayEntries: counters.today,
        weekEntries: counters.week,
        monthEntries: counters.month,
        sourceBreakdown,
        statusBreakdown: Object.fromEntries(
          waitlistStatuses.map((status) => [status, statuses[status] ?? 0]),
        ) as Record<WaitlistStatus, number>,
        // Stored as sent, counted in lower case (the breakdown's and the filter's key); hosts are stored lower.
        campaignBreakdown: counters.breakdown('utm_campaign'),
        utmSourceBreakdown: counters.breakdown('utm_source'),
        referrerBreakdown: counters.breakdown('referrer_host'),
        newestId,
        timeZone: options.timeZone,
      };
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
