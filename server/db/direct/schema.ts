import type { Queryable } from '../database';

/** Every column of every table, in the order of their tables' names and their own positions. */
export const tableColumns = (db: Queryable) =>
  db.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = current_schema() order by table_name, ordinal_position`,
  );

/** Drops `table` and what depends on it: how a test makes every statement on it fail inside the server. */
export async function dropTable(db: Queryable, table: 'waitlist_entries'): Promise<void> {
  await db.query(`drop table ${table} cascade`);
}

/** Records migration `id` as applied, without running anything: a database that a newer build migrated. */
export async function recordMigration(db: Queryable, migration: { id: number; name: string }): Promise<void> {
  await db.query('insert into schema_migrations (id, name) values ($1, $2)', [migration.id, migration.name]);
}
