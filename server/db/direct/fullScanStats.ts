import { type ContactStats, type SignupChartGrouping, type WaitlistStats, waitlistStatuses } from '@shared/contract';
import { toBreakdown } from '../../repositories/sql/counters';
import { Params } from '../../repositories/sql/params';
import { onlyRow } from '../../repositories/sql/rows';
import { periodStarts } from '../../repositories/sql/timeZone';
import type { Queryable } from '../database';

/*
 * The stats and the sign-ups chart counted the slow way, by scanning every row as the repositories did
 * before migration 2's counters: what the counters must always agree with (the tests compare them).
 */

type Period = { now: Date; timeZone: string };

const count = async (db: Queryable, table: string, where = '') =>
  onlyRow(await db.query<{ count: number }>(`select count(*)::int as count from ${table} ${where}`)).count;

const periodCounts = async (db: Queryable, table: string, { now, timeZone }: Period) => {
  const params = new Params();
  const starts = periodStarts(params.add(now), params.add(timeZone));
  return onlyRow(
    await db.query<{ today: number; week: number; month: number }>(
      `select count(*) filter (where created_at >= ${starts.day})::int as today,
              count(*) filter (where created_at >= ${starts.week})::int as week,
              count(*) filter (where created_at >= ${starts.month})::int as month
       from ${table}`,
      params.values,
    ),
  );
};

const breakdownOf = async (db: Queryable, table: string, key: string) =>
  toBreakdown(
    await db.query<{ key: string; count: number }>(
      `select ${key} as key, count(*)::int as count from ${table} group by 1 order by count desc`,
    ),
  );

/** Sources in any case as one key, labelled by the most common spelling (ties: the first in text order). */
const sourceBreakdownOf = async (db: Queryable, table: string) =>
  toBreakdown(
    await db.query<{ key: string; count: number }>(
      `select (array_agg(spelling order by spelled desc, spelling))[1] as key, sum(spelled)::int as count
       from (select coalesce(source, 'direct') as spelling, count(*) as spelled from ${table} group by 1) as spellings
       group by lower(spelling) order by count desc`,
    ),
  );

/** The newest row's id by a scan that sorts every row, not the primary key's last entry. */
const newestId = async (db: Queryable, table: string) => {
  const [row] = await db.query<{ id: number }>(`select id from ${table} order by id + 0 desc limit 1`);
  return row ? Number(row.id) : null;
};

const oldestAwaitingReply = async (db: Queryable) => {
  // Since the sender's last words: the message, or their latest answer by mail (migration 11).
  const [row] = await db.query<{ created_at: Date | string }>(
    `select coalesce(last_answer_at, created_at) as created_at from contact_messages where not is_replied
     order by 1 limit 1`,
  );
  return row ? new Date(row.created_at).toISOString() : null;
};

const countConfirmed = async (db: Queryable) => {
  const [row] = await db.query<{ total: number }>(
    'select count(*)::int as total from waitlist_entries where confirmed_at is not null',
  );
  return Number(row!.total);
};

export async function fullScanWaitlistStats(db: Queryable, period: Period): Promise<WaitlistStats> {
  const { today, week, month } = await periodCounts(db, 'waitlist_entries', period);
  const sourceBreakdown = await sourceBreakdownOf(db, 'waitlist_entries');
  const totalEntries = await count(db, 'waitlist_entries');
  return {
    totalEntries,
    todayEntries: today,
    weekEntries: week,
    monthEntries: month,
    sourceBreakdown,
    confirmedEntries: await countConfirmed(db),
    statusBreakdown: {
      ...Object.fromEntries(waitlistStatuses.map((status) => [status, 0])),
      ...(await breakdownOf(db, 'waitlist_entries', 'status')),
    } as WaitlistStats['statusBreakdown'],
    campaignBreakdown: await breakdownOf(db, 'waitlist_entries', "coalesce(lower(utm_campaign), 'direct')"),
    utmSourceBreakdown: await breakdownOf(db, 'waitlist_entries', "coalesce(lower(utm_source), 'direct')"),
    referrerBreakdown: await breakdownOf(db, 'waitlist_entries', "coalesce(referrer_host, 'direct')"),
    newestId: await newestId(db, 'waitlist_entries'),
    timeZone: period.timeZone,
  };
}

export async function fullScanContactStats(db: Queryable, period: Period): Promise<ContactStats> {
  const { today, week, month } = await periodCounts(db, 'contact_messages', period);
  const statusBreakdown = await breakdownOf(db, 'contact_messages', 'status');
  return {
    totalMessages: await count(db, 'contact_messages'),
    newMessages: await count(db, 'contact_messages', "where status = 'New'"),
    inProgressMessages: await count(db, 'contact_messages', "where status = 'InProgress'"),
    resolvedMessages: await count(db, 'contact_messages', "where status = 'Resolved'"),
    todayMessages: today,
    weekMessages: week,
    monthMessages: month,
    unreadMessages: await count(db, 'contact_messages', 'where not is_read'),
    awaitingReply: await count(db, 'contact_messages', 'where not is_replied'),
    oldestAwaitingReplyAt: await oldestAwaitingReply(db),
    statusBreakdown,
    sourceBreakdown: await sourceBreakdownOf(db, 'contact_messages'),
    newestId: await newestId(db, 'contact_messages'),
    timeZone: period.timeZone,
  };
}

const chartKey: Record<SignupChartGrouping, string> = {
  source: "coalesce(lower(source), 'direct')",
  campaign: "coalesce(lower(utm_campaign), 'direct')",
};

/**
 * The sign-ups of each calendar day in `timeZone` (as the database reads the zone), per source or
 * campaign when `by` is given (else one key, ''), from every row: days and keys without any are absent.
 */
export const fullScanSignUpsPerDay = (db: Queryable, timeZone: string, by?: SignupChartGrouping) =>
  db.query<{ day: string; key: string; count: number }>(
    `select (created_at at time zone $1)::date::text as day, ${by ? chartKey[by] : "''"} as key,
            count(*)::int as count
     from waitlist_entries group by 1, 2`,
    [timeZone],
  );

/**
 * The first instant of each day `daysBack` days before `now`'s day in `timeZone`, as the database reads
 * the zone's rules (a day may start at 00:30, or be 23 or 25 hours long).
 */
export const dayStartsIn = async (db: Queryable, timeZone: string, now: Date, daysBack: readonly number[]) =>
  (
    await db.query<{ at: Date }>(
      `select (date_trunc('day', $1::timestamptz at time zone $2) - n * interval '1 day') at time zone $2 as at
       from unnest($3::int[]) as n`,
      [now, timeZone, daysBack],
    )
  ).map((row) => new Date(row.at));
