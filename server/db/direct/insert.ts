import type { Queryable } from '../database';

/** Where a seeded field goes: its column, and the column's type (the type of the array it travels in). */
export type Column = { name: string; type: 'text' | 'integer' | 'boolean' | 'timestamptz' };

export const text = (name: string): Column => ({ name, type: 'text' });
export const integer = (name: string): Column => ({ name, type: 'integer' });
export const boolean = (name: string): Column => ({ name, type: 'boolean' });
export const timestamp = (name: string): Column => ({ name, type: 'timestamptz' });

type Value = string | number | boolean | Date | null | undefined;

/**
 * Inserts `rows` into `table` in one statement (the tables' statement-level triggers run once, as for a
 * batch of the server's), in their order, and returns their ids, ascending as the rows were given. A
 * field left out (undefined) takes its column's default; every row sets the same fields, so that one
 * statement can carry them all.
 */
export async function insertRows<Row extends { [field: string]: Value }>(
  db: Queryable,
  table: string,
  columns: { [Field in keyof Row]-?: Column },
  rows: readonly Row[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const fieldsSetBy = (row: Row) => Object.keys(columns).filter((field) => row[field] !== undefined);
  const fields = fieldsSetBy(rows[0]!);
  const unlike = rows.find((row) => fieldsSetBy(row).join() !== fields.join());
  if (fields.length === 0 || unlike) {
    throw new Error(
      `Rows for ${table} must all set the same fields, at least one: ${JSON.stringify(unlike ?? rows[0])}`,
    );
  }
  const names = fields.map((field) => columns[field]!.name).join(', ');
  const arrays = fields.map((field, index) => `$${index + 1}::${columns[field]!.type}[]`).join(', ');
  const inserted = await db.query<{ id: number }>(
    `insert into ${table} (${names})
     select ${names} from unnest(${arrays}) with ordinality as seeded (${names}, position)
     order by position
     returning id`,
    fields.map((field) => rows.map((row) => asParameter(row[field]))),
  );
  return inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Both drivers take an instant as its ISO text alike. */
const asParameter = (value: Value) => (value instanceof Date ? value.toISOString() : value);
