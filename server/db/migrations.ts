import type { Database } from './database';

/**
 * The schema, as ordered migrations. Each is a list of single statements (some drivers refuse several
 * in one call) in SQL that PostgreSQL 15 accepts, since PGlite runs 18 and production may run 15.
 * Never edit a migration that has shipped: add the next one.
 */
export const migrations: ReadonlyArray<{ id: number; name: string; statements: readonly string[] }> = [
  {
    id: 1,
    name: 'initial schema',
    statements: [
      `create table waitlist_entries (
        id integer generated always as identity primary key,
        email text not null,
        name text,
        company text,
        source text,
        created_at timestamptz not null default now()
      )`,
      // Uniqueness is case-insensitive; the address is stored as typed (already trimmed).
      `create unique index waitlist_entries_email_key on waitlist_entries (lower(email))`,
      `create index waitlist_entries_created_at_idx on waitlist_entries (created_at)`,
      `create table contact_messages (
        id integer generated always as identity primary key,
        first_name text not null,
        last_name text not null,
        email text not null,
        subject text not null,
        message text not null,
        source text,
        status text not null default 'New' check (status in ('New', 'InProgress', 'Resolved', 'Closed')),
        is_read boolean not null default false,
        is_replied boolean not null default false,
        admin_notes text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create index contact_messages_created_at_idx on contact_messages (created_at)`,
      `create table users (
        id integer generated always as identity primary key,
        email text not null,
        first_name text not null,
        last_name text not null,
        password_hash text not null,
        is_admin boolean not null default true,
        created_at timestamptz not null default now()
      )`,
      `create unique index users_email_key on users (lower(email))`,
      // Server-wide values that must be shared by every instance, such as a generated signing secret.
      `create table settings (
        key text primary key,
        value text not null
      )`,
    ],
  },
];

/** An arbitrary constant naming the migration lock among the database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_318_240_511;

/**
 * Brings the schema up to date. Everything runs in one transaction holding an advisory lock, so
 * several instances starting at once take turns instead of racing to create the same objects.
 * Returns the ids of the migrations it applied.
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.query<{ id: number }>('select id from schema_migrations')).map((row) => Number(row.id)),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [migration.id, migration.name]);
    }
    return pending.map((migration) => migration.id);
  });
}
