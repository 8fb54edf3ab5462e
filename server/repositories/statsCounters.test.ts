import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { contactStatuses } from '@shared/contract';
import type { Database } from '../db';
import { migrate } from '../db/migrations';
import { createInviteCodes } from '../launch/inviteCodes';
import { createInvites } from '../launch/invites';
import { createRedemptions } from '../launch/redemptions';
import type { MailContext } from '../mail/templates';
import { fullScanContactStats, fullScanWaitlistStats } from '../db/direct/fullScanStats';
import { createTestDatabase, databaseKinds, type TestDatabase } from '@testing/server/harness';
import { randomGenerator } from '@testing/server/seededRandom';
import { createContactRepository } from './contact';
import { Params } from './sql/params';
import { onlyRow } from './sql/rows';
import { periodStarts } from './sql/timeZone';
import { createWaitlistRepository } from './waitlist';
import { createWebhookQueue } from './webhookQueue';

/** What these counts do not depend on: no referral credits, no webhooks. */
const referralsOff = { referrals: { boost: 0, dailyCap: 10 }, webhooks: createWebhookQueue(false) };

const SOURCES = [null, 'website', 'referral', 'partner-newsletter', 'direct'] as const;
/** Campaign and UTM source values, in several cases (counted as one key) and 'direct' spelled out. */
const UTM_VALUES = [null, 'launch', 'Launch', 'LAUNCH', 'newsletter', 'direct'] as const;
/** Referring hosts are stored in lower case (the contract lowers them). */
const REFERRER_HOSTS = [null, 'news.example.com', 't.co'] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The start of today, this week and this month in `timeZone`, as the stats compute them. */
async function periodStartTimes(db: Database, now: Date, timeZone: string): Promise<Date[]> {
  const params = new Params();
  const starts = periodStarts(params.add(now), params.add(timeZone));
  const row = onlyRow(
    await db.query<{ day: Date | string; week: Date | string; month: Date | string }>(
      `select ${starts.day} as day, ${starts.week} as week, ${starts.month} as month`,
      params.values,
    ),
  );
  return [row.day, row.week, row.month].map((value) => new Date(value));
}

type Attribution = { utmCampaign?: string | null; utmSource?: string | null; referrerHost?: string | null };

/** Inserts an entry as of `createdAt`; attribution only when given (the upgrade test's schema has none). */
const insertEntryAt = (
  db: Database,
  email: string,
  source: string | null,
  createdAt: Date,
  attribution?: Attribution,
) => {
  const columns: Record<string, unknown> = { email, source, created_at: createdAt };
  if (attribution) {
    Object.assign(columns, {
      utm_campaign: attribution.utmCampaign ?? null,
      utm_source: attribution.utmSource ?? null,
      referrer_host: attribution.referrerHost ?? null,
    });
  }
  const names = Object.keys(columns);
  return db.query(
    `insert into waitlist_entries (${names.join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')})
     on conflict (lower(email)) do nothing`,
    Object.values(columns),
  );
};

/** Invite runs and redemptions as the launch routes make them; the mail context is never used here. */
function launchOf(db: Database, waitlist: ReturnType<typeof createWaitlistRepository>) {
  const inviteCodes = createInviteCodes('stats-counters-test-invite-key');
  return {
    invites: createInvites({
      db,
      waitlist,
      inviteCodes,
      mailContext: {} as MailContext,
      launchUrl: 'https://app.example.com/',
      confirmedOnly: false,
      webhooks: referralsOff.webhooks,
    }),
    redemptions: createRedemptions(db, inviteCodes, referralsOff.webhooks),
    /** The code of the `nth` invited entry (by id), or of nobody when there are fewer. */
    async codeOfInvited(nth: number) {
      const [entry] = await db.query<{ id: number; email: string }>(
        `select id, email from waitlist_entries where status = 'invited' order by id offset $1 limit 1`,
        [nth],
      );
      return entry ? inviteCodes.codeFor({ id: Number(entry.id), email: entry.email }) : 'no-such-entry';
    },
  };
}

const insertMessageAt = (db: Database, status: string, source: string | null, createdAt: Date) =>
  db.query(
    `insert into contact_messages (first_name, last_name, email, subject, message, status, source, created_at)
     values ('Ada', 'Lovelace', 'ada@example.com', 'Subject', 'Message', $1, $2, $3)`,
    [status, source, createdAt],
  );

describe.each(databaseKinds)('stats counters on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());
  beforeEach(() =>
    database.db.query(
      'truncate waitlist_entries, contact_messages, contact_replies, contact_answers, inbound_mails, mail_outbox restart identity',
    ),
  );

  // Monday 2026-03-02 03:00 UTC: still Sunday in America/St_Johns, and across a month start everywhere.
  const now = new Date('2026-03-02T03:00:00Z');

  it.each([
    ['UTC', 1],
    ['Asia/Kathmandu', 2], // +05:45
    ['America/St_Johns', 3], // -03:30
    ['Australia/Lord_Howe', 4], // +11:00 in summer, +10:30 in winter
  ])('agree with a full scan after a random mix of concurrent writes (%s, seed %i)', async (timeZone, seed) => {
    const { db } = database;
    const random = randomGenerator(seed);
    const waitlist = createWaitlistRepository(db, { timeZone, now: () => now, ...referralsOff });
    const contact = createContactRepository(db, { timeZone, now: () => now, webhooks: referralsOff.webhooks });
    const period = { now, timeZone };

    // Rows created just before, at and after each period start and the quarter hour after it, at random
    // in the last ten weeks, and later than the stats clock (as rows written through the repositories,
    // which take the real time, may be).
    const edges = (await periodStartTimes(db, now, timeZone)).flatMap((start) =>
      [-MINUTE, -1, 0, 1, MINUTE, 15 * MINUTE - 1, 15 * MINUTE].map((offset) => start.getTime() + offset),
    );
    const someTime = () =>
      new Date(random.below(3) === 0 ? random.pick(edges) : now.getTime() - 70 * DAY + random.below(73 * DAY));
    // Forty addresses, each in any case, so some sign-ups are duplicates, some within one batch.
    const someAddress = () => {
      const address = `person${random.below(40)}@example.com`;
      return random.below(2) ? address.toUpperCase() : address;
    };
    let idsHandedOut = 0;
    const someId = () => 1 + random.below(idsHandedOut + 3);

    const someAttribution = (): Attribution => ({
      utmCampaign: random.pick(UTM_VALUES),
      utmSource: random.pick(UTM_VALUES),
      referrerHost: random.pick(REFERRER_HOSTS),
    });
    const launch = launchOf(db, waitlist);

    const writes = [
      () =>
        waitlist.add({
          email: someAddress(),
          name: null,
          company: null,
          source: random.pick(SOURCES),
          ...someAttribution(),
        }),
      () => insertEntryAt(db, someAddress(), random.pick(SOURCES), someTime(), someAttribution()),
      () => waitlist.remove(someId()),
      // Launch day: invites, redemptions, removing and restoring, and attribution changed by hand.
      () => launch.invites.run({ ids: [someId(), someId(), someId()] }, 'admin@example.com'),
      () =>
        launch.invites.run(
          { filter: { utmCampaign: random.pick(['launch', 'direct']) }, limit: 2 },
          'admin@example.com',
        ),
      async () => launch.redemptions.redeem(await launch.codeOfInvited(random.below(3))),
      () => waitlist.bulk('remove', { ids: [someId(), someId(), someId()] }).apply(),
      () => waitlist.bulk('restore', { ids: [someId(), someId()] }).apply(),
      () =>
        db.query('update waitlist_entries set utm_campaign = $2, referrer_host = $3 where id = $1', [
          someId(),
          random.pick(UTM_VALUES),
          random.pick(REFERRER_HOSTS),
        ]),
      () =>
        contact.add({
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          subject: 'Hello',
          message: 'Hi',
          source: random.pick(SOURCES),
        }),
      () => insertMessageAt(db, random.pick(contactStatuses), random.pick(SOURCES), someTime()),
      () => contact.setStatus(someId(), random.pick(contactStatuses)),
      () => contact.remove(someId()),
      // No route does this, but the counters follow any update, such as one run by hand.
      () =>
        db.query('update contact_messages set created_at = $2, source = $3 where id = $1', [
          someId(),
          someTime(),
          random.pick(SOURCES),
        ]),
    ];

    const statusesSeen = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      await Promise.all(Array.from({ length: 40 }, () => random.pick(writes)()));
      idsHandedOut += 20;
      const waitlistStats = await waitlist.stats();
      expect(waitlistStats).toEqual(await fullScanWaitlistStats(db, period));
      expect(await contact.stats()).toEqual(await fullScanContactStats(db, period));
      for (const [status, count] of Object.entries(waitlistStats.statusBreakdown)) {
        if (count > 0) statusesSeen.add(status);
      }
    }
    // The mix did reach every kind of count.
    const stats = await contact.stats();
    expect(Object.keys(stats.statusBreakdown).length).toBeGreaterThan(1);
    expect(stats.monthMessages).toBeLessThan(stats.totalMessages);
    const entries = await waitlist.stats();
    expect([...statusesSeen].sort()).toEqual(['invited', 'joined', 'removed', 'waiting']);
    expect(Object.keys(entries.campaignBreakdown).length).toBeGreaterThan(2);
    expect(Object.keys(entries.referrerBreakdown).length).toBeGreaterThan(1);
  });

  it('count each of two concurrent status changes of one message from the status the other left', async () => {
    const { db } = database;
    const contact = createContactRepository(db, { timeZone: 'UTC', now: () => now, webhooks: referralsOff.webhooks });
    const period = { now, timeZone: 'UTC' };
    const { id } = await contact.add({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'Hi',
      source: null,
    });
    for (const [first, second] of [
      ['Resolved', 'Closed'],
      ['InProgress', 'InProgress'],
      ['New', 'Resolved'],
    ] as const) {
      // Another transaction holds the row, so both changes wait for it and then for each other.
      const changes = await db.transaction(async (tx) => {
        await tx.query('select 1 from contact_messages where id = $1 for update', [id]);
        const started = { changes: Promise.all([contact.setStatus(id, first), contact.setStatus(id, second)]) };
        if (kind === 'postgres') await waitForBlockedQueries(db, 2);
        await tx.query(`update contact_messages set status = 'InProgress' where id = $1`, [id]);
        return started;
      });
      expect(await changes.changes).toEqual([true, true]);
      const stats = await contact.stats();
      expect(stats).toEqual(await fullScanContactStats(db, period));
      expect(stats.totalMessages).toBe(1);
      expect(Object.values(stats.statusBreakdown)).toEqual([1]);
    }
  });

  it('take a removed row out, and answer false for a row that is not there', async () => {
    const { db } = database;
    const waitlist = createWaitlistRepository(db, { timeZone: 'UTC', now: () => now, ...referralsOff });
    const contact = createContactRepository(db, { timeZone: 'UTC', now: () => now, webhooks: referralsOff.webhooks });
    const entry = await waitlist.add({ email: 'ada@example.com', name: null, company: null, source: 'website' });
    const message = await contact.add({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      subject: 'S',
      message: 'M',
      source: null,
    });
    if (entry === 'duplicate') throw new Error('The list was empty');
    expect(await waitlist.remove(entry.id)).toBe(true);
    expect(await waitlist.remove(entry.id)).toBe(false);
    expect(await contact.remove(message.id)).toBe(true);
    expect(await contact.remove(message.id)).toBe(false);
    expect(await waitlist.stats()).toMatchObject({ totalEntries: 0, todayEntries: 0, sourceBreakdown: {} });
    expect(await contact.stats()).toMatchObject({ totalMessages: 0, statusBreakdown: {}, sourceBreakdown: {} });
  });

  it('rely on every time zone being a whole number of quarter hours from UTC', async () => {
    // The counters sum quarter hours from the start of a day, week or month: that start must be on one.
    const odd = await database.db.query(
      `select name, utc_offset from pg_timezone_names where extract(epoch from utc_offset)::int % 900 <> 0`,
    );
    expect(odd).toEqual([]);
  });
});

/** Waits until `count` queries on a PostgreSQL server wait for a lock. */
async function waitForBlockedQueries(db: Database, count: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { blocked } = onlyRow(
      await db.query<{ blocked: number }>(
        `select count(*)::int as blocked from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    );
    if (blocked >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Fewer than ${count} queries ever waited for the lock.`);
}

describe.each(databaseKinds)('upgrading to the stats counters on %s', (kind) => {
  it('counts the rows that were there before', async () => {
    const database = await createTestDatabase(kind, null, { migratedThrough: 1 });
    try {
      const { db } = database;
      const now = new Date('2026-03-18T10:00:00Z');
      const random = randomGenerator(5);
      for (let index = 0; index < 60; index += 1) {
        const createdAt = new Date(now.getTime() - 40 * DAY + random.below(41 * DAY));
        await insertEntryAt(db, `person${index}@example.com`, random.pick(SOURCES), createdAt);
        await insertMessageAt(db, random.pick(contactStatuses), random.pick(SOURCES), createdAt);
      }
      // Upgrading brings every later migration too; the counters' one is the second.
      expect((await migrate(db))[0]?.id).toBe(2);
      for (const timeZone of ['UTC', 'Asia/Kathmandu']) {
        const options = { timeZone, now: () => now };
        const period = { now, timeZone };
        const waitlistStats = await createWaitlistRepository(db, { ...options, ...referralsOff }).stats();
        expect(waitlistStats).toEqual(await fullScanWaitlistStats(db, period));
        expect(waitlistStats.totalEntries).toBe(60);
        expect(waitlistStats.monthEntries).toBeGreaterThan(0);
        expect(await createContactRepository(db, { ...options, webhooks: referralsOff.webhooks }).stats()).toEqual(
          await fullScanContactStats(db, period),
        );
      }
    } finally {
      await database.drop();
    }
  });
});
