import type { Database } from '../db';

/** Reminders one statement queues: a day's worth of sign-ups coming due at once is several short passes. */
const REMINDER_BATCH_SIZE = 500;

/**
 * Queues the one reminder of every member who has not confirmed their address 48 hours after signing up
 * (`confirm_reminder_due_at`, migration 12), and clears it in the same statement, so nobody gets two.
 * An entry that was removed or has joined meanwhile gets none. A cheap look first: the worker calls this
 * before every pass, and most find nothing due (one probe of a partial index that holds only the
 * entries still due).
 */
export async function queueConfirmReminders(db: Database): Promise<number> {
  const [due] = await db.query('select 1 from waitlist_entries where confirm_reminder_due_at <= now() limit 1');
  if (!due) return 0;
  const rows = await db.query(
    `with due as (
       select id, email, status from waitlist_entries where confirm_reminder_due_at <= now()
       order by confirm_reminder_due_at, id limit $1 for update skip locked
     ), cleared as (
       update waitlist_entries w set confirm_reminder_due_at = null from due where w.id = due.id
     )
     insert into mail_outbox (kind, recipient, waitlist_entry_id)
     select 'confirm_reminder', email, id from due where status in ('waiting', 'invited')
     returning id`,
    [REMINDER_BATCH_SIZE],
  );
  return rows.length;
}
