/** Reading what a query returned: the one row an aggregate gives, timestamps as ISO text. */

/** The single row a query that always returns one (an aggregate, an insert's `returning`) gave back. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The query returned no row where one was certain.');
  return row;
}

export const isoString = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
