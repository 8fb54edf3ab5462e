import styled from 'styled-components';

import type { WaitlistStats } from '@shared/contract';
import { InlineCounts } from '../common/InlineCounts';

const Counts = styled(InlineCounts)`
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * How far the launch has gone, beside the spec's four cards: how many sign-ups are invited and how many
 * have joined the platform. Nothing until the stats arrive (the cards show the loading and the failure).
 */
export function LaunchCounts({ statuses }: { statuses: WaitlistStats['statusBreakdown'] | undefined }) {
  if (!statuses) return null;
  return (
    <Counts>
      <div>
        <dt>Invited</dt>
        <dd>{(statuses.invited ?? 0).toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Joined</dt>
        <dd>{(statuses.joined ?? 0).toLocaleString('en-US')}</dd>
      </div>
    </Counts>
  );
}
