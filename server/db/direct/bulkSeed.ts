import type { Database } from '../database';
import { migrate, schemaVersionOf } from '../migrations';

/*
 * Seeding for the benchmarks (bench/stats.mjs, bench/admin.mjs): many rows in seconds, straight into the
 * tables with SQL.
 *
 * Why the rows go in before the server's own migrations run: derived data the server keeps (such as
 * stats counters maintained on each write) must be back-filled by its migration for databases that
 * already hold rows, as production ones do. So the bench creates only the initial schema (migration 1,
 * which never changes once shipped), seeds the raw tables, and lets the server migrate the rest when it
 * starts, exactly as it would upgrade a real database (and the time that back-fill takes shows in the
 * server's start-up time). bench/stats.mjs then checks that the stats the server reports count every
 * seeded row, and says so if they do not.
 *
 * If the server ever keeps derived data that no migration back-fills, adapt `seedRows` here: seed
 * through the repositories' bulk path, or call the function that rebuilds that data after inserting.
 */

/** Sources and statuses the seeded rows spread over, as the admin filters and breakdowns see them. */
const WAITLIST_SOURCES = "array['homepage', 'pricing', 'twitter', 'newsletter', null]";
const CONTACT_SOURCES = "array['contact-page', 'footer', null]";
const CONTACT_STATUSES = "array['New', 'New', 'InProgress', 'Resolved', 'Closed']";

/** Rows per statement: large enough to be fast, small enough to keep PGlite's memory in check. */
const ROWS_PER_STATEMENT = 250_000;

/**
 * Brings a fresh database to the initial schema only (migration 1), with the server's own `migrate`;
 * the server applies every later migration when it starts. Returns the newest migration applied.
 */
export async function migrateToInitialSchema(db: Database): Promise<number> {
  await migrate(db, { through: 1 });
  return schemaVersionOf(db);
}

/**
 * THE SEEDING FUNCTION: `n` waitlist entries and `n` contact messages, created over the last 90 days
 * (uniformly, so "today", "this week" and "this month" all hold some), spread over a few sources and
 * statuses, with unique e-mails.
 */
export async function seedRows(db: Database, n: number): Promise<void> {
  for (let first = 1; first <= n; first += ROWS_PER_STATEMENT) {
    const last = Math.min(n, first + ROWS_PER_STATEMENT - 1);
    await db.query(
      `insert into waitlist_entries (email, name, company, source, created_at)
       select 'seeded-' || g || '@example.com', 'Person ' || g,
              case when g % 4 = 0 then null else 'Company ' || (g % 5000) end,
              (${WAITLIST_SOURCES})[1 + g % 5],
              now() - random() * interval '90 days'
       from generate_series($1::int, $2::int) as g`,
      [first, last],
    );
    await db.query(
      `insert into contact_messages
         (first_name, last_name, email, subject, message, source, status, is_read, is_replied, created_at, updated_at)
       select 'First' || g, 'Last' || g, 'contact-' || g || '@example.com', 'Question ' || (g % 100),
              'Hello, I would like to know more about invoicing for my company (' || g || ').',
              (${CONTACT_SOURCES})[1 + g % 3], (${CONTACT_STATUSES})[1 + g % 5], g % 3 = 0, g % 7 = 0, at, at
       from (select g, now() - random() * interval '90 days' as at from generate_series($1::int, $2::int) as g) as s`,
      [first, last],
    );
  }
  // Fresh statistics, as an operator's database would have after autovacuum (or the server's VACUUM ANALYZE).
  await db.query('analyze waitlist_entries');
  await db.query('analyze contact_messages');
}

/**
 * Campaigns for a quarter of the seeded sign-ups, set once the server's migrations have added the column
 * (`seedRows` seeds the initial schema, which has none): nine campaigns, so the chart split by campaign
 * names five and adds the rest up as "other", as it would after a few launches. The update goes through
 * the counters' triggers, as any write does.
 */
export async function seedCampaigns(db: Database): Promise<void> {
  // Untimed: a quarter of a million rows outlast the statement timeout requests get.
  await db.transaction(
    (tx) =>
      tx.query(
        `update waitlist_entries set utm_source = 'newsletter', utm_campaign = 'campaign-' || (id % 9)
         where id % 4 = 0`,
      ),
    { untimed: true },
  );
  // As the server's periodic VACUUM ANALYZE (PGlite has no autovacuum) leaves them: otherwise the per-key
  // counters the update rewrote keep their old row versions and have no statistics for the planner.
  await db.query('analyze waitlist_entries');
  await db.query('vacuum analyze stats_quarter_hours_by_key');
  await db.query('vacuum analyze stats_totals');
}

/**
 * Referrals among the seeded sign-ups, once migration 14 has given them places: every 50th entry came
 * through the link of the entry 1,000 places ahead and confirmed, credited; each such referrer moved up
 * 5 places per referral (its place taken between two further ahead, as a credit does). Through the
 * triggers, as any write.
 */
export async function seedReferrals(db: Database): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.query(
        `update waitlist_entries set referred_by = id - 1000, confirmed_at = created_at,
           referral_credited_at = created_at
         where id % 50 = 0 and id > 1000`,
      );
      await tx.query(
        `update waitlist_entries as referrer set referrals = credited.n, place = referrer.place - 5 * credited.n - 0.5
         from (select referred_by as id, count(*)::int as n from waitlist_entries
               where referral_credited_at is not null group by 1) as credited
         where referrer.id = credited.id`,
      );
    },
    { untimed: true },
  );
  await db.query('analyze waitlist_entries');
  await db.query('vacuum analyze waitlist_place_counts');
}
