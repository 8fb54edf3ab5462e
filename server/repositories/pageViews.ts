import type { Queryable } from '../db';

/** Views of one public page on one calendar day (in the stats time zone) from one source. */
export type PageViewCount = { day: string; source: string; page: string; views: number };

/**
 * Adds counted page views to `page_views` (migration 14), one statement for them all. Rows are written
 * in key order, so two instances writing at once lock the same rows in the same order and cannot
 * deadlock.
 */
export async function addPageViews(db: Queryable, rows: readonly PageViewCount[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into page_views (day, source, page, views)
     select day, source, page, views
     from unnest($1::date[], $2::text[], $3::text[], $4::bigint[]) as counted (day, source, page, views)
     order by day, source, page
     on conflict (day, source, page) do update set views = page_views.views + excluded.views`,
    [
      rows.map((row) => row.day),
      rows.map((row) => row.source),
      rows.map((row) => row.page),
      rows.map((row) => row.views),
    ],
  );
}
