/** The outbox's rules: how often an address is acknowledged, what a mail waiting for SMTP says, how tries back off. */
import type { MailState } from '@shared/contract';

/**
 * How many acknowledgements one address gets in a day at most: a person writing twice gets two, a script
 * sending a hundred messages in someone else's name gets three. The administrators' alert always goes.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

/** Why a mail was not sent when no SMTP server is configured; the portal shows it as the last error. */
export const NOT_CONFIGURED_ERROR = 'not sent: no SMTP server configured (SMTP_URL)';

/** The states a mail leaves or may stay in for good: every state but the two ends, `sent` and `suppressed`. */
export type PendingMailState = Exclude<MailState, 'sent' | 'suppressed'>;

/** Delays between tries: doubling from `baseMs`, at most `maxMs`. */
export const retryDelayMs = (attempts: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
