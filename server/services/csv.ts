/**
 * CSV as RFC 4180 describes it (CRLF line ends, fields quoted when they hold a quote, comma or line
 * break, quotes doubled), with one addition: a cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with a single quote so spreadsheet programs show it as text instead of running
 * it as a formula (CSV injection).
 *
 * Files start with a UTF-8 byte-order mark (EF BB BF): without it, Excel on Windows reads a CSV file in
 * the system's code page, so "Ñúñez" shows as "Ã‘ÃºÃ±ez" and "Петров" as mojibake.
 */

/** The UTF-8 byte-order mark every CSV file starts with, before its header line. */
export const CSV_BOM = '\uFEFF';

/** The columns of a CSV file, in order: each one's header and how to read its cell from a row. */
export type CsvColumns<Row> = ReadonlyArray<{ header: string; value: (row: Row) => unknown }>;

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV lines of `rows`, without the header line. */
function csvLines<Row>(columns: CsvColumns<Row>, rows: readonly Row[]): string {
  return rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
}

/**
 * The byte-order mark and the header line, then the lines of each batch as it arrives: for exports too
 * big to build at once.
 */
export async function* csvStream<Row>(columns: CsvColumns<Row>, batches: AsyncIterable<readonly Row[]>) {
  yield CSV_BOM + csvLine(columns.map((column) => column.header));
  for await (const rows of batches) yield csvLines(columns, rows);
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
