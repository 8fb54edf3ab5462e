import { Select } from '../../../../components/Select';
import { TextField } from '../../../../components/TextField';
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
 * The source filter, offering the sources the stats' breakdown counts (most sign-ups first). A source
 * in the URL that the breakdown does not know (yet) stays offered, so the choice shows what is applied.
 */
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
  const sources = sourcesByCount(breakdown);
  const known = sources.find((source) => sameSource(source.key, value));
  const options = [
    { value: '', label: 'All sources' },
    ...(value !== null && !known ? [{ value, label: sourceBreakdownLabel(value) }] : []),
    ...sources.map(({ key, label }) => ({ value: key, label })),
  ];
  const selected = known?.key ?? value ?? '';
  return (
    <FilterSelect label="Source" options={options} value={selected} onChange={(source) => onChange(source || null)} />
  );
}
