import { describe, expect, it } from 'vitest';

import { databaseKinds, setupTestApp } from '@testing/server/harness';
import {
  formulaCells,
  readCsvLikeASpreadsheet,
  readDateLikeASpreadsheet,
  spreadsheetSerial,
} from '@testing/server/spreadsheetCsv';
import { seedMessages } from '../db/direct/contact';
import { seedSignUps } from '../db/direct/waitlist';

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

describe.each(databaseKinds)('CSV dates opened in a spreadsheet, on %s', (kind) => {
  const t = setupTestApp(kind, { config: { STATS_TIMEZONE: 'Europe/Paris' } });

  /** An export as a spreadsheet shows it: one record per row, keyed by the header's cells. */
  const opened = async (call: { method?: 'GET' | 'POST'; url: string; payload?: object }) => {
    const response = await t.app.inject({ ...call, headers: t.auth });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = readCsvLikeASpreadsheet(response.body, ',');
    return {
      header: header!,
      records: rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]]))),
    };
  };
  /** A cell as the date a spreadsheet reads there, as the number it keeps (see readDateLikeASpreadsheet). */
  const dateIn = (record: Record<string, string | undefined>, header: string) =>
    readDateLikeASpreadsheet(record[header]!);

  const exports = {
    waitlist: { url: '/api/waitlist/export' },
    messages: { url: '/api/contact/export' },
    personalData: { method: 'POST' as const, url: '/api/privacy/export', payload: { email: 'ada@example.com' } },
  };

  const seed = async () => {
    // A winter day, and a summer time of day with a fraction of a second.
    await seedSignUps(t.db, [
      {
        email: 'ada@example.com',
        status: 'invited',
        createdAt: '2026-01-09T08:00:00Z',
        invitedAt: '2026-07-01T06:30:15.500Z',
      },
    ]);
    // 01:00 UTC on the day summer time starts in Paris: the clocks there go from 02:00 to 03:00.
    await seedMessages(t.db, [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'Hi',
        createdAt: '2026-03-29T01:00:00Z',
      },
    ]);
  };

  it('the waitlist: a date and time in the stats time zone, which the header names', async () => {
    await seed();
    const { header, records } = await opened(exports.waitlist);
    expect(header).toEqual(
      expect.arrayContaining(['Joined At (Europe/Paris)', 'Invited At (Europe/Paris)', 'Redeemed At (Europe/Paris)']),
    );
    const [ada] = records;
    expect(dateIn(ada!, 'Joined At (Europe/Paris)')).toBe(spreadsheetSerial(2026, 1, 9, 9, 0, 0));
    expect(dateIn(ada!, 'Invited At (Europe/Paris)')).toBe(spreadsheetSerial(2026, 7, 1, 8, 30, 15));
    expect(ada!['Redeemed At (Europe/Paris)']).toBe('');
  });

  it('the messages: the clock time of Paris on the day summer time starts', async () => {
    await seed();
    const [message] = (await opened(exports.messages)).records;
    expect(dateIn(message!, 'Created At (Europe/Paris)')).toBe(spreadsheetSerial(2026, 3, 29, 3, 0, 0));
  });

  it("one person's data: every stored instant in the stats time zone", async () => {
    await seed();
    const { records } = await opened(exports.personalData);
    const [signUp, message] = records;
    expect(dateIn(signUp!, 'Created At (Europe/Paris)')).toBe(spreadsheetSerial(2026, 1, 9, 9, 0, 0));
    expect(dateIn(signUp!, 'Invited At (Europe/Paris)')).toBe(spreadsheetSerial(2026, 7, 1, 8, 30, 15));
    expect(dateIn(message!, 'Created At (Europe/Paris)')).toBe(spreadsheetSerial(2026, 3, 29, 3, 0, 0));
  });

  it.each(Object.entries(exports))(
    '%s: every column named after the zone holds dates only, and only those columns do',
    async (_name, call) => {
      await seed();
      const { header, records } = await opened(call);
      const dated = header.filter((name) => name.endsWith(' (Europe/Paris)'));
      expect(dated.length).toBeGreaterThan(0);
      for (const record of records) {
        for (const name of header) {
          const cell = record[name]!;
          if (dated.includes(name)) expect(cell === '' || dateIn(record, name) !== null, `${name}: ${cell}`).toBe(true);
          else expect(readDateLikeASpreadsheet(cell), `${name}: ${cell}`).toBeNull();
        }
      }
    },
  );
});
