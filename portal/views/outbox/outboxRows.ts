import type { OutboxMail } from '@shared/contract';

/** Shown for an administrators' mail before it is sent: its recipients are whoever the administrators are then. */
export const ADMINISTRATORS = 'Administrators';

/** Whether the mail goes to the administrators, not yet resolved to addresses (see `OutboxMail.to`). */
export const isForAdministrators = (mail: Pick<OutboxMail, 'to'>) => mail.to.length === 0;

/**
 * "Retry" is offered on failed and suppressed mails only (a suppressed one is sent if its address was
 * lifted from the list meanwhile): the server refuses the others (409).
 */
export const canRetry = (mail: Pick<OutboxMail, 'state'>) => mail.state === 'failed' || mail.state === 'suppressed';

/**
 * What the Sent column shows: when the mail was sent, or for a queued mail when its next try is due;
 * `null` when neither applies (a failed mail, one kept without an SMTP server, one being sent).
 */
export function deliveryOf(
  mail: Pick<OutboxMail, 'state' | 'sentAt' | 'nextAttemptAt'>,
): { label: 'Sent' | 'Next try'; at: string } | null {
  if (mail.sentAt) return { label: 'Sent', at: mail.sentAt };
  if (mail.state === 'queued' && mail.nextAttemptAt) return { label: 'Next try', at: mail.nextAttemptAt };
  return null;
}

/** How many times sending was tried, in words: "No tries yet", "1 try", "5 tries". */
export const triesOf = ({ attempts }: Pick<OutboxMail, 'attempts'>) =>
  attempts === 0 ? 'No tries yet' : `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
