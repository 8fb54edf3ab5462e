import styled from 'styled-components';

import { Chip, type ChipTone } from '@/components/Chip';
import { type WaitlistStatus, waitlistStatusLabels } from '@shared/contract/constants';
import { formatDate, formatDateTime, machineDate } from '../common/format';
import { RowCell } from '../common/rowCells';

/**
 * Chip colours by where the entry is: still waiting (neutral), invited and on the way (info), joined
 * (success), removed from the launch (warning: kept, but never invited).
 */
const statusTones: Record<WaitlistStatus, ChipTone> = {
  waiting: 'default',
  invited: 'info',
  joined: 'success',
  removed: 'warning',
};

/** How a status reads; an unknown one (a newer server) as sent. */
export const waitlistStatusLabel = (status: string) => waitlistStatusLabels[status as WaitlistStatus] ?? status;

/** A status as a chip, in the contract's words; the text says it, so colour is never the only signal. */
export function WaitlistStatusChip({ status }: { status: string }) {
  return (
    <Chip tone={statusTones[status as WaitlistStatus] ?? 'default'} size="sm">
      {waitlistStatusLabel(status)}
    </Chip>
  );
}

const StatusDate = styled.time`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  white-space: nowrap;
`;

/**
 * An entry's status with the day it got there under the chip ("Invited", "Nov 21, 2026"), the time in
 * the tooltip. The date is read with the chip: "Invited Nov 21, 2026".
 */
export function WaitlistStatusCell({ status, date }: { status: string; date: string | null }) {
  return (
    <RowCell>
      <WaitlistStatusChip status={status} />
      {date && (
        <StatusDate dateTime={machineDate(date)} title={formatDateTime(date)}>
          {formatDate(date)}
        </StatusDate>
      )}
    </RowCell>
  );
}
