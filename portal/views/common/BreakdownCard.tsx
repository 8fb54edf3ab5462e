import { type ComponentProps, useId } from 'react';

import { Card } from '@/components/Card';
import { BreakdownList } from './BreakdownList';
import { BlockHeader, BlockHeading } from './layout';

/**
 * A titled card holding a breakdown (by source, by status), whose rows may filter the list; nothing at
 * all when there is nothing to break down.
 */
export function BreakdownCard({
  title,
  items,
  onSelect,
  selectedKey,
}: {
  title: string;
  items: ComponentProps<typeof BreakdownList>['items'];
  /** Filters the list by a row's key (see `BreakdownList`). */
  onSelect?: (key: string | null) => void;
  /** The key the list is filtered by. */
  selectedKey?: string | null;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <BlockHeader>
        <BlockHeading id={headingId}>{title}</BlockHeading>
      </BlockHeader>
      <BreakdownList items={items} labelledBy={headingId} onSelect={onSelect} selectedKey={selectedKey} />
    </Card>
  );
}
