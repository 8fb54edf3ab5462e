import { describe, expect, it } from 'vitest';

import { createTestApp, createTestDatabase, databaseKinds } from '../test/harness';
import { copyDatabase } from './copy';
import type { Database } from './database';

const LAUNCH_TOKEN = 'launch-token-of-the-copy-test-0123456789';

describe.runIf(databaseKinds.includes('postgres'))('copying the embedded database to PostgreSQL', () => {
  it('moves every row of every table with its id, and new rows continue after them', async () => {
    const source = await createTestDatabase('pglite');
    const target = await createTestDatabase('postgres');
    try {
      const t = await createTestApp(source, {
        config: { LAUNCH_URL: 'https://app.example.com/signup', LAUNCH_API_TOKEN: LAUNCH_TOKEN },
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
        { method: 'POST' as const, url: '/api/contact/1/replies', headers: t.auth, payload: { body: 'R' } },
        { method: 'PATCH' as const, url: '/api/webpage/contact/1/notes', headers: t.auth, payload: { notes: 'N' } },
        // Last: the administrator's token signed out (a revoked session to copy).
        { method: 'POST' as const, url: '/api/auth/logout', headers: t.auth },
      ];
      for (const request of requests) {
        expect((await t.app.inject(request)).statusCode, request.url).toBeLessThan(300);
      }
      await source.db.query("insert into settings (key, value) values ('example', 'kept')");
      await t.close();

      expect(await copyDatabase(source.db, target.db)).toEqual({
        users: 1,
        revoked_sessions: 1,
        invite_runs: 1,
        waitlist_entries: 2,
        contact_messages: 1,
        contact_replies: 1,
        // Two welcomes, an invite, the message's alert, its acknowledgement and the reply, still to be sent
        // from the target.
        mail_outbox: 6,
        settings: 1,
      });
      // Every table the migrations made, each row whole, every column: a table or column the copy leaves
      // out (or one a later migration adds) shows here. The counters are not copied: the target's
      // triggers count the copied rows, so they match too, except that a counter back at zero (the
      // reply made the message's "not replied" count 1 and then 0) stays a row in the source and is
      // never written in the target; both mean none. Only the migrations' own log differs, in time.
      const tables = await source.db.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      );
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['stats_totals', 'mail_outbox']));
      const counterTables = new Set(['stats_totals', 'stats_quarter_hours', 'stats_quarter_hours_by_key']);
      const rowsOf = async (db: Database, table: string) => {
        const rows = await db.query<{ row: string }>(
          `select (to_jsonb(t) - 'applied_at')::text as row from ${table} as t
           ${counterTables.has(table) ? 'where total <> 0' : ''} order by 1`,
        );
        return rows.map((row) => row.row);
      };
      for (const { name } of tables) {
        const rows = await rowsOf(source.db, name);
        expect(rows.length, name).toBeGreaterThan(0);
        expect(await rowsOf(target.db, name), name).toEqual(rows);
      }

      const [next] = await target.db.query<{ id: number }>(
        "insert into waitlist_entries (email) values ('three@example.com') returning id",
      );
      expect(next!.id).toBe(3);
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/already has rows in users/);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
