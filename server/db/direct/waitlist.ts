import type { WaitlistStatus } from '@shared/contract';
import type { EntryRow } from '../../repositories/waitlist';
import type { Queryable } from '../database';
import { insertRows, text, timestamp } from './insert';

/**
 * A sign-up put in place by a test or a benchmark: what a request would have stored, or could not have
 * (a date long past, a status reached on launch day). Fields left out take the column's default.
 */
export type SeededSignUp = {
  email: string;
  name?: string | null;
  company?: string | null;
  source?: string | null;
  status?: WaitlistStatus;
  createdAt?: Date | string;
  invitedAt?: Date | string | null;
  utmSource?: string | null;
  utmCampaign?: string | null;
  referrerHost?: string | null;
};

/**
 * Inserts the sign-ups in one statement, in order; returns their ids. A sign-up dated in the past takes
 * its place in line by that date, as it would have when it happened: every entry's place is its rank by
 * sign-up time (whole numbers; run before any referral moves one).
 */
export async function seedSignUps(db: Queryable, signUps: readonly SeededSignUp[]): Promise<number[]> {
  const ids = await insertRows(
    db,
    'waitlist_entries',
    {
      email: text('email'),
      name: text('name'),
      company: text('company'),
      source: text('source'),
      status: text('status'),
      createdAt: timestamp('created_at'),
      invitedAt: timestamp('invited_at'),
      utmSource: text('utm_source'),
      utmCampaign: text('utm_campaign'),
      referrerHost: text('referrer_host'),
    },
    signUps,
  );
  await db.query(
    `update waitlist_entries as entry set place = ranked.place
     from (select id, row_number() over (order by created_at, id) as place from waitlist_entries) as ranked
     where ranked.id = entry.id and entry.place <> ranked.place`,
  );
  return ids;
}

/**
 * Puts entry `id` where an invite run (and, for `joined`, a redemption) leaves it: invited now, with the
 * hash of its code when given, redeemed now when joined. `removed` is an invited entry taken off since.
 */
export async function setLaunchState(
  db: Queryable,
  id: number,
  { status, inviteCodeHash = null }: { status: Exclude<WaitlistStatus, 'waiting'>; inviteCodeHash?: string | null },
): Promise<void> {
  await db.query(
    `update waitlist_entries set status = $2::text, invited_at = now(), invite_code_hash = $3,
       redeemed_at = case when $2::text = 'joined' then now() end
     where id = $1`,
    [id, status, inviteCodeHash],
  );
}

/** Deletes the sign-ups whose id is a multiple of `n`, straight on the table (no route, no repository). */
export async function deleteEveryNthSignUp(db: Queryable, n: number): Promise<void> {
  await db.query('delete from waitlist_entries where id % $1 = 0', [n]);
}

/** Moves the sign-ups whose id is a multiple of `n` to `campaign`, with no source, straight on the table. */
export async function moveEveryNthSignUp(db: Queryable, n: number, campaign: string): Promise<void> {
  await db.query('update waitlist_entries set utm_campaign = $2, source = null where id % $1 = 0', [n, campaign]);
}

/** A row of waitlist_entries as the database holds it, every column: what the repository reads, and more. */
export type StoredSignUp = EntryRow & {
  invite_run_id: number | null;
  invite_code_hash: string | null;
  referral_code: string;
  place: number;
  referral_credited_at: Date | string | null;
};

/** Every sign-up stored, oldest id first: what a test checks the server wrote. */
export const storedSignUps = (db: Queryable) => db.query<StoredSignUp>('select * from waitlist_entries order by id');

/**
 * `count` sign-ups, `<prefix>1@example.com` to `<prefix><count>@example.com`, created `stepMs` apart, the
 * first one step after `start`: many rows in a known order, for the lists' counts and pages.
 */
export const numberedSignUps = (count: number, prefix: string, start: string, stepMs: number): SeededSignUp[] =>
  Array.from({ length: count }, (_, index) => ({
    email: `${prefix}${index + 1}@example.com`,
    createdAt: new Date(Date.parse(start) + (index + 1) * stepMs),
  }));

/**
 * Moves every sign-up's confirmation reminder, where one is still due, `hours` earlier: what the clock
 * does to a sign-up left unconfirmed that long.
 */
export async function ageSignUps(db: Queryable, hours: number): Promise<void> {
  await db.query(
    `update waitlist_entries set created_at = created_at - make_interval(hours => $1),
       confirm_reminder_due_at = confirm_reminder_due_at - make_interval(hours => $1)`,
    [hours],
  );
}

/** Entry `id` confirmed its address and was sent the launch news, now. */
export async function confirmAndSendNews(db: Queryable, id: number): Promise<void> {
  await db.query('update waitlist_entries set confirmed_at = now(), launch_news_at = now() where id = $1', [id]);
}

/** Marks the referral that brought entry `id` as credited, as its confirmation does, leaving the rest as it is. */
export async function markReferralCredited(db: Queryable, id: number): Promise<void> {
  await db.query('update waitlist_entries set referral_credited_at = now() where id = $1', [id]);
}
