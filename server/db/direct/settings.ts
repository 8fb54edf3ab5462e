import type { Queryable } from '../database';

/** The keys of the settings stored (signing keys and the like; never their values), in order. */
export const storedSettingKeys = async (db: Queryable): Promise<string[]> =>
  (await db.query<{ key: string }>('select key from settings order by key')).map((row) => row.key);
