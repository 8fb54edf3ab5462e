import type { WebhookEvent } from '@shared/contract';

/** "Retry" is offered on failed events only: the server refuses the others (409). */
export const canRetryEvent = (event: Pick<WebhookEvent, 'state'>) => event.state === 'failed';

/**
 * Who an event is about, for the table: the `email` of its data, or of the first person it names (a
 * referral's event names the referrer first); empty when it names nobody.
 */
export function personOf({ data }: Pick<WebhookEvent, 'data'>): string {
  if (typeof data.email === 'string') return data.email;
  for (const value of Object.values(data)) {
    const email = (value as { email?: unknown } | null)?.email;
    if (typeof value === 'object' && typeof email === 'string') return email;
  }
  return '';
}

/**
 * What the Delivered line shows: when the event was delivered, or for a queued one when its next try is
 * due; `null` when neither applies (failed, or being sent).
 */
export function deliveryOfEvent(
  event: Pick<WebhookEvent, 'state' | 'deliveredAt' | 'nextAttemptAt'>,
): { label: 'Delivered' | 'Next try'; at: string } | null {
  if (event.deliveredAt) return { label: 'Delivered', at: event.deliveredAt };
  if (event.state === 'queued' && event.nextAttemptAt) return { label: 'Next try', at: event.nextAttemptAt };
  return null;
}

/** What the receiver said last: its refusal, or the status it accepted the event with; null before any answer. */
export function lastAnswerOf(event: Pick<WebhookEvent, 'lastStatus' | 'lastError'>): {
  text: string;
  failed: boolean;
} | null {
  if (event.lastError) return { text: event.lastError, failed: true };
  if (event.lastStatus !== null) return { text: `Accepted (${event.lastStatus})`, failed: false };
  return null;
}
