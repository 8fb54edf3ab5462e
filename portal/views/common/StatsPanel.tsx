import type { ReactNode } from 'react';
import styled from 'styled-components';

import { StatCard } from '@/components/StatCard';
import { countingZoneNote } from './format';
import { StatGrid } from './layout';
import { StatsUnavailable } from './StatsUnavailable';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const ZoneNote = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  overflow-wrap: anywhere;
`;

export type StatsPanelProps = {
  /**
   * The stats query as TanStack Query reports it; its answer's `timeZone` (where the server counts
   * today, this week and this month) is named under the cards.
   */
  query: {
    isError: boolean;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
    data?: { timeZone?: string };
  };
  /** The four cards: label, value (0 while loading) and icon. */
  cards: ReadonlyArray<{ label: string; value: number | undefined; icon: ReactNode }>;
};

/**
 * A view's stat cards and the time zone they are counted in, or, when the stats call failed, the
 * "Unable to connect to server" banner with a retry (product.md §8).
 */
export function StatsPanel({ query, cards }: StatsPanelProps) {
  if (query.isError) return <StatsUnavailable onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const timeZone = query.data?.timeZone;
  return (
    <Panel>
      <StatGrid>
        {cards.map(({ label, value, icon }) => (
          <StatCard key={label} label={label} value={value ?? 0} loading={query.isPending} icon={icon} />
        ))}
      </StatGrid>
      {timeZone && <ZoneNote>{countingZoneNote(timeZone)}</ZoneNote>}
    </Panel>
  );
}
