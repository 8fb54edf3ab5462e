import type { MailHealth } from '@shared/contract';

/** What the mail-health line says and how loudly. */
export type MailHealthSummary = {
  /** `error` when mails failed, `warning` when mails wait for an SMTP server, else `neutral`. */
  tone: 'error' | 'warning' | 'neutral';
  /** The sentence, e.g. "3 mails failed". */
  text: string;
  /** Whether the line points to the outbox: only when there is something there to look at or act on. */
  seeOutbox: boolean;
};

const mails = (count: number, locale: string) => `${count.toLocaleString(locale)} ${count === 1 ? 'mail' : 'mails'}`;

/**
 * The dashboards' mail-health line: failed mails first (they need a retry), then mails kept because no
 * SMTP server is configured, then a server with no SMTP server yet; with nothing wrong, a quiet line
 * saying so, or how many mails wait for their turn.
 */
export function summarizeMailHealth(
  { smtpConfigured, queued, failed, notConfigured }: MailHealth,
  locale = 'en-US',
): MailHealthSummary {
  const problems = [
    failed > 0 ? `${mails(failed, locale)} failed` : null,
    notConfigured > 0 ? `${mails(notConfigured, locale)} not sent: no SMTP server configured` : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) {
    return { tone: failed > 0 ? 'error' : 'warning', text: problems.join('; '), seeOutbox: true };
  }
  if (!smtpConfigured) {
    return { tone: 'warning', text: 'No SMTP server configured: mails will be kept until one is', seeOutbox: true };
  }
  if (queued > 0) {
    return { tone: 'neutral', text: `Mail: ${queued.toLocaleString(locale)} waiting to be sent`, seeOutbox: false };
  }
  return { tone: 'neutral', text: 'Mail: all sent', seeOutbox: false };
}
