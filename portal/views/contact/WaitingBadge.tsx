import { Clock, Hourglass, TriangleAlert } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

import { Chip, type ChipTone } from '@/components/Chip';
import type { ContactMessage } from '@shared/contract';
import { useNow } from '../common/clock';
import { type WaitingLevel, waitingOf } from './waiting';

const looks: Record<WaitingLevel, { tone: ChipTone; icon: ReactNode }> = {
  none: { tone: 'info', icon: <Hourglass /> },
  late: { tone: 'warning', icon: <Clock /> },
  overdue: { tone: 'error', icon: <TriangleAlert /> },
};

export type WaitingBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /**
   * The message: since when its sender waits (its arrival or their latest answer) and whether it is
   * answered. Nothing is shown once it is replied.
   */
  message: Pick<ContactMessage, 'waitingSince' | 'isReplied'>;
  /**
   * The instant to measure the wait against.
   * @default the current time, moving every 30 s (a `FixedClock` above fixes it for stories)
   */
  now?: number | Date;
};

/**
 * How long an unanswered message has waited ("Waiting 7 hr — late"): blue within the usual answer
 * time, amber from 6 hours, red from 24 hours when the promise to answer within a day is broken. The
 * text names the level too, so colour is never the only signal; the wait is machine-readable as an
 * ISO duration on `<time>`. Renders nothing for a replied message.
 */
export function WaitingBadge({ message, now, ...rest }: WaitingBadgeProps) {
  const clock = useNow();
  const waiting = waitingOf(message, now ?? clock);
  if (!waiting) return null;
  const { tone, icon } = looks[waiting.level];
  return (
    <Chip tone={tone} size="sm" icon={icon} data-waiting={waiting.level} {...rest}>
      <time dateTime={waiting.duration}>{waiting.label}</time>
    </Chip>
  );
}
