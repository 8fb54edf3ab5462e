import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formulaCells, readCsvLikeASpreadsheet } from '@testing/server/spreadsheetCsv';
import { CSV_BOM, csvCell, csvStream } from './csv';

describe('CSV cells', () => {
  it('starts files with the UTF-8 byte-order mark, EF BB BF', () => {
    expect([...Buffer.from(CSV_BOM, 'utf8')]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['with "quote"', '"with ""quote"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+31 20 123', "'+31 20 123"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['=A1,"x"', `"'=A1,""x"""`],
    [';=1+1', `"';'=1+1"`],
    ['a;=1+1', `"a;'=1+1"`],
    ['a;b', '"a;b"'],
    ['Acme;', `"Acme;'"`],
    ['\r=1', `"'\r'=1"`],
    ['Hello\n=1+1\n- item', `"Hello\n'=1+1\n'- item"`],
    ['x;"=1"', `"x;'""=1"""`],
    [null, ''],
    [42, '42'],
  ])('%j becomes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('streams a byte-order mark and a header row, then each batch as it arrives, with CRLF line ends', async () => {
    async function* batches() {
      yield [{ name: 'Ada' }, { name: 'Grace, R.' }];
      yield [];
      yield [{ name: 'Alan' }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream([{ header: 'Name', value: (row: { name: string }) => row.name }], batches())) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual(['\uFEFFName\r\n', 'Ada\r\n"Grace, R."\r\n', '', 'Alan\r\n']);
  });

  /**
   * Cells a person could type to make a spreadsheet run something. No single quote of their own, so that
   * every one read back is one the export added.
   */
  const hostileText = fc.stringMatching(/^[=+\-@\t\r\n;,"a1 ]{0,12}$/);
  /** A cell as read back, without the quotes the export put in front of formula characters. */
  const withoutNeutralisingQuotes = (cell: string) => cell.replace(/(^|[;\r\n])'(?=[=+\-@\t\r;"]|$)/g, '$1');

  it('reads back every cell as written (a quote in front of formulas) when split on commas', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 4 }), (cells) => {
        const line = `${cells.map(csvCell).join(',')}\r\n`;
        const [row, ...more] = readCsvLikeASpreadsheet(line, ',');
        expect(more).toEqual([]);
        expect(row!.map(withoutNeutralisingQuotes)).toEqual(cells);
        expect(formulaCells([row!])).toEqual([]);
      }),
    );
  });

  it('lets no cell start with a formula character when the file is split on semicolons', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 4 }), (cells) => {
        const line = `${cells.map(csvCell).join(',')}\r\n`;
        expect(formulaCells(readCsvLikeASpreadsheet(line, ';'))).toEqual([]);
      }),
    );
  });
});
