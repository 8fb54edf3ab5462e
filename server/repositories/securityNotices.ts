import type { Queryable } from '../db';

/** What changed in how an account signs in, as its `security_notice` mail says. */
export const securityEvents = [
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'password_changed',
] as const;
export type SecurityEvent = (typeof securityEvents)[number];

/**
 * Queues the `security_notice` mail to the account's own address, in the transaction of the change it
 * tells of: an owner whose session (or mailbox link) someone else used learns of it from the mail.
 */
export async function queueSecurityNotice(db: Queryable, userId: number, event: SecurityEvent): Promise<void> {
  await db.query(
    `insert into mail_outbox (kind, recipient, user_id, payload)
     select 'security_notice', email, id, jsonb_build_object('event', $2::text) from users where id = $1`,
    [userId, event],
  );
}
