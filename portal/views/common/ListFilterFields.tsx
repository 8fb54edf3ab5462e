import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { FilterSlot } from './layout';
import { sameSource, sourceBreakdownLabel, sourcesByCount } from './sources';

/** One select of a list's toolbar, in its slot: `value` null (or empty) is the first option, "All …". */
export function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <FilterSlot>
      <Select
        label={label}
        options={options}
        fullWidth
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterSlot>
  );
}

/**
 * "From" and "To": the first and last day listed, with the browser's date pickers. The server counts
 * the "To" day whole. Each picker stops at the other's day, so the range cannot run backwards.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (changes: { from?: string | null; to?: string | null }) => void;
}) {
  return (
    <>
      <FilterSlot $width="10.5rem">
        <TextField
          type="date"
          label="From"
          fullWidth
          value={from ?? ''}
          max={to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </FilterSlot>
      <FilterSlot $width="10.5rem">
        <TextField
          type="date"
          label="To"
          fullWidth
          value={to ?? ''}
          min={from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
      </FilterSlot>
    </>
  );
}

/**
 * A filter offering the keys a stats breakdown counts (most rows first), e.g. the sources or the
 * campaigns. A key in the URL that the breakdown does not know (yet) stays offered, so the choice shows
 * what is applied. Keys match in any case, as the server groups them.
 */
export function BreakdownFilter({
  label,
  allLabel,
  value,
  breakdown,
  labelOf = sourceBreakdownLabel,
  onChange,
}: {
  label: string;
  /** The first option, for no filter: "All sources". */
  allLabel: string;
  value: string | null;
  /** The stats' breakdown: key to count. */
  breakdown: Record<string, number> | undefined;
  /** How a key reads. @default the source breakdown's (`direct` reads Direct) */
  labelOf?: (key: string) => string;
  onChange: (key: string | null) => void;
}) {
  const keys = sourcesByCount(breakdown, labelOf);
  const known = keys.find((key) => sameSource(key.key, value));
  const options = [
    { value: '', label: allLabel },
    ...(value !== null && !known ? [{ value, label: labelOf(value) }] : []),
    ...keys.map(({ key, label }) => ({ value: key, label })),
  ];
  const selected = known?.key ?? value ?? '';
  return <FilterSelect label={label} options={options} value={selected} onChange={(key) => onChange(key || null)} />;
}

/** The source filter, offering the sources the stats' breakdown counts (see `BreakdownFilter`). */
export function SourceFilter({
  value,
  breakdown,
  onChange,
}: {
  value: string | null;
  /** The stats' source breakdown: source key to count. */
  breakdown: Record<string, number> | undefined;
  onChange: (source: string | null) => void;
}) {
  return (
    <BreakdownFilter label="Source" allLabel="All sources" value={value} breakdown={breakdown} onChange={onChange} />
  );
}

/**
 * "Sort by": the list's orders, the first (newest first) being the default, which leaves the address
 * without a `sort`.
 */
export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (sort: string | null) => void;
}) {
  return (
    <FilterSlot>
      <Select
        label="Sort by"
        options={options}
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value === 'newest' ? null : event.target.value)}
      />
    </FilterSlot>
  );
}
