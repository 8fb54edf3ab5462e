import { describe, expect, it } from 'vitest';

import { createTestApp, createTestDatabase, databaseKinds } from '../test/harness';
import { copyDatabase } from './copy';
import type { Database } from './database';

describe.runIf(databaseKinds.includes('postgres'))('copying the embedded database to PostgreSQL', () => {
  it('moves every row with its id, and new rows continue after them', async () => {
    const source = await createTestDatabase('pglite');
    const target = await createTestDatabase('postgres');
    try {
      const t = await createTestApp(source);
      for (const email of ['one@example.com', 'two@example.com']) {
        await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email, source: 'website' } });
      }
      await t.app.inject({
        method: 'POST',
        url: '/api/webpage/contact',
        payload: { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'M' },
      });
      await t.close();

      expect(await copyDatabase(source.db, target.db)).toEqual({
        users: 1,
        waitlist_entries: 2,
        contact_messages: 1,
        contact_replies: 0,
        // Two welcomes, the message's alert and its acknowledgement, still to be sent from the target.
        mail_outbox: 4,
        settings: 0,
      });
      // The target's triggers count the copied rows: its stats counters match the source's.
      const counters = (db: Database) =>
        db.query(
          `select subject, dimension, key, total::int as total from stats_totals order by subject, dimension, key`,
        );
      expect(await counters(target.db)).toEqual(await counters(source.db));
      // Sources of both tables, the message's status, read and replied states.
      expect(await counters(target.db)).toHaveLength(5);
      const copied = await target.db.query<{ id: number; email: string }>(
        'select id, email from waitlist_entries order by id',
      );
      expect(copied).toEqual([
        { id: 1, email: 'one@example.com' },
        { id: 2, email: 'two@example.com' },
      ]);
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
