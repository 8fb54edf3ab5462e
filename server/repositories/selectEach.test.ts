import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, databaseKinds, type TestDatabase } from '@testing/server/harness';
import { ascending, descending, newestFirst, reversed, type SortOrder } from './sql/order';
import { selectEach } from './sql/pagination';
import { Params } from './sql/params';

type Row = { id: number; email: string };

describe.each(databaseKinds)('exporting a selection batch by batch on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // 103 rows over 4 instants a few microseconds apart (ties that a millisecond Date would merge),
    // addresses that tie when lower-cased but for the id, and one source that is filtered on.
    await database.db.query(
      `insert into waitlist_entries (email, source, created_at)
       select case when i % 3 = 0 then 'Same' || (i % 5) || '@example.com' else 'p' || i || '@example.com' end,
              case when i % 2 = 0 then 'hero' else null end,
              timestamptz '2026-11-01 10:00:00.000001+00' + (i % 4) * interval '1 microsecond'
       from generate_series(1, 103) as i
       on conflict do nothing`,
    );
  });
  afterAll(() => database.drop());

  const orders: Record<string, SortOrder> = {
    newest: newestFirst,
    oldest: reversed(newestFirst),
    email: [ascending('lower(email)', 'text'), ascending('id', 'int')],
    // Mixed directions, and a boolean key: the keyset condition is spelled out key by key.
    'source, then newest': [
      ascending('(source is null)', 'boolean'),
      descending('created_at', 'timestamptz'),
      descending('id', 'int'),
    ],
  };

  const collect = async (sort: keyof typeof orders, conditions: string[] = [], values: unknown[] = []) => {
    const ids: number[] = [];
    const selection = {
      table: 'waitlist_entries' as const,
      columns: 'id, email',
      conditions,
      params: new Params(values),
      order: orders[sort],
    };
    for await (const rows of selectEach<Row>(database.db, selection, 7)) ids.push(...rows.map((row) => row.id));
    return ids;
  };

  it.each([
    ['newest', 'order by created_at desc, id desc'],
    ['oldest', 'order by created_at asc, id asc'],
    ['email', 'order by lower(email) asc, id asc'],
    ['source, then newest', 'order by (source is null) asc, created_at desc, id desc'],
  ] as const)('yields every row once, in the %s order, across batches', async (sort, order) => {
    const expected = (await database.db.query<{ id: number }>(`select id from waitlist_entries ${order}`)).map((row) =>
      Number(row.id),
    );
    expect(expected.length).toBeGreaterThan(60);
    expect(await collect(sort)).toEqual(expected);
  });

  it('keeps the filter, with its parameters, on every batch', async () => {
    const expected = (
      await database.db.query<{ id: number }>(
        `select id from waitlist_entries where source = 'hero' order by created_at desc, id desc`,
      )
    ).map((row) => Number(row.id));
    expect(await collect('newest', ['source = $1'], ['hero'])).toEqual(expected);
  });
});
