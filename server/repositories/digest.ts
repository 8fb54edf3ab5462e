import type { Database } from '../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the daily summary of new sign-ups (`ADMIN_DIGEST=daily`) when a day has passed since the last
 * one: counts per source, no addresses (a digest outlives the entries it counts). The first call only
 * starts the clock. The settings row is locked while deciding, so of several instances one queues it;
 * a day without sign-ups sends nothing but still moves the clock on. Returns whether a digest was queued.
 */
export async function queueDailyDigest(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`insert into settings (key, value) values ('digest_until', $1) on conflict (key) do nothing`, [
      now.toISOString(),
    ]);
    const [row] = await tx.query<{ value: string }>(`select value from settings where key = 'digest_until' for update`);
    const since = new Date(row!.value);
    if (now.getTime() - since.getTime() < DAY_MS) return false;
    const counts = await tx.query<{ source: string; total: number }>(
      `select coalesce(source, 'direct') as source, count(*)::int as total from waitlist_entries
       where created_at > $1 and created_at <= $2 group by 1 order by 1`,
      [since.toISOString(), now.toISOString()],
    );
    await tx.query(`update settings set value = $1 where key = 'digest_until'`, [now.toISOString()]);
    const total = counts.reduce((sum, count) => sum + count.total, 0);
    if (total === 0) return false;
    const bySource = Object.fromEntries(counts.map((count) => [count.source, count.total]));
    await tx.query(`insert into mail_outbox (kind, payload) values ('digest', $1)`, [
      JSON.stringify({ since: since.toISOString(), until: now.toISOString(), total, bySource }),
    ]);
    return true;
  });
}
