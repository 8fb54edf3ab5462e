/**
 * Reads CSV as a spreadsheet program opening a file does, with a separator of the test's choosing: a
 * field is quoted only when a quote is its first character (inside it `""` is a quote, and the next
 * quote closes it; what follows up to the separator is kept as plain text); elsewhere a quote is a
 * plain character, and the separator, CR, LF or CRLF end the cell. Given `;`, it sees a comma-separated
 * file the way Excel does where `;` is the list separator. A byte-order mark at the start is skipped.
 */
export function readCsvLikeASpreadsheet(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let atCellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (inQuotes) {
      if (character !== '"') cell += character;
      else if (body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else inQuotes = false;
      continue;
    }
    if (character === '"' && atCellStart) {
      inQuotes = true;
      atCellStart = false;
    } else if (character === separator) endCell();
    else if (character === '\r' || character === '\n') {
      if (character === '\r' && body[index + 1] === '\n') index += 1;
      endRow();
    } else {
      cell += character;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** What makes a spreadsheet run a cell as a formula (or, for `;`, split it) when it starts the cell. */
export const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r', ';'];

/** The cells of `rows` that start with a formula character, with where they are, for a readable failure. */
export const formulaCells = (rows: string[][]) =>
  rows.flatMap((cells, rowIndex) =>
    cells
      .filter((cell) => FORMULA_CHARACTERS.some((character) => cell.startsWith(character)))
      .map((cell) => ({ row: rowIndex, cell })),
  );

/** A spreadsheet's day 0 (Excel, LibreOffice and Google Sheets agree from March 1900 on): 1899-12-30. */
const SPREADSHEET_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A clock reading as the number a spreadsheet keeps for it: days since its day 0, the time as the fraction. */
export const spreadsheetSerial = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  (Date.UTC(year, month - 1, day, hour, minute, second) - SPREADSHEET_EPOCH_MS) / 86_400_000;

/**
 * A cell as a spreadsheet program takes what it reads: the number it keeps for a date and time when the
 * text is one it recognises as such whatever the locale (`2026-01-09 09:00:00`, `2026-01-09 09:00`),
 * else null: the cell stays text, as Excel keeps `2026-01-09T08:00:00.000Z` (it sorts as text, and no
 * date arithmetic or date filter works on it).
 */
export function readDateLikeASpreadsheet(cell: string): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(cell);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // A day or a time that does not exist (2026-02-30, 24:00, 10:75) is text too.
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59) return null;
  return spreadsheetSerial(year, month, day, hour, minute, second);
}
