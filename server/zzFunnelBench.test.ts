import { describe, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '@testing/server/harness';
import { readFunnel } from './repositories/funnel';
import { seedSignUps } from './db/direct/waitlist';

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => Promise<unknown>, runs = 7) {
  const took: number[] = [];
  for (let n = 0; n < runs; n += 1) { const start = performance.now(); await fn(); took.push(performance.now() - start); }
  return median(took).toFixed(1);
}

describe.each(databaseKinds)('funnel bench on %s', (kind) => {
  it('measures', { timeout: 1_800_000 }, async () => {
    const { db, drop } = await createTestDatabase(kind);
    const SIZE = Number(process.env.FUNNEL_BENCH_SIZE ?? 200_000);
    const now = Date.parse('2026-03-02T12:00:00Z');
    const sources = ['news', 'twitter', null, 'podcast', 'News', null, 'partner', 'ads'];
    for (let start = 0; start < SIZE; start += 10_000) {
      await seedSignUps(db, Array.from({ length: 10_000 }, (_, k) => {
        const n = start + k;
        return { email: `bench-${n}@example.com`, createdAt: new Date(now - (n / SIZE) * 90 * 86_400_000), utmSource: sources[n % sources.length] };
      }));
    }
    console.log(kind, 'seeded');
    let t0 = performance.now();
    await db.query('update waitlist_entries set confirmed_at = created_at where id % 3 = 0 and id % 2 = 0');
    console.log(kind, 'update with funnel triggers ms', (performance.now() - t0).toFixed(0));
    for (const event of ['insert', 'update', 'delete']) await db.query(`alter table waitlist_entries disable trigger waitlist_entries_funnel_${event}`);
    t0 = performance.now();
    await db.query('update waitlist_entries set confirmed_at = created_at where id % 3 = 0 and id % 2 = 1');
    console.log(kind, 'update without funnel triggers ms', (performance.now() - t0).toFixed(0));
    for (const event of ['insert', 'update', 'delete']) await db.query(`alter table waitlist_entries enable trigger waitlist_entries_funnel_${event}`);
    await db.query('vacuum analyze');
    const period = (from: string) => ({ from, to: '2026-03-02', timeZone: 'Europe/Paris' });
    const fullScan = (from: string) => db.query(
      `select coalesce(nullif(lower(utm_source), ''), case when referred_by is not null then 'referral' else 'direct' end) as source,
              count(*), count(confirmed_at), count(invited_at), count(redeemed_at)
       from waitlist_entries where created_at >= ($1::date::timestamp at time zone 'Europe/Paris') and created_at < (('2026-03-02'::date + 1)::timestamp at time zone 'Europe/Paris') group by 1`, [from]);
    const rows = await db.query<{ count: string }>('select count(*)::text as count from funnel_quarter_hours');
    console.log(kind, SIZE, 'counter rows', rows[0]!.count);
    console.log(kind, 'funnel 30 days ms', await time(() => readFunnel(db, period('2026-02-01'))));
    console.log(kind, 'funnel 90 days ms', await time(() => readFunnel(db, period('2025-12-03'))));
    console.log(kind, 'full scan 30 days ms', await time(() => fullScan('2026-02-01'), 3));
    console.log(kind, 'full scan 90 days ms', await time(() => fullScan('2025-12-03'), 3));
    // Insert cost with and without the funnel's triggers: 20 batches of 500.
    let batch = 0;
    const insert = () => seedSignUps(db, Array.from({ length: 500 }, (_, k) => ({ email: `more-${batch}-${k}@example.com`, utmSource: sources[k % 8] }))).then(() => { batch += 1; });
    const withTriggers = await time(insert, 21);
    for (const event of ['insert', 'update', 'delete']) await db.query(`alter table waitlist_entries disable trigger waitlist_entries_funnel_${event}`);
    const without = await time(insert, 21);
    const single = () => seedSignUps(db, [{ email: `one-${batch++}@example.com`, utmSource: 'news' }]);
    const singleWithout = await time(single, 51);
    for (const event of ['insert', 'update', 'delete']) await db.query(`alter table waitlist_entries enable trigger waitlist_entries_funnel_${event}`);
    const singleWith = await time(single, 51);
    console.log(kind, 'insert 500 ms with/without funnel triggers', withTriggers, without, '; one row', singleWith, singleWithout);
    await drop();
  });
});
