import { Chip, type ChipTone } from '@/components/Chip';
import { type MailState, mailStateLabels } from '@shared/contract/constants';

/**
 * Chip colours by what the administrator should do: nothing for a sent mail (success) or one on its
 * way (info), look at a failed one (error), configure SMTP for a kept one (warning); nothing either for
 * one held back because its address is suppressed (neutral): the list did what it is there for.
 */
export const mailStateTones: Record<MailState, ChipTone> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  not_configured: 'warning',
  suppressed: 'default',
};

/** A mail's state as a coloured chip, in the contract's words; an unknown state (a newer server) as sent. */
export function MailStateChip({ state }: { state: string }) {
  return (
    <Chip tone={mailStateTones[state as MailState] ?? 'default'} size="sm">
      {mailStateLabels[state as MailState] ?? state}
    </Chip>
  );
}
