/**
 * CSV as RFC 4180 describes it (CRLF line ends, fields quoted when they hold a quote, separator or line
 * break, quotes doubled), with one addition against CSV injection: wherever a spreadsheet program could
 * see a cell begin, a character that would make it a formula (= + - @, a tab, a carriage return, or ;)
 * is preceded by a single quote, so the cell shows as text instead of running.
 *
 * A cell begins at the start of our cell, but also, for a reader that splits on `;` (Excel does by
 * default where the decimal mark is a comma), after every `;` inside our text, and after every line
 * break: such a reader sees our quotes only when they open its own field, so `a,"x;=1+1"` shows it the
 * cell `=1+1"`. Hence the quote after each `;`, CR or LF that is followed by a formula character or a
 * quote, and the quoting of any cell holding `;` as well as `,`.
 *
 * Files start with a UTF-8 byte-order mark (EF BB BF): without it, Excel on Windows reads a CSV file in
 * the system's code page, so "Ñúñez" shows as "Ã‘ÃºÃ±ez" and "Петров" as mojibake.
 */

import { type SpreadsheetDateTime, spreadsheetDateTime } from './spreadsheetDates';

/** The UTF-8 byte-order mark every CSV file starts with, before its header line. */
export const CSV_BOM = '\uFEFF';

/** The columns of a CSV file, in order: each one's header and how to read its cell from a row. */
export type CsvColumns<Row> = ReadonlyArray<{ header: string; value: (row: Row) => unknown }>;

/** How an export writes its instants: as the clock read in one time zone (the stats', `STATS_TIMEZONE`). */
export type CsvDates = { timeZone: string; format: SpreadsheetDateTime };

export const csvDates = (timeZone: string): CsvDates => ({ timeZone, format: spreadsheetDateTime(timeZone) });

/** The header of a column of instants, naming the zone they are written in: `Joined At (Europe/Paris)`. */
export const csvDateHeader = (header: string, { timeZone }: CsvDates) => `${header} (${timeZone})`;

/**
 * A column of instants, written as a spreadsheet reads a date and time (`2026-01-09 09:00:00`) in the
 * zone of `dates`, which its header names: `Joined At (Europe/Paris)`. No instant is an empty cell.
 */
export function csvDateColumn<Row>(
  header: string,
  dates: CsvDates,
  value: (row: Row) => Date | string | null,
): CsvColumns<Row>[number] {
  return {
    header: csvDateHeader(header, dates),
    value: (row) => {
      const instant = value(row);
      return instant === null ? null : dates.format(instant);
    },
  };
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV lines of `rows`, without the header line. */
function csvLines<Row>(columns: CsvColumns<Row>, rows: readonly Row[]): string {
  return rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
}

/**
 * The byte-order mark and the header line, then the lines of each batch as it arrives: for exports too
 * big to build at once.
 */
/** Rows in batches: streamed from the database (an async generator), or all at hand (`[rows]`). */
export type CsvBatches<Row> = AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;

export async function* csvStream<Row>(columns: CsvColumns<Row>, batches: CsvBatches<Row>) {
  yield CSV_BOM + csvLine(columns.map((column) => column.header));
  for await (const rows of batches) yield csvLines(columns, rows);
}

/** A cell that a spreadsheet would run as a formula, or (`;`) split into one, whatever its separator. */
const FORMULA_START = /^[=+\-@\t\r;]/;
/**
 * A place inside a cell where a reader splitting on `;` or on line breaks starts a new cell of its own,
 * followed by what would make that cell a formula, or by a quote or the cell's end (our closing quote),
 * either of which would have that reader open a quoted field that starts with whatever comes next.
 */
const CELL_START_INSIDE = /([;\r\n])(?=[=+\-@\t\r;"]|$)/g;
/** What makes a cell need quotes for a reader splitting on `,` or on `;`. */
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(CELL_START_INSIDE, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
