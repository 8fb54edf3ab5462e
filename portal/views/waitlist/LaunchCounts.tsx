import styled from 'styled-components';

import type { WaitlistStats } from '@shared/contract';
import { InlineCounts } from '../common/InlineCounts';

const Counts = styled(InlineCounts)`
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const count = (value: number) => value.toLocaleString('en-US');

/**
 * How far the launch has gone, beside the spec's four cards: how many sign-ups are invited, how many
 * have joined the platform, and how many addresses are confirmed of all ("Confirmed 903 of 1,248"; not
 * from a server that does not count them). Nothing until the stats arrive (the cards show the loading
 * and the failure).
 */
export function LaunchCounts({ stats }: { stats: WaitlistStats | undefined }) {
  if (!stats) return null;
  const { statusBreakdown: statuses, confirmedEntries, totalEntries } = stats;
  return (
    <Counts>
      <div>
        <dt>Invited</dt>
        <dd>{count(statuses?.invited ?? 0)}</dd>
      </div>
      <div>
        <dt>Joined</dt>
        <dd>{count(statuses?.joined ?? 0)}</dd>
      </div>
      {typeof confirmedEntries === 'number' && (
        <div>
          <dt>Confirmed</dt>
          <dd>
            {count(confirmedEntries)} of {count(totalEntries)}
          </dd>
        </div>
      )}
    </Counts>
  );
}
