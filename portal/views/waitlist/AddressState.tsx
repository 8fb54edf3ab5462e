import { CircleCheck, CircleDashed } from 'lucide-react';
import styled from 'styled-components';

import { formatDateTime } from '../common/format';
import { SuppressionChip } from '../common/SuppressionChip';
import { confirmationOf, type WaitlistRow } from './waitlistRows';

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  min-width: 0;
`;

const Mark = styled.span<{ $confirmed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  color: ${({ theme, $confirmed }) => ($confirmed ? theme.color.status.success.fg : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  white-space: nowrap;

  svg {
    flex: none;
  }
`;

/**
 * Under a sign-up's address, what the address is worth to the launch: whether its owner confirmed it
 * ("Confirmed", its date in the tooltip, or "Unconfirmed"; the words say it, the colour only follows)
 * and, when it is on the suppression list, why no mail goes to it (see `SuppressionChip`). Nothing from a
 * server that says neither.
 */
export function AddressState({ entry }: { entry: WaitlistRow }) {
  const confirmation = confirmationOf(entry);
  const { suppression } = entry;
  if (confirmation === null && !suppression) return null;
  return (
    <Line>
      {confirmation && (
        <Mark
          $confirmed={confirmation === 'confirmed'}
          title={confirmation === 'confirmed' ? `Confirmed ${formatDateTime(entry.confirmedAt)}` : undefined}
        >
          {confirmation === 'confirmed' ? (
            <CircleCheck size={14} aria-hidden="true" />
          ) : (
            <CircleDashed size={14} aria-hidden="true" />
          )}
          {confirmation === 'confirmed' ? 'Confirmed' : 'Unconfirmed'}
        </Mark>
      )}
      {suppression && <SuppressionChip reason={suppression.reason} since={suppression.since} />}
    </Line>
  );
}
