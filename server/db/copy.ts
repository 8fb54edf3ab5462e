import type { Database, Queryable } from './database';

/**
 * Tables the copy leaves out, because the target makes them itself: its own migrations log
 * (`schema_migrations`), and the counters its triggers keep as the rows are inserted (`stats_*`, see
 * `statsCounters` in migrations.ts; copying them too would count every row twice). Every other table
 * in the schema is copied, including any that a later migration adds.
 */
const MADE_BY_TARGET = new Set([
  'schema_migrations',
  'stats_totals',
  'stats_quarter_hours',
  'stats_quarter_hours_by_key',
  // The waiting entries per bucket of places (migration 14, `placeCounting`), kept by triggers likewise.
  'waitlist_place_counts',
  // The funnel's sign-up counters (migration 14, `funnelCounters`), kept by triggers in the same way.
  'funnel_quarter_hours',
]);

const BATCH = 500;

type Table = {
  name: string;
  /** Every column that can be written, in the table's own order (generated columns are left out). */
  columns: string[];
  /** The primary key's columns, to read the rows in batches in a stable order. */
  key: string[];
  /** Whether a column is `generated always as identity`: its values must be inserted with OVERRIDING. */
  identity: boolean;
  /** Columns whose values come from a sequence (identity or serial): moved past the copied values. */
  sequenced: string[];
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables to copy, read from the database's catalogue rather than listed here, so a column or table
 * a migration adds is copied without anyone remembering to add it. Ordered so that a table comes after
 * the tables its foreign keys reference.
 */
async function tablesOf(db: Queryable): Promise<Table[]> {
  const columns = await db.query<{ table: string; column: string; identity: boolean; sequenced: boolean }>(
    `select c.table_name as table, c.column_name as column, c.is_identity = 'YES' as identity,
       pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) is not null as sequenced
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     order by c.table_name, c.ordinal_position`,
  );
  const keys = await db.query<{ table: string; column: string }>(
    `select t.relname as table, a.attname as column
     from pg_index i
     join pg_class t on t.oid = i.indrelid
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indisprimary and t.relnamespace = (select oid from pg_namespace where nspname = current_schema())
     order by t.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await db.query<{ table: string; referenced: string }>(
    `select distinct child.relname as table, parent.relname as referenced
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and c.connamespace = (select oid from pg_namespace where nspname = current_schema())`,
  );

  const tables = new Map<string, Table>();
  for (const { table, column, identity, sequenced } of columns) {
    if (MADE_BY_TARGET.has(table)) continue;
    const entry = tables.get(table) ?? { name: table, columns: [], key: [], identity: false, sequenced: [] };
    entry.columns.push(column);
    entry.identity ||= identity;
    if (sequenced) entry.sequenced.push(column);
    tables.set(table, entry);
  }
  for (const { table, column } of keys) tables.get(table)?.key.push(column);
  for (const table of tables.values()) {
    if (table.key.length === 0) throw new Error(`${table.name} has no primary key; the copy reads rows in key order.`);
  }

  // Referenced tables first (Kahn's algorithm; ties by name, so the order is the same every time). A
  // table referencing itself needs its rows in key order, which is the order they are copied in.
  const waitingFor = new Map([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { table, referenced } of references) {
    if (table !== referenced && tables.has(table) && tables.has(referenced)) waitingFor.get(table)!.add(referenced);
  }
  const ordered: Table[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`Tables reference each other in a cycle: ${[...waitingFor.keys()].join(', ')}`);
    for (const name of ready.sort()) {
      ordered.push(tables.get(name)!);
      waitingFor.delete(name);
      for (const needs of waitingFor.values()) needs.delete(name);
    }
  }
  return ordered;
}

/**
 * Copies every row from one database to another whose schema is migrated and whose tables are empty,
 * keeping ids, then moves the identity counters past them. All in one transaction on the target: it
 * ends with everything copied or nothing. Returns the number of rows copied per table.
 *
 * Tables and columns come from the source's catalogue (see `tablesOf`); a column the target lacks fails
 * the copy rather than being dropped. Values travel as text, each type's own output read back by its
 * input, so nothing is lost between the two drivers (microseconds, jsonb arrays, big numbers).
 */
export async function copyDatabase(source: Database, target: Database): Promise<Record<string, number>> {
  // One snapshot of the source for the whole copy, its dates written in ISO (read the same under any
  // DateStyle of the target).
  return source.transaction(
    async (read) => {
      await read.query('set transaction isolation level repeatable read, read only');
      await read.query("set local datestyle to 'ISO, YMD'");
      await read.query("set local intervalstyle to 'postgres'");
      const tables = await tablesOf(read);
      return target.transaction((tx) => copyTables(tables, read, tx));
    },
    { untimed: true },
  );
}

async function copyTables(tables: Table[], source: Queryable, target: Queryable): Promise<Record<string, number>> {
  for (const { name } of tables) {
    const [row] = await target.query<{ count: number }>(`select count(*)::int as count from ${quote(name)}`);
    if (Number(row!.count) > 0) {
      throw new Error(`The target database already has rows in ${name}; copy only into an empty database.`);
    }
  }
  const copied: Record<string, number> = {};
  for (const { name, columns, key, identity, sequenced } of tables) {
    const table = quote(name);
    copied[name] = 0;
    for (let offset = 0; ; offset += BATCH) {
      const rows = await source.query<Record<string, string | null>>(
        `select ${columns.map((column) => `${quote(column)}::text as ${quote(column)}`).join(', ')} from ${table}
         order by ${key.map(quote).join(', ')} limit ${BATCH} offset ${offset}`,
      );
      if (rows.length === 0) break;
      const values: unknown[] = [];
      const tuples = rows.map((row) => `(${columns.map((column) => `$${values.push(row[column])}`).join(', ')})`);
      await target.query(
        `insert into ${table} (${columns.map(quote).join(', ')}) ${identity ? 'overriding system value ' : ''}values ${tuples.join(', ')}`,
        values,
      );
      copied[name] += rows.length;
    }
    for (const column of sequenced) {
      await target.query(
        // ceil: a waiting entry's place may be between two whole numbers (a referral moved it up).
        `select setval(pg_get_serial_sequence($1, $2), ceil(coalesce((select max(${quote(column)}) from ${table}), 0))::bigint + 1, false)`,
        [table, column],
      );
    }
  }
  return copied;
}
