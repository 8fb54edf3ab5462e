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
