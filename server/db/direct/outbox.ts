import type { MailKind, MailState } from '@shared/contract';
import type { Queryable } from '../database';
import { insertRows, integer, text } from './insert';

/*
 * The mail outbox as a sender leaves it: states the worker reaches only mid-send, after a crash or after
 * time has passed, put in place so a test need not wait for them.
 */

/** A mail put in place by a test. Fields left out take the column's default (queued, due now). */
export type SeededMail = {
  kind: MailKind;
  recipient?: string | null;
  waitlistEntryId?: number | null;
  contactMessageId?: number | null;
  state?: MailState;
};

/** Inserts the mails in one statement, in order; returns their ids. */
export const seedMails = (db: Queryable, mails: readonly SeededMail[]) =>
  insertRows(
    db,
    'mail_outbox',
    {
      kind: text('kind'),
      recipient: text('recipient'),
      waitlistEntryId: integer('waitlist_entry_id'),
      contactMessageId: integer('contact_message_id'),
      state: text('state'),
    },
    mails,
  );

/** Sets the state of the invite mail of entry `waitlistEntryId`, as its sending would have. */
export async function setInviteMailState(db: Queryable, waitlistEntryId: number, state: MailState): Promise<void> {
  await db.query(`update mail_outbox set state = $2 where kind = 'invite' and waitlist_entry_id = $1`, [
    waitlistEntryId,
    state,
  ]);
}

/** Every mail marked sent on its first try, as a worker that delivered them all would leave them. */
export async function markEveryMailSent(db: Queryable): Promise<void> {
  await db.query(`update mail_outbox set state = 'sent', attempts = 1, sent_at = now()`);
}

/**
 * Every mail claimed by a sender that died before settling it: `sending`, one try made, and the lease
 * an hour away, so no other sender takes it over before `endLeases`.
 */
export async function strandEveryMailMidSend(db: Queryable): Promise<void> {
  await db.query(`update mail_outbox set state = 'sending', attempts = 1, lease_until = now() + interval '1 hour'`);
}

/**
 * Ends the lease of every mail mid-send, as if the sender that claimed it died long ago: the next pass
 * takes it over at once instead of after the lease (minutes).
 */
export async function endLeases(db: Queryable): Promise<void> {
  await db.query(`update mail_outbox set lease_until = now() - interval '1 second' where state = 'sending'`);
}

/** Dates the first mail of the outbox `seconds` back, as if it had waited that long. */
export async function ageFirstMail(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `update mail_outbox set created_at = now() - make_interval(secs => $1::double precision)
     where id = (select min(id) from mail_outbox)`,
    [seconds],
  );
}

/** A row of mail_outbox as the database holds it, every column. */
export type StoredMail = {
  id: number;
  kind: MailKind;
  recipient: string | null;
  contact_message_id: number | null;
  waitlist_entry_id: number | null;
  contact_reply_id: number | null;
  payload: unknown;
  message_key: string;
  state: MailState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  lease_until: Date | null;
  sent_to: string[] | null;
  sent_at: Date | null;
  created_at: Date;
};

/** Every mail of the outbox, oldest id first. */
export const storedMails = (db: Queryable) => db.query<StoredMail>('select * from mail_outbox order by id');

/** Every row of the suppression list, oldest first. */
export const storedSuppressions = (db: Queryable) =>
  db.query<Record<string, unknown>>('select * from mail_suppressions order by id');
