import { Download, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { type CountNoun, formatCount } from './resultCount';
import type { RowSelection } from './useRowSelection';

export type BulkActionBarProps = {
  /** How many rows are selected (every match, when all matching are). */
  count: number;
  /** Whether the count is a lower bound (the server stopped counting). @default false */
  countCapped?: boolean;
  /** What the rows are: `{ one: 'message', other: 'messages' }`. */
  noun: CountNoun;
  /** Whether every row the filters match is selected, past this page. */
  allMatching: boolean;
  /** How many rows match, when "Select all N matching" is offered (`null` hides the offer). */
  offerAllMatching: number | null;
  /** Whether `offerAllMatching` is a lower bound. @default false */
  offerCapped?: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** Downloads the selected rows as CSV. */
  onExport: () => void;
  /** Whether that download is under way. */
  exporting: boolean;
  /** Asks to delete the selected rows. */
  onDelete: () => void;
  /** The list's own bulk actions (buttons and menus), before Export selection and Delete. */
  children?: ReactNode;
  /** @default 'en-US' */
  locale?: string;
};

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  margin-bottom: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border: 1px solid ${({ theme }) => theme.color.brand.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.brandSubtle};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin-left: auto;
`;

/**
 * The bar over a list while rows are selected: how many, "Select all N matching" once the whole page
 * is, a way to clear the selection, the list's own bulk actions, and Export selection and Delete,
 * which every list has.
 */
export function BulkActionBar({
  count,
  countCapped = false,
  noun,
  allMatching,
  offerAllMatching,
  offerCapped = false,
  onSelectAllMatching,
  onClear,
  onExport,
  exporting,
  onDelete,
  children,
  locale = 'en-US',
}: BulkActionBarProps) {
  return (
    <Bar aria-label="Bulk actions">
      <Count role="status">
        {allMatching
          ? `All ${formatCount(count, noun, { capped: countCapped, locale })} selected`
          : `${count.toLocaleString(locale)} selected`}
      </Count>
      {offerAllMatching !== null && (
        <Button size="sm" variant="ghost" onClick={onSelectAllMatching}>
          Select all {formatCount(offerAllMatching, noun, { capped: offerCapped, locale })} matching
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      <Actions>
        {children}
        <Button
          size="sm"
          variant="secondary"
          startIcon={<Download size={16} aria-hidden="true" />}
          loading={exporting}
          loadingLabel="Exporting..."
          onClick={onExport}
        >
          Export selection
        </Button>
        <Button size="sm" variant="danger" startIcon={<Trash2 size={16} aria-hidden="true" />} onClick={onDelete}>
          Delete
        </Button>
      </Actions>
    </Bar>
  );
}

/**
 * The bar of a list's selection, shown while anything is selected: how many, "Select all N matching",
 * Export and Delete, and the list's own actions (`children`).
 */
export function SelectionActionBar({
  selection,
  total,
  totalCapped,
  ...actions
}: Pick<BulkActionBarProps, 'noun' | 'onExport' | 'exporting' | 'onDelete' | 'children'> & {
  selection: RowSelection;
  /** How many rows the filters match (null until known). */
  total: number | null;
  /** Whether `total` is a lower bound (counted up to a cap). */
  totalCapped: boolean;
}) {
  if (selection.count === 0) return null;
  return (
    <BulkActionBar
      count={selection.count}
      countCapped={selection.allMatching && totalCapped}
      allMatching={selection.allMatching}
      offerAllMatching={selection.offersAllMatching ? total : null}
      offerCapped={totalCapped}
      onSelectAllMatching={selection.selectAllMatching}
      onClear={selection.clear}
      {...actions}
    />
  );
}
