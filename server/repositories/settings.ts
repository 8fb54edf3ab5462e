/** The `settings` table: one text value per key (generated signing keys, the digest's clock). */
import type { Queryable } from '../db';

/**
 * The value kept under `key`, storing `value` first when there is none (insert-or-keep: of several
 * instances doing this at once, all read back the one value that was stored first).
 */
export async function keptSetting(db: Queryable, key: string, value: string): Promise<string> {
  await db.query(`insert into settings (key, value) values ($1, $2) on conflict (key) do nothing`, [key, value]);
  const [row] = await db.query<{ value: string }>(`select value from settings where key = $1`, [key]);
  return row!.value;
}

/** The settings kept under any of `keys`, by key. */
export const readSettings = <Key extends string>(db: Queryable, keys: readonly Key[]) =>
  db.query<{ key: Key; value: string }>('select key, value from settings where key = any($1::text[]) order by key', [
    keys,
  ]);
