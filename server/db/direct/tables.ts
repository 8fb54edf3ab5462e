import type { Queryable } from '../database';
import { makeEveryoneAdministrator } from './users';

/** The tables a test counts the rows of. */
export type StoredTable =
  | 'waitlist_entries'
  | 'contact_messages'
  | 'contact_replies'
  | 'contact_answers'
  | 'inbound_mails'
  | 'mail_outbox'
  | 'invite_runs'
  | 'users'
  | 'revoked_sessions'
  | 'saved_replies'
  | 'mail_suppressions'
  | 'recovery_codes'
  | 'audit_events'
  | 'page_views'
  | 'webhook_outbox';

/** How many rows `table` holds. */
export async function countRows(db: Queryable, table: StoredTable): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return Number(row!.count);
}

/**
 * Empties every table of what people and runs wrote (sign-ups, messages, replies, answers and the inbound
 * mails taken, mails, invite runs, saved replies, the suppression list, recovery codes, the audit trail, the page views, the webhook events; ids from 1 again) and every account but `administratorEmail`'s, made administrators again: a test's fresh
 * start on a shared database, without migrating a new one.
 */
export async function resetTables(db: Queryable, administratorEmail: string): Promise<void> {
  await db.query(
    `truncate waitlist_entries, contact_messages, contact_replies, contact_answers, inbound_mails, mail_outbox,
       invite_runs, saved_replies, mail_suppressions, recovery_codes, audit_events, page_views,
       webhook_outbox restart identity`,
  );
  await db.query('delete from users where lower(email) <> lower($1)', [administratorEmail]);
  await makeEveryoneAdministrator(db);
}
