import { SlidersHorizontal } from 'lucide-react';

import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { VisuallyHidden } from '@/components/VisuallyHidden';

/**
 * "Filters": opens and closes the panel of a list's less-used filters (`controls`, its id), saying how
 * many of them are set, so a list narrowed by a filter out of sight still says so ("Filters 2 active").
 */
export function FiltersToggle({
  expanded,
  active,
  controls,
  onToggle,
}: {
  expanded: boolean;
  /** How many filters of the panel are set. */
  active: number;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="secondary"
      aria-expanded={expanded}
      aria-controls={controls}
      startIcon={<SlidersHorizontal size={16} aria-hidden="true" />}
      onClick={onToggle}
    >
      Filters
      {active > 0 && (
        <Chip size="sm" tone="info">
          {active}
          <VisuallyHidden> active</VisuallyHidden>
        </Chip>
      )}
    </Button>
  );
}
