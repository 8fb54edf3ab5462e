import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
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

  it('writes a header row and CRLF line ends', () => {
    expect(toCsv([{ header: 'Name', value: (row: { name: string }) => row.name }], [{ name: 'Ada' }])).toBe(
      'Name\r\nAda\r\n',
    );
  });
});
