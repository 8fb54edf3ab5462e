/**
 * CSV as RFC 4180 describes it (CRLF line ends, fields quoted when they hold a quote, comma or line
 * break, quotes doubled), with one addition: a cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with a single quote so spreadsheet programs show it as text instead of running
 * it as a formula (CSV injection).
 */
export function toCsv<Row>(
  columns: ReadonlyArray<{ header: string; value: (row: Row) => unknown }>,
  rows: readonly Row[],
): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
