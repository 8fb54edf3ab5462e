import { describe, expect, it } from 'vitest';

import { customerMail } from '@testing/server/customerMail';
import { bounceReport } from '@testing/server/deliveryReports';
import { createTestApp, createTestDatabase, databaseKinds } from '@testing/server/harness';
import { copyDatabase } from './copy';
import { countRows } from './direct/tables';
import type { Database } from './database';

const LAUNCH_TOKEN = 'launch-token-of-the-copy-test-0123456789';
const INBOUND_TOKEN = 'inbound-token-of-the-copy-test-0123456789';

/**
 * Values for the columns the test's requests leave null in every row, chosen to be hard to carry
 * across: microseconds, text with commas, quotes and a line break, an array, a number too big for a
 * JavaScript number inside jsonb.
 */
const FILL_NULLS = [
  `update waitlist_entries set name = 'Grace Hopper', company = 'Ünïcode, "Quoted" & Co',
     redeemed_at = '2025-01-02 03:04:05.123456+00', confirmed_at = '2025-01-02 03:04:07.000009+00' where id = 2`,
  // Two came through one's share link and was credited: its place moved between two whole numbers.
  `update waitlist_entries set referred_by = 1, referral_credited_at = '2025-01-02 03:04:08.5+00' where id = 2`,
  'update waitlist_entries set referrals = 1, place = 0.5 where id = 1',
  "update contact_messages set source = 'website'",
  `update mail_outbox set state = 'sent', last_error = E'421 try later\\nthen sent',
     lease_until = '2025-01-02 03:04:05.654321+00', sent_at = '2025-01-02 03:04:06.000001+00',
     sent_to = array['admin@example.com', 'b, "c"@example.com'],
     payload = payload || '{"copied": [1, 12345678901234567890.5, "x"]}'
   where id = (select min(id) from mail_outbox)`,
  // A second factor in force and one being set up, and a used recovery code.
  `update users set totp_secret = 'JBSWY3DPEHPK3PXP', totp_pending_secret = 'KRSXG5CTMVRXEZLU',
     totp_enabled_at = '2025-01-02 03:04:05.123456+00', totp_last_step = 58_000_000_000`,
  `insert into recovery_codes (user_id, code_hash, used_at) select id, repeat('a', 64), now() from users`,
  // A webhook event tried once, refused, and delivered on its second try (while the lease was still set).
  `update webhook_outbox set state = 'delivered', attempts = 2, last_status = 200, last_error = E'500: down,\n"later"',
     lease_until = '2025-01-02 03:04:05.654321+00', delivered_at = '2025-01-02 03:04:06.000001+00'
   where id = (select min(id) from webhook_outbox)`,
  // Visits the funnel counted (the test's app serves no site, so none came through a page).
  "insert into page_views (day, source, page, views) values ('2025-01-02', 'news, \"quoted\"', '/', 12345678901)",
];

describe.runIf(databaseKinds.includes('postgres'))('copying the embedded database to PostgreSQL', () => {
  it('moves every row of every table with its id, and new rows continue after them', async () => {
    const source = await createTestDatabase('pglite');
    const target = await createTestDatabase('postgres');
    try {
      const t = await createTestApp(source, {
        config: {
          LAUNCH_URL: 'https://app.example.com/signup',
          LAUNCH_API_TOKEN: LAUNCH_TOKEN,
          INBOUND_TOKEN,
          // Events queued (and never sent: no worker runs here).
          WEBHOOK_URL: 'https://hooks.example.com/invoiceflow',
          WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        },
      });
      const requests = [
        ...['one@example.com', 'two@example.com'].map((email) => ({
          method: 'POST' as const,
          url: '/api/webpage/waitlist',
          payload: {
            email,
            source: 'website',
            landingPage: '/pricing',
            referrerHost: 'news.example.com',
            utmSource: 'newsletter',
            utmMedium: 'email',
            utmCampaign: 'launch',
          },
        })),
        // One of them invited (a run, a code's hash, an invite mail) and removed again.
        { method: 'POST' as const, url: '/api/launch/invites', headers: t.auth, payload: { ids: [1] } },
        {
          method: 'POST' as const,
          url: '/api/waitlist/bulk',
          headers: t.auth,
          payload: { action: 'remove', ids: [1] },
        },
        {
          method: 'POST' as const,
          url: '/api/webpage/contact',
          payload: { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'M' },
        },
        // A signature (kept by the account, and by the reply written with it) hard to carry across.
        {
          method: 'PUT' as const,
          url: '/api/webpage/account',
          headers: t.auth,
          payload: { firstName: 'Ada', lastName: 'Lovelace', signature: 'Ada, "the first"\nSupport; ünïcode' },
        },
        { method: 'POST' as const, url: '/api/contact/1/replies', headers: t.auth, payload: { body: 'R' } },
        { method: 'PATCH' as const, url: '/api/webpage/contact/1/notes', headers: t.auth, payload: { notes: 'N' } },
        {
          method: 'POST' as const,
          url: '/api/webpage/saved-replies',
          headers: t.auth,
          payload: { title: 'Thanks', body: 'Hello {firstName}, thanks!' },
        },
        // The sender's answer by mail (an answer, the mail taken, its alert).
        {
          method: 'POST' as const,
          url: '/api/inbound/mail',
          headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
          payload: customerMail({
            to: 'support@invoiceflow.app',
            messageId: 'answer@example.com',
            inReplyTo: '<contact-message-1@invoiceflow.app>',
          }),
        },
        // The launch news to the one member still waiting, and a bounce of the acknowledgement's address
        // (a row of the suppression list).
        { method: 'POST' as const, url: '/api/launch/news', headers: t.auth, payload: { expectedCount: 1 } },
        {
          method: 'POST' as const,
          url: '/api/inbound/mail',
          headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
          payload: bounceReport('a@example.com'),
        },
        // An administrator added without a password: their set-password mail points to their account.
        {
          method: 'POST' as const,
          url: '/api/admin/users',
          headers: t.auth,
          payload: { email: 'new.admin@example.com', firstName: 'Grace', lastName: 'Hopper' },
        },
        // Last: the administrator's token signed out (a revoked session to copy).
        { method: 'POST' as const, url: '/api/auth/logout', headers: t.auth },
      ];
      for (const request of requests) {
        expect((await t.app.inject(request)).statusCode, request.url).toBeLessThan(300);
      }
      await source.db.query("insert into settings (key, value) values ('example', 'kept')");
      await t.close();
      // Every column of every copied table non-null in at least one row, where the requests above leave
      // it null (an entry's name and company, a sent mail's outcome, ...): a column the copy dropped
      // would otherwise read null on both sides and go unnoticed.
      for (const statement of FILL_NULLS) await source.db.query(statement);
      // A column no migration has (yet): the copy must find it in the catalogue, as it will the next
      // migration's. Both sides have it, as both will have been migrated.
      for (const { db } of [source, target]) {
        await db.query("alter table contact_replies add column added_later text not null default 'not copied'");
      }
      await source.db.query("update contact_replies set added_later = 'copied'");

      const tables = await source.db.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      );
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['stats_totals', 'mail_outbox']));
      const alwaysNull: string[] = [];
      for (const { name } of tables) {
        const columns = await source.db.query<{ column: string }>(
          `select column_name as column from information_schema.columns
           where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
          [name],
        );
        for (const { column } of columns) {
          const [row] = await source.db.query<{ found: boolean }>(
            `select exists (select from ${name} where ${column} is not null) as found`,
          );
          if (!row!.found) alwaysNull.push(`${name}.${column}`);
        }
      }
      expect(alwaysNull, 'columns null in every row of the source').toEqual([]);

      expect(await copyDatabase(source.db, target.db)).toEqual({
        users: 2,
        recovery_codes: 2,
        // The sign-in and every change above but the saved reply (the team's own template).
        audit_events: 9,
        revoked_sessions: 1,
        invite_runs: 1,
        waitlist_entries: 2,
        contact_messages: 1,
        contact_replies: 1,
        contact_answers: 1,
        // The answer and the bounce.
        inbound_mails: 2,
        // Two welcomes (the first marked sent above), an invite, the message's alert, its acknowledgement,
        // the reply, the answer's alert, the launch news and the new administrator's set-password link, the
        // rest still to be sent from the target.
        mail_outbox: 9,
        settings: 1,
        saved_replies: 1,
        mail_suppressions: 1,
        page_views: 1,
        // The message's contact.received, the invite's launch.invited, and the waitlist's own events.
        webhook_outbox: await countRows(source.db, 'webhook_outbox'),
      });
      expect(
        (await source.db.query<{ type: string }>('select type from webhook_outbox order by id')).map((row) => row.type),
      ).toEqual(expect.arrayContaining(['contact.received', 'launch.invited']));
      // Every table the migrations made, each row whole (every column, as jsonb, so neither driver's
      // parsing of a type hides a difference), in primary-key order: a table or column the copy leaves
      // out (or one a later migration adds) shows here. The counters are not copied: the target's
      // triggers count the copied rows, so they match too, except that a counter back at zero (the
      // reply made the message's "not replied" count 1 and then 0) stays a row in the source and is
      // never written in the target; both mean none. Only the migrations' own log differs, in time.
      const zeroCounters: Record<string, string> = {
        stats_totals: 'total <> 0',
        stats_quarter_hours: 'total <> 0',
        stats_quarter_hours_by_key: 'total <> 0',
        // A quarter hour's confirmed, invited and joined are among its sign-ups: none signed up, none at all.
        funnel_quarter_hours: 'signups <> 0',
        waitlist_place_counts: 'waiting <> 0',
      };
      const rowsOf = async (db: Database, table: string) => {
        const key = await db.query<{ column: string }>(
          `select a.attname as column from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
           where i.indrelid = $1::regclass and i.indisprimary
           order by array_position(i.indkey::int2[], a.attnum)`,
          [table],
        );
        expect(key.length, `${table} has a primary key`).toBeGreaterThan(0);
        const rows = await db.query<{ row: string }>(
          `select (to_jsonb(t) - 'applied_at')::text as row from ${table} as t
           ${zeroCounters[table] ? `where ${zeroCounters[table]}` : ''} order by ${key.map((k) => k.column).join(', ')}`,
        );
        return rows.map((row) => row.row);
      };
      for (const { name } of tables) {
        const rows = await rowsOf(source.db, name);
        expect(rows.length, name).toBeGreaterThan(0);
        expect(await rowsOf(target.db, name), name).toEqual(rows);
      }

      const [next] = await target.db.query<{ id: number; place: number }>(
        "insert into waitlist_entries (email) values ('three@example.com') returning id, place",
      );
      // After the others in line too.
      expect([next!.id, Number(next!.place)]).toEqual([3, 3]);
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/already has rows in /);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
