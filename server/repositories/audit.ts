import type { AuditAction, AuditEvent, AuditListQuery } from '@shared/contract';
import type { Queryable } from '../db';
import { isoString } from './sql/rows';

/** What an entry says beyond who and when: the action, and the records it touched (ids and a count). */
export type AuditRecord = {
  action: AuditAction;
  /** The account that acted; null when nobody was signed in (a failed sign-in to an unknown address). */
  actorId: number | null;
  /** The kind of records touched: `waitlist`, `contact`, `user`, `mail`, `suppression`, `invite_run`… */
  targetType?: string;
  targetIds?: readonly (string | number)[];
  count?: number;
  /** A short fact (the bulk action, the new status, what was exported), never anybody's words. */
  detail?: string;
};

type AuditRow = {
  id: number | string;
  at: Date | string;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  action: AuditAction;
  target_type: string | null;
  target_ids: string[];
  count: number | null;
  detail: string | null;
};

const toEvent = (row: AuditRow): AuditEvent => ({
  id: Number(row.id),
  at: isoString(row.at),
  actor:
    row.actor_id === null || row.actor_email === null
      ? null
      : {
          id: Number(row.actor_id),
          name: `${row.actor_first_name} ${row.actor_last_name}`.trim(),
          email: row.actor_email,
        },
  action: row.action,
  targetType: row.target_type,
  targetIds: row.target_ids,
  count: row.count === null ? null : Number(row.count),
  detail: row.detail,
});

/** The most ids one entry keeps: a bulk action on 500 rows says which, a larger one says how many. */
const MAX_TARGET_IDS = 500;

export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `insert into audit_events (actor_id, action, target_type, target_ids, count, detail)
     values ($1, $2, $3, $4::text[], $5, $6)`,
    [
      record.actorId,
      record.action,
      record.targetType ?? null,
      (record.targetIds ?? []).slice(0, MAX_TARGET_IDS).map(String),
      record.count ?? null,
      record.detail ?? null,
    ],
  );
}

/** The filter of a list or an export: conditions on `audit_events e` and their parameters. */
function filterOf(query: Pick<AuditListQuery, 'actorId' | 'action'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.actorId !== undefined) conditions.push(`e.actor_id = $${params.push(query.actorId)}`);
  if (query.action !== undefined) conditions.push(`e.action = $${params.push(query.action)}`);
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

const SELECT = `select e.id, e.at, e.actor_id, u.first_name as actor_first_name, u.last_name as actor_last_name,
    u.email as actor_email, e.action, e.target_type, e.target_ids, e.count, e.detail
  from audit_events e left join users u on u.id = e.actor_id`;

/** A page of the trail, newest first, and how many entries match. */
export async function listAudit(
  db: Queryable,
  query: AuditListQuery,
): Promise<{ events: AuditEvent[]; total: number }> {
  const { where, params } = filterOf(query);
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow>(
      `${SELECT} ${where} order by e.at desc, e.id desc
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from audit_events e ${where}`, params),
  ]);
  return { events: rows.map(toEvent), total: Number(count?.total ?? 0) };
}

/** Every matching entry, newest first, a batch at a time (keyset paging on id, which follows `at`). */
export async function* eachAuditEvent(
  db: Queryable,
  query: Pick<AuditListQuery, 'actorId' | 'action'>,
  batchSize = 2000,
): AsyncGenerator<AuditEvent[]> {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const { where, params } = filterOf(query);
    const condition = `${where ? `${where} and` : 'where'} e.id < $${params.push(before)}`;
    const rows = await db.query<AuditRow>(
      `${SELECT} ${condition} order by e.id desc limit $${params.push(batchSize)}`,
      params,
    );
    if (rows.length > 0) yield rows.map(toEvent);
    if (rows.length < batchSize) return;
    before = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * Deletes the entries older than `retentionSeconds` (AUDIT_RETENTION), a bounded batch per call so that
 * a first run after a long pause never holds the table for long; answers how many went.
 */
export async function pruneAudit(db: Queryable, retentionSeconds: number, batchSize = 5000): Promise<number> {
  const rows = await db.query(
    `delete from audit_events where id in (
       select id from audit_events where at < now() - make_interval(secs => $1) order by at limit $2
     ) returning id`,
    [retentionSeconds, batchSize],
  );
  return rows.length;
}
