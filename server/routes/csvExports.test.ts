import { describe, expect, it } from 'vitest';

import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { formulaCells, readCsvLikeASpreadsheet } from '@testing/server/spreadsheetCsv';

/**
 * Text a visitor can type into the forms to have the administrator's spreadsheet run something when it
 * opens an export: a formula at a cell's start, or after a `;` or a line break, where a spreadsheet
 * splitting on `;` (Excel, where the decimal mark is a comma) starts a cell of its own.
 */
const HOSTILE = {
  name: '=1+1',
  company: ';=1+1',
  firstName: '@SUM(A1:A9)',
  lastName: '-2+3',
  subject: 'Invoice;=HYPERLINK("https://evil.example";"open")',
  message: 'Hello,\n=1+1\n+2\n-3;@4\n"=5";\n;=6',
};

describe.each(databaseKinds)('CSV exports opened in a spreadsheet, on %s', (kind) => {
  const t = setupTestApp(kind);

  const signUpAndWrite = async (email: string) => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      payload: { email, name: HOSTILE.name, company: HOSTILE.company },
    });
    expect(joined.statusCode).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: {
        email,
        firstName: HOSTILE.firstName,
        lastName: HOSTILE.lastName,
        subject: HOSTILE.subject,
        message: HOSTILE.message,
      },
    });
    expect(sent.statusCode).toBe(201);
  };

  const exports = [
    ['the waitlist', { url: '/api/waitlist/export' }, ["'=1+1", "';'=1+1"]],
    ['the contact messages', { url: '/api/contact/export' }, ["'@SUM(A1:A9)", "'-2+3"]],
    [
      "one person's data",
      { method: 'POST' as const, url: '/api/privacy/export', payload: { email: 'mallory@example.com' } },
      ["'=1+1", "';'=1+1", "'@SUM(A1:A9)", 'Invoice;\'=HYPERLINK("https://evil.example";\'"open")'],
    ],
  ] as const;

  it.each(exports)(
    '%s: split on commas, every row has the header’s cells and none is a formula',
    async (_name, call, shownAsText) => {
      await signUpAndWrite('mallory@example.com');
      const response = await t.app.inject({ ...call, headers: t.auth });
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = readCsvLikeASpreadsheet(response.body, ',');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveLength(header!.length);
      // The typed text is all there, shown as text.
      expect(rows.flat()).toEqual(expect.arrayContaining([...shownAsText]));
      expect(formulaCells([header!, ...rows])).toEqual([]);
    },
  );

  it.each(exports)('%s: split on semicolons, no cell is a formula', async (_name, call) => {
    await signUpAndWrite('mallory@example.com');
    const response = await t.app.inject({ ...call, headers: t.auth });
    expect(response.statusCode).toBe(200);
    const rows = readCsvLikeASpreadsheet(response.body, ';');
    expect(rows.length).toBeGreaterThan(1);
    expect(formulaCells(rows)).toEqual([]);
  });
});
