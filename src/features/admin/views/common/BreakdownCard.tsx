import { type ComponentProps, useId } from 'react';

import { Card } from '../../../../components/Card';
import { BreakdownList } from './BreakdownList';
import { BlockHeader, BlockHeading } from './layout';

/** A titled card holding a breakdown (by source, by status); nothing at all when there is nothing to break down. */
export function BreakdownCard({
  title,
  items,
}: {
  title: string;
  items: ComponentProps<typeof BreakdownList>['items'];
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <BlockHeader>
        <BlockHeading id={headingId}>{title}</BlockHeading>
      </BlockHeader>
      <BreakdownList items={items} labelledBy={headingId} />
    </Card>
  );
}
