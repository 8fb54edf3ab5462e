import styled from 'styled-components';

import type { WaitlistStats } from '../../../../contract';

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[500]}`};
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[100]};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
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
