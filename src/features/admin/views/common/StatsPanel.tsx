import type { ReactNode } from 'react';

import { StatCard } from '../../../../components/StatCard';
import { StatGrid } from './layout';
import { StatsUnavailable } from './StatsUnavailable';

export type StatsPanelProps = {
  /** The stats query as TanStack Query reports it. */
  query: { isError: boolean; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  /** The four cards: label, value (0 while loading) and icon. */
  cards: ReadonlyArray<{ label: string; value: number | undefined; icon: ReactNode }>;
};

/**
 * A view's stat cards, or, when the stats call failed, the "Unable to connect to server" banner with
 * a retry (SPEC §8).
 */
export function StatsPanel({ query, cards }: StatsPanelProps) {
  if (query.isError) return <StatsUnavailable onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <StatGrid>
      {cards.map(({ label, value, icon }) => (
        <StatCard key={label} label={label} value={value ?? 0} loading={query.isPending} icon={icon} />
      ))}
    </StatGrid>
  );
}
