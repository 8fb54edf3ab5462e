import type { Database } from '../db';
import { onlyRow, Params, type RowSelection, whereClause } from './sql';

/**
 * What a bulk action does to each row: delete it, or apply `assignment` (SQL `set` items) to the rows
 * still `pending` (a condition: those the assignment would change), so that a row already in that
 * state is neither written nor counted.
 */
export type BulkChange = 'delete' | { assignment: string; pending: string };

/** Rows a bulk action changes per statement: each statement stays short and its trigger's work small. */
const BULK_BATCH_SIZE = 5000;

/**
 * Applies `change` to every row of `selection`, in one transaction (all or nothing), a batch of rows
 * at a time in the order of their ids; resolves with how many rows it changed. The stats counters
 * follow through their triggers, in the same statements. A selection of ids (at most 500) is one batch.
 */
export async function bulkChange(db: Database, selection: RowSelection, change: BulkChange): Promise<number> {
  const { table } = selection;
  const conditions = change === 'delete' ? selection.conditions : [...selection.conditions, change.pending];
  const action =
    change === 'delete'
      ? `delete from ${table} as target using chosen where target.id = chosen.id returning target.id`
      : `update ${table} as target set ${change.assignment} from chosen where target.id = chosen.id returning target.id`;
  return db.transaction(async (tx) => {
    let affected = 0;
    let after = 0;
    for (;;) {
      const params = new Params(selection.params.values);
      const batch = [...conditions, `id > ${params.add(after)}`];
      const { last, changed } = onlyRow(
        await tx.query<{ last: number | null; changed: number }>(
          `with chosen as (
             select id from ${table} ${whereClause(batch)} order by id limit ${params.add(BULK_BATCH_SIZE)}
           ), changed as (${action})
           select (select max(id) from chosen) as last, (select count(*) from changed)::int as changed`,
          params.values,
        ),
      );
      affected += Number(changed);
      if (last === null || Number(changed) < BULK_BATCH_SIZE) return affected;
      after = Number(last);
    }
  });
}
