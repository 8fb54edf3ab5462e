import type { WaitlistStats } from '@shared/contract';
import { waitlistStatuses } from '@shared/contract/constants';
import { BreakdownCard } from '../common/BreakdownCard';
import type { ListParamChanges } from '../common/useListSearchParams';
import { BreakdownGrid } from '../common/layout';
import { sourcesByCount } from '../common/sources';
import { attributionBreakdown, attributionKinds, attributionLabel, breaksDown } from './launchBreakdowns';
import type { WaitlistListState } from './waitlistQueries';
import { WaitlistStatusChip } from './WaitlistStatusChip';

/** The statuses that have entries, in the order entries move through them, each as its chip. */
const statusItems = (breakdown: WaitlistStats['statusBreakdown'] | undefined) =>
  waitlistStatuses
    .map((status) => ({ key: status, label: <WaitlistStatusChip status={status} />, count: breakdown?.[status] ?? 0 }))
    .filter((item) => item.count > 0);

/**
 * Where the sign-ups came from and where they are: the Source Breakdown (product.md §2), then by status, by
 * campaign, by UTM source and by referrer, each only when it tells more than one usual value (everyone
 * waiting, everyone direct). A click on a row filters the list by it; a second click clears the filter.
 */
export function WaitlistBreakdowns({
  stats,
  state,
  onFilter,
}: {
  stats: WaitlistStats | undefined;
  state: WaitlistListState;
  onFilter: (changes: ListParamChanges) => void;
}) {
  return (
    <BreakdownGrid>
      <BreakdownCard
        title="Source Breakdown"
        items={sourcesByCount(stats?.sourceBreakdown)}
        selectedKey={state.source}
        onSelect={(source) => onFilter({ source })}
      />
      {breaksDown(stats?.statusBreakdown, 'waiting') && (
        <BreakdownCard
          title="Status"
          items={statusItems(stats?.statusBreakdown)}
          selectedKey={state.status}
          onSelect={(status) => onFilter({ status })}
        />
      )}
      {attributionKinds.map((kind) => {
        const breakdown = attributionBreakdown(stats, kind);
        if (!breaksDown(breakdown, 'direct')) return null;
        return (
          <BreakdownCard
            key={kind.param}
            title={kind.title}
            items={sourcesByCount(breakdown, attributionLabel(kind))}
            selectedKey={state[kind.param]}
            onSelect={(key) => onFilter({ [kind.param]: key })}
          />
        );
      })}
    </BreakdownGrid>
  );
}
