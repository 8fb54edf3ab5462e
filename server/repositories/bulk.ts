import type { Database } from '../db';
import { type RowSelection } from './sql/pagination';
import { Params, whereClause } from './sql/params';
import { onlyRow } from './sql/rows';

/**
 * What a bulk action does to each row: delete it, or apply `assignment` (SQL `set` items) to the rows
 * still `pending` (a condition: those the assignment would change), so that a row already in that
 * state is neither written nor counted.
 */
export type BulkChange = 'delete' | { assignment: string; pending: string };

/**
 * What a bulk action did: how many rows it changed, or, when it was told how many to expect and would
 * have changed another number, that number (it then changed nothing).
 */
export type BulkOutcome = { affected: number } | { countMovedTo: number };

/** Rows a bulk action changes per statement: each statement stays short and its trigger's work small. */
const BULK_BATCH_SIZE = 5000;

/** The conditions of the rows of `selection` that `change` would change: one it leaves as it is does not count. */
const changedRows = (selection: RowSelection, change: BulkChange) =>
  change === 'delete' ? selection.conditions : [...selection.conditions, change.pending];

/** Thrown inside the transaction to roll back a change that did not reach the expected count. */
class CountMoved extends Error {
  constructor(readonly count: number) {
    super(`The bulk action would change ${count} rows`);
  }
}

/**
 * How many rows `change` would change in `selection` now, counted exactly (not up to the lists' cap):
 * the number a confirmation names and the action then expects.
 */
async function bulkCount(db: Database, selection: RowSelection, change: BulkChange): Promise<number> {
  const { count } = onlyRow(
    await db.query<{ count: number }>(
      `select count(*)::int as count from ${selection.table} ${whereClause(changedRows(selection, change))}`,
      selection.params.values,
    ),
  );
  return Number(count);
}

/**
 * Applies `change` to every row of `selection`, in one transaction (all or nothing), a batch of rows
 * at a time in the order of their ids; resolves with how many rows it changed. The stats counters
 * follow through their triggers, in the same statements. A selection of ids (at most 500) is one batch.
 *
 * With `expectedCount`, the change is kept only if it changed exactly that many rows: otherwise it is
 * rolled back and the outcome names the number it reached. Counting what was changed, rather than
 * counting before changing, keeps the check exact under PostgreSQL's read committed too, where each
 * statement sees the rows committed before it started (a sign-up arriving between a count and the
 * changes would otherwise slip in uncounted).
 */
async function bulkChange(
  db: Database,
  selection: RowSelection,
  change: BulkChange,
  expectedCount?: number,
): Promise<BulkOutcome> {
  const { table } = selection;
  const conditions = changedRows(selection, change);
  const action =
    change === 'delete'
      ? `delete from ${table} as target using chosen where target.id = chosen.id returning target.id`
      : `update ${table} as target set ${change.assignment} from chosen where target.id = chosen.id returning target.id`;
  try {
    const affected = await db.transaction(async (tx) => {
      let changed = 0;
      let after = 0;
      for (;;) {
        const params = new Params(selection.params.values);
        const batch = [...conditions, `id > ${params.add(after)}`];
        const result = onlyRow(
          await tx.query<{ last: number | null; changed: number }>(
            `with chosen as (
               select id from ${table} ${whereClause(batch)} order by id limit ${params.add(BULK_BATCH_SIZE)}
             ), changed as (${action})
             select (select max(id) from chosen) as last, (select count(*) from changed)::int as changed`,
            params.values,
          ),
        );
        changed += Number(result.changed);
        if (result.last === null || Number(result.changed) < BULK_BATCH_SIZE) break;
        after = Number(result.last);
      }
      if (expectedCount !== undefined && changed !== expectedCount) throw new CountMoved(changed);
      return changed;
    });
    return { affected };
  } catch (error) {
    if (error instanceof CountMoved) return { countMovedTo: error.count };
    throw error;
  }
}

/** A bulk action ready to run: counted first for its confirmation, then applied expecting that count. */
export type BulkAction = {
  /** How many rows it would change now (see `bulkCount`). */
  count: () => Promise<number>;
  /** Changes them (see `bulkChange`). */
  apply: (expectedCount?: number) => Promise<BulkOutcome>;
};

export const bulkAction = (db: Database, selection: RowSelection, change: BulkChange): BulkAction => ({
  count: () => bulkCount(db, selection, change),
  apply: (expectedCount) => bulkChange(db, selection, change, expectedCount),
});
