import type { PersonalDataErasure } from '@shared/contract';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Joins parts as a sentence lists them: "a", "a and b", "a, b and c". */
const listed = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * The sentence that confirms an erasure: what went, counted, naming only the kinds that had rows
 * ("1 waitlist sign-up, 2 contact messages, 6 mails and 3 webhook events"), or that nothing was stored.
 */
export function erasureSummary(email: string, erased: PersonalDataErasure): string {
  const parts = [
    erased.waitlistEntries && counted(erased.waitlistEntries, 'waitlist sign-up', 'waitlist sign-ups'),
    erased.contactMessages && counted(erased.contactMessages, 'contact message', 'contact messages'),
    erased.replies && counted(erased.replies, 'reply', 'replies'),
    erased.mails && counted(erased.mails, 'mail', 'mails'),
    erased.webhookEvents && counted(erased.webhookEvents, 'webhook event', 'webhook events'),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return `Nothing was stored about ${email}.`;
  return `Erased everything stored about ${email}: ${listed(parts)}.`;
}
