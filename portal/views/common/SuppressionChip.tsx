import { MailX } from 'lucide-react';

import { Chip, type ChipTone } from '@/components/Chip';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { type SuppressionReason, suppressionReasonLabels } from '@shared/contract/constants';
import { formatDate, formatDateTime } from './format';

/**
 * Chip colours by how much mail the reason stops: a bounced address gets none (error), one whose owner
 * marked a mail as spam gets no list mail and may cost the sender's reputation (warning), one whose owner
 * left simply asked for no more (neutral).
 */
const reasonTones: Record<SuppressionReason, ChipTone> = {
  bounced: 'error',
  complained: 'warning',
  left: 'default',
};

/** How a reason reads; an unknown one (a newer server) as sent. */
export const suppressionReasonLabel = (reason: string) =>
  suppressionReasonLabels[reason as SuppressionReason] ?? reason;

/** Why an address is on the list, in words: "Its owner left the waitlist". */
export const suppressionCause = (reason: string) =>
  reason === 'bounced'
    ? 'Its mail server refused our mail for good'
    : reason === 'complained'
      ? 'Its owner marked one of our mails as spam'
      : 'Its owner left the waitlist';

/**
 * What the reason stops, and why, in a sentence: a bounced address gets no mail at all, the others no
 * list mail (their contact messages are still answered; docs/product.md §10).
 */
export const suppressionEffect = (reason: string) =>
  `${reason === 'bounced' ? 'No mail' : 'No list mail'} goes to this address. ${suppressionCause(reason)}.`;

/**
 * Why no mail goes to an address, as a chip ("Bounced", "Complained", "Left"), what it stops in its
 * tooltip; with `since` (where no column says it), since when in the tooltip and read with it by screen
 * readers ("Bounced since Nov 21, 2026").
 */
export function SuppressionChip({ reason, since }: { reason: string; since?: string }) {
  const effect = suppressionEffect(reason);
  return (
    <Chip
      tone={reasonTones[reason as SuppressionReason] ?? 'default'}
      size="sm"
      icon={<MailX />}
      title={since ? `Suppressed since ${formatDateTime(since)}. ${effect}` : effect}
    >
      {suppressionReasonLabel(reason)}
      {since && <VisuallyHidden> since {formatDate(since)}</VisuallyHidden>}
    </Chip>
  );
}
