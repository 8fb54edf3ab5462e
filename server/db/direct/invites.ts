import type { Queryable } from '../database';

/** A row of invite_runs as the database holds it, every column. */
export type StoredInviteRun = { id: number; created_by: string; invited: number; created_at: Date };

/** Every invite run stored, oldest first. */
export const storedInviteRuns = (db: Queryable) => db.query<StoredInviteRun>('select * from invite_runs order by id');
