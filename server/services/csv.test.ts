import { describe, expect, it } from 'vitest';

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
});
