import {
  COMMON_MAIL_DOMAINS,
  isDateOnly,
  type Referrer,
  type WaitlistBulkAction,
  type WaitlistEntry,
  type WaitlistJoin,
  type WaitlistListQuery,
  type WaitlistSort,
  type WaitlistStats,
  type WaitlistStatus,
  waitlistStatuses,
} from '@shared/contract';
import type { Database, Queryable } from '../db';
import { batchLimitsFor, createBatcher } from '../db/batcher';
import { listExpressions } from '../db/migrations';
import { type BulkAction, bulkAction, type BulkChange } from './bulk';
import { caseInsensitiveBreakdown, newestIdOf, readCounters, sumOf } from './sql/counters';
import { ascending, sortOrders } from './sql/order';
import { type RowSelection, selectEach, selectPage } from './sql/pagination';
import { containsPattern, Params } from './sql/params';
import { jsonInstant } from './sql/json';
import { positionsOf } from './sql/places';
import { isoString } from './sql/rows';
import { createdAtBound } from './sql/timeZone';
import { suppress, suppressionsOfEntries } from './suppressions';
import type { WebhookQueue } from './webhookQueue';

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
  referrals: number;
  referred_by: number | null;
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
    // Counted for a page of the list and a new sign-up (`positionsOf`), not for every row of an export.
    position: null,
    referrals: Number(row.referrals),
    referredBy: row.referred_by === null ? null : Number(row.referred_by),
  };
};

const COLUMNS =
  'id, email, name, company, source, created_at, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, ' +
  'status, invited_at, redeemed_at, confirmed_at, referrals, referred_by';

/**
 * What a webhook tells of an entry (`alias`: a row of waitlist_entries or of a CTE returning its columns),
 * as JSON: who, from where, and where they are.
 */
export const entryPayload = (alias: string) =>
  `jsonb_build_object('id', ${alias}.id, 'email', ${alias}.email, 'name', ${alias}.name, 'company', ${alias}.company,
     'source', ${alias}.source, 'joinedAt', ${jsonInstant(`${alias}.created_at`)}, 'status', ${alias}.status,
     'confirmedAt', ${jsonInstant(`${alias}.confirmed_at`)}, 'referredBy', ${alias}.referred_by, 'referrals', ${alias}.referrals,
     'landingPage', ${alias}.landing_page, 'referrerHost', ${alias}.referrer_host, 'utmSource', ${alias}.utm_source,
     'utmMedium', ${alias}.utm_medium, 'utmCampaign', ${alias}.utm_campaign)`;

/**
 * A member's standing, as their status page shows it: where they are, their place when waiting, the
 * referrals credited to them and those whose newcomer has not confirmed yet, and their share code.
 */
export type Standing = {
  id: number;
  status: WaitlistStatus;
  position: number | null;
  referrals: number;
  awaitingConfirmation: number;
  referralCode: string;
  confirmed: boolean;
};

/** COLUMNS read from the row `alias` of a statement that names several. */
const prefixed = (alias: string) =>
  COLUMNS.split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** What a webhook tells of an entry read by the repository: `entryPayload`'s fields. */
const webhookEntry = (row: EntryRow) => {
  const entry = toEntry(row);
  return {
    id: entry.id,
    email: entry.email,
    name: entry.name,
    company: entry.company,
    source: entry.source,
    joinedAt: entry.joinedAt,
    status: entry.status,
    confirmedAt: entry.confirmedAt,
    referredBy: entry.referredBy,
    referrals: entry.referrals,
    landingPage: entry.landingPage,
    referrerHost: entry.referrerHost,
    utmSource: entry.utmSource,
    utmMedium: entry.utmMedium,
    utmCampaign: entry.utmCampaign,
  };
};

/** How long after a status link is queued another request for it mails nothing. */
const STATUS_LINK_INTERVAL = '10 minutes';

/** Referrals: places moved up per credited referral (0: referrals off), and credits per referrer a day. */
export type ReferralRules = { boost: number; dailyCap: number };

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
  // The waiting entries in line (migration 14's place index), then the others in the order they had.
  position: [
    ascending("(status <> 'waiting')", 'boolean'),
    ascending('place', 'double precision'),
    ascending('id', 'int'),
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

export function createWaitlistRepository(
  db: Database,
  options: { timeZone: string; now: () => Date; referrals: ReferralRules; webhooks: WebhookQueue },
) {
  const { referrals: referralRules, webhooks } = options;
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
   * Credits the referral that brought `referee` (just confirmed) to its referrer, in the confirming
   * transaction: unless the referrer had `dailyCap` credits in the last 24 hours, the referee is marked
   * credited, the referrer's count goes up, and, when still waiting, the referrer moves up `boost` places
   * by taking a place between the entries `boost` and `boost + 1` ahead (or before the first). The
   * referrer's row is locked first, so two referrals confirmed at once are counted one after the other.
   */
  const creditReferral = async (tx: Queryable, referee: EntryRow) => {
    const [referrer] = await tx.query<{ id: number; status: WaitlistStatus; place: number }>(
      'select id, status, place from waitlist_entries where id = $1 for update',
      [referee.referred_by],
    );
    if (!referrer) return;
    // Counted after the lock, in a statement of its own: its snapshot then sees a credit that a
    // transaction holding the lock before this one committed.
    const [today] = await tx.query<{ credited: number }>(
      `select count(*)::int as credited from waitlist_entries
       where referred_by = $1 and referral_credited_at > now() - interval '24 hours'`,
      [referrer.id],
    );
    if (today!.credited >= referralRules.dailyCap) return;
    const ahead =
      referrer.status === 'waiting'
        ? await tx.query<{ place: number }>(
            `select place from waitlist_entries where status = 'waiting' and (place, id) < ($1, $2)
             order by place desc, id desc limit $3`,
            [referrer.place, referrer.id, referralRules.boost + 1],
          )
        : [];
    const places = ahead.map((row) => Number(row.place));
    const newPlace =
      places.length === 0
        ? Number(referrer.place)
        : places.length <= referralRules.boost
          ? places.at(-1)! - 1
          : (places[referralRules.boost - 1]! + places[referralRules.boost]!) / 2;
    await tx.query('update waitlist_entries set referral_credited_at = now() where id = $1', [referee.id]);
    const [credited] = await tx.query<EntryRow>(
      `update waitlist_entries set referrals = referrals + 1, place = $2 where id = $1 returning ${COLUMNS}`,
      [referrer.id, newPlace],
    );
    await webhooks.queue(tx, 'waitlist.referred', {
      referrer: webhookEntry(credited!),
      referral: webhookEntry(referee),
    });
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
    // A share link's code names the referrer, unless it is the newcomer's own mailbox written another way.
    const columns = storedFields.map(([column]) => column);
    const rows = await db.query<EntryRow>(
      `with inserted as (
         insert into waitlist_entries (${columns.join(', ')}, referred_by)
         select ${columns.map((column) => `entry.${column}`).join(', ')}, referrer.id
         from unnest(${storedFields.map((_, index) => `$${index + 1}::text[]`).join(', ')}, $${storedFields.length + 1}::text[])
           as entry (${columns.join(', ')}, referral_code)
         left join waitlist_entries referrer
           on referrer.referral_code = entry.referral_code and mailbox_key(referrer.email) <> mailbox_key(entry.email)
         order by lower(entry.email)
         on conflict (lower(email)) do nothing
         returning ${COLUMNS}
       ), welcome as (
         insert into mail_outbox (kind, recipient, waitlist_entry_id) select 'welcome', email, id from inserted
       )${webhooks.cte('joined', 'inserted', 'waitlist.joined', entryPayload('inserted'))}
       select * from inserted`,
      [
        ...storedFields.map(([, field]) => distinct.map((entry) => entry[field] ?? null)),
        distinct.map((entry) => (referralRules.boost > 0 ? (entry.referralCode ?? null) : null)),
      ],
    );
    const positions = await positionsOf(
      db,
      rows.map((row) => Number(row.id)),
    );
    const storedByAddress = new Map(rows.map((row) => [addressOf(row), row]));
    return entries.map((entry, index) => {
      const row = storedByAddress.get(addressOf(entry));
      return row && firstIndexOfAddress.get(addressOf(entry)) === index
        ? { ...toEntry(row), position: positions.get(Number(row.id)) ?? null }
        : 'duplicate';
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
        const [entry] = await tx.query<EntryRow>(`delete from waitlist_entries where id = $1 returning ${COLUMNS}`, [
          id,
        ]);
        if (!entry) return;
        await suppress(tx, entry.email, 'left', null);
        await webhooks.queue(tx, 'waitlist.left', { ...webhookEntry(entry), status: 'left' });
      });
    },

    /**
     * The member opened their confirm link: the entry is confirmed (the first time counts) and no
     * reminder is due. The first time, a referral that brought them is credited to their referrer
     * (`creditReferral`). False when there is no such entry.
     */
    async confirm(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [entry] = await tx.query<EntryRow & { newly: boolean }>(
          `with before as (select id, confirmed_at from waitlist_entries where id = $1 for update)
           update waitlist_entries as entry
           set confirmed_at = coalesce(entry.confirmed_at, now()), confirm_reminder_due_at = null
           from before where entry.id = before.id
           returning ${prefixed('entry')}, before.confirmed_at is null as newly`,
          [id],
        );
        if (!entry) return false;
        if (!entry.newly) return true;
        await webhooks.queue(tx, 'waitlist.confirmed', webhookEntry(entry));
        if (entry.referred_by !== null && referralRules.boost > 0) await creditReferral(tx, entry);
        return true;
      });
    },

    /** The standing of the entry `id` (its status page); undefined when it is gone. */
    async standing(id: number): Promise<Standing | undefined> {
      const [row] = await db.query<{
        id: number;
        status: WaitlistStatus;
        referrals: number;
        awaiting: number;
        referral_code: string;
        confirmed: boolean;
      }>(
        `select id, status, referrals, referral_code, confirmed_at is not null as confirmed,
           (select count(*)::int from waitlist_entries referee
            where referee.referred_by = entry.id and referee.confirmed_at is null) as awaiting
         from waitlist_entries entry where id = $1`,
        [id],
      );
      return (
        row && {
          id: Number(row.id),
          status: row.status,
          position: (await positionsOf(db, [id])).get(id) ?? null,
          referrals: Number(row.referrals),
          awaitingConfirmation: Number(row.awaiting),
          referralCode: row.referral_code,
          confirmed: row.confirmed,
        }
      );
    },

    /**
     * Queues a `status_link` mail for the entry with this address, if there is one and none was queued for
     * it in the last `STATUS_LINK_INTERVAL`: a form anyone can post must not become a way to flood a
     * member's inbox. Nothing tells the caller which happened.
     */
    async requestStatusLink(email: string): Promise<void> {
      await db.query(
        `insert into mail_outbox (kind, recipient, waitlist_entry_id)
         select 'status_link', entry.email, entry.id from waitlist_entries entry
         where lower(entry.email) = lower($1)
           and not exists (select 1 from mail_outbox sent where sent.waitlist_entry_id = entry.id
                           and sent.kind = 'status_link' and sent.created_at > now() - interval '${STATUS_LINK_INTERVAL}')`,
        [email],
      );
    },

    /** The leaderboard: the members with the most credited referrals, with what needs a second look. */
    async referrers(limit: number): Promise<Referrer[]> {
      const rows = await db.query<{
        id: number;
        email: string;
        name: string | null;
        referrals: number;
        awaiting: number;
        shared_address: boolean;
        shared_domain: boolean;
      }>(
        `select entry.id, entry.email, entry.name, entry.referrals, referred.awaiting, referred.shared_address,
           coalesce(top_domain.n >= 3 and top_domain.n * 2 > referred.total
                    and top_domain.domain <> all($2::text[]), false) as shared_domain
         from (select * from waitlist_entries where referrals > 0 order by referrals desc, id limit $1) as entry
         cross join lateral (
           select count(*) filter (where referee.confirmed_at is null)::int as awaiting, count(*) as total,
                  count(distinct mailbox_key(referee.email)) < count(*) as shared_address
           from waitlist_entries referee where referee.referred_by = entry.id
         ) as referred
         left join lateral (
           select split_part(lower(referee.email), '@', 2) as domain, count(*) as n
           from waitlist_entries referee where referee.referred_by = entry.id
           group by 1 order by 2 desc limit 1
         ) as top_domain on true
         order by entry.referrals desc, entry.id`,
        [limit, COMMON_MAIL_DOMAINS],
      );
      const positions = await positionsOf(
        db,
        rows.map((row) => Number(row.id)),
      );
      return rows.map((row) => ({
        id: Number(row.id),
        email: row.email,
        name: row.name,
        referrals: Number(row.referrals),
        awaitingConfirmation: Number(row.awaiting),
        position: positions.get(Number(row.id)) ?? null,
        flags: [
          ...(row.shared_address ? (['shared_address'] as const) : []),
          ...(row.shared_domain ? (['shared_domain'] as const) : []),
        ],
      }));
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
      const positions = await positionsOf(
        db,
        rows.map((row) => Number(row.id)),
      );
      const entries = rows.map((row) => ({
        ...toEntry(row),
        suppression: suppressions.get(Number(row.id)) ?? null,
        position: positions.get(Number(row.id)) ?? null,
      }));
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
