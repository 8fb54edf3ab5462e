/** The rows of an admin list: one page with its total (exactly or capped), or every row a batch at a time. */
import type { Database, Queryable } from '../../db';
import { type CountedSelection, type CountedTable, counterTotal } from './counters';
import { afterCondition, newestFirst, orderClause, type SortOrder } from './order';
import { Params, whereClause } from './params';
import { onlyRow } from './rows';

/**
 * Which rows of a table an admin list shows: a filter (conditions with their parameters) and an order.
 * The lists of sign-ups and messages, and the outbox's searches, which have no counters.
 */
export type RowSelection = {
  columns: string;
  /** SQL conditions, all of which a row must meet. */
  conditions: string[];
  params: Params;
  /** @default newest first */
  order?: SortOrder;
} & (
  | {
      table: CountedTable;
      /** Set when the stats counters hold the selection's size exactly: it is read there, not counted. */
      counted?: CountedSelection;
    }
  | { table: 'mail_outbox'; counted?: undefined }
);

/**
 * Every row of the selection, in order, a batch at a time (for exports). Each batch is its own query
 * that starts after the last row of the one before (keyset paging, so batch 500 costs what batch 1
 * does), and nothing holds the database between batches: a million-row export never makes other
 * requests wait for more than one batch.
 */
export async function* selectEach<Row extends object>(
  db: Queryable,
  selection: RowSelection,
  batchSize = 2000,
): AsyncGenerator<Row[]> {
  const { table, columns, order = newestFirst } = selection;
  // The sort keys come back as text, exactly as the database compares them (a JavaScript Date would
  // drop the microseconds of a timestamp, and the next batch would skip or repeat rows).
  const sortKeys = order.map(({ expression }, index) => `(${expression})::text as sort_key_${index}`).join(', ');
  let last: Record<string, string> | undefined;
  for (;;) {
    const params = new Params(selection.params.values);
    const conditions = [...selection.conditions];
    if (last) {
      const after = order.map(({ type }, index) => `${params.add(last![`sort_key_${index}`])}::${type}`);
      conditions.push(afterCondition(order, after));
    }
    const rows = await db.query<Row & Record<string, string>>(
      `select ${columns}, ${sortKeys} from ${table} ${whereClause(conditions)} ${orderClause(order)} limit ${params.add(batchSize)}`,
      params.values,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/**
 * How far a list's total is counted when the counters do not hold it: counting every match of a broad
 * search at a million rows would cost seconds, while "1,000 or more" tells the administrator as much.
 * A page beyond it raises the limit to that page, so the page asked for is always known to exist.
 */
export const COUNT_LIMIT = 1000;

/** Whether more than `limit` of the newest `2 × limit` rows meet the filter: an index walk that stops there. */
async function isDense(db: Queryable, selection: RowSelection, limit: number) {
  const params = new Params(selection.params.values);
  const { total } = onlyRow(
    await db.query<{ total: number }>(
      `select count(*)::int as total from (
         select 1 from (select * from ${selection.table} ${orderClause(newestFirst)} limit ${params.add(2 * limit)})
           as ${selection.table} ${whereClause(selection.conditions)} limit ${params.add(limit + 1)}
       ) as matching`,
      params.values,
    ),
  );
  return Number(total) > limit;
}

/**
 * The selection's matches, `limit + 1` at the most, found through the indexes only, and the page of
 * them asked for: one index scan answers both the count and the page. `total` is null when the page
 * lies beyond the matches (then it has no row to carry the count).
 */
async function pageOfMatches<Row extends object>(
  db: Database,
  selection: RowSelection,
  { limit, page, pageSize }: { limit: number; page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number | null }> {
  const params = new Params(selection.params.values);
  return db.transaction(async (tx) => {
    // A sequential scan "until enough rows match" is quick when matches are dense (found out before)
    // and reads the whole table when they are rare; the planner's guess of which, for a search, is
    // often wrong, and a misjudged search then took seconds at a million rows.
    await tx.query('set local enable_seqscan = off');
    const rows = await tx.query<Row & { matches_in_all: number }>(
      `with matches as materialized (
         select * from ${selection.table} ${whereClause(selection.conditions)} limit ${params.add(limit + 1)}
       )
       select ${selection.columns}, count(*) over ()::int as matches_in_all
       from matches as ${selection.table} ${orderClause(selection.order ?? newestFirst)}
       limit ${params.add(pageSize)} offset ${params.add((page - 1) * pageSize)}`,
      params.values,
    );
    const total = rows.length > 0 ? Number(rows[0]!.matches_in_all) : null;
    return { rows: rows.map(({ matches_in_all: _total, ...row }) => row as unknown as Row), total };
  });
}

/** One page of the selection, in order. */
const pageRows = <Row extends object>(db: Queryable, selection: RowSelection, page: number, pageSize: number) => {
  const params = new Params(selection.params.values);
  return db.query<Row>(
    `select ${selection.columns} from ${selection.table} ${whereClause(selection.conditions)}
     ${orderClause(selection.order ?? newestFirst)} limit ${params.add(pageSize)} offset ${params.add((page - 1) * pageSize)}`,
    params.values,
  );
};

type SelectedPage<Row> = { rows: Row[]; total: number; capped: boolean; page: number };

/**
 * One page of the selection and how many rows it holds in all (`capped`: at least that many, see
 * `COUNT_LIMIT`). A page beyond the last answers the last page instead, and `page` says which page
 * was answered. The total comes from the stats counters when they hold it; else a filter most rows
 * meet is capped after a look at the newest rows, and any other is counted together with its page
 * through the indexes (`pageOfMatches`). Each way costs a few index reads, whatever the filter.
 */
export async function selectPage<Row extends object>(
  db: Database,
  selection: RowSelection,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SelectedPage<Row>> {
  const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / pageSize));
  if (selection.counted) {
    const [rows, total] = await Promise.all([
      pageRows<Row>(db, selection, page, pageSize),
      counterTotal(db, selection.table, selection.counted),
    ]);
    const lastPage = lastPageOf(total);
    if (rows.length > 0 || page <= lastPage) return { rows, total, capped: false, page };
    return { rows: await pageRows<Row>(db, selection, lastPage, pageSize), total, capped: false, page: lastPage };
  }
  const limit = Math.max(COUNT_LIMIT, page * pageSize);
  const capped = async (): Promise<SelectedPage<Row>> => ({
    rows: await pageRows<Row>(db, selection, page, pageSize),
    total: limit,
    capped: true,
    page,
  });
  if (await isDense(db, selection, limit)) return capped();
  const found = await pageOfMatches<Row>(db, selection, { limit, page, pageSize });
  if (found.total !== null)
    return found.total > limit ? capped() : { ...found, total: found.total, capped: false, page };
  // The page lies beyond the matches: the last page holds some of them, or there are none.
  const last = await pageOfMatches<Row>(db, selection, { limit, page: 1, pageSize: limit + 1 });
  const total = last.total ?? 0;
  const lastPage = lastPageOf(total);
  const rows = last.rows.slice((lastPage - 1) * pageSize, lastPage * pageSize);
  return { rows, total, capped: false, page: lastPage };
}
