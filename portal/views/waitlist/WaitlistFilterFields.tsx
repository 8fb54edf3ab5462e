import type { WaitlistStats } from '@shared/contract';
import { type WaitlistConfirmation, waitlistStatuses } from '@shared/contract/constants';
import { BreakdownFilter, FilterSelect } from '../common/ListFilterFields';
import type { ListParamChanges } from '../common/useListSearchParams';
import { attributionBreakdown, attributionKinds, attributionLabel, breaksDown } from './launchBreakdowns';
import type { WaitlistListState } from './waitlistQueries';
import { waitlistStatusLabel } from './WaitlistStatusChip';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...waitlistStatuses.map((status) => ({ value: status, label: waitlistStatusLabel(status) })),
];

const confirmationOptions = [
  { value: '', label: 'All addresses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unconfirmed', label: 'Unconfirmed' },
] satisfies Array<{ value: WaitlistConfirmation | ''; label: string }>;

/**
 * The waitlist's own filters beside the search, source and dates: the status, whether the address is
 * confirmed, and the campaign, UTM source and referrer the stats count. An attribution filter shows once its breakdown has more than
 * `direct` (or while it is applied), so a list without campaigns keeps a short toolbar.
 */
export function WaitlistFilterFields({
  state,
  stats,
  onChange,
}: {
  state: WaitlistListState;
  stats: WaitlistStats | undefined;
  onChange: (changes: ListParamChanges) => void;
}) {
  return (
    <>
      <FilterSelect
        label="Status"
        options={statusOptions}
        value={state.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Confirmation"
        options={confirmationOptions}
        value={state.confirmation}
        onChange={(confirmation) => onChange({ confirmation })}
      />
      {attributionKinds.map((kind) => {
        const breakdown = attributionBreakdown(stats, kind);
        if (state[kind.param] === null && !breaksDown(breakdown, 'direct')) return null;
        return (
          <BreakdownFilter
            key={kind.param}
            label={kind.label}
            allLabel={kind.allLabel}
            value={state[kind.param]}
            breakdown={breakdown}
            labelOf={attributionLabel(kind)}
            onChange={(key) => onChange({ [kind.param]: key })}
          />
        );
      })}
    </>
  );
}
