import { useState } from 'react';

import type { DataTableSelection } from '@/components/DataTable';
import {
  bulkTarget,
  emptySelection,
  isSelected,
  offersAllMatching,
  pageSelectionState,
  type Selection,
  selectedCount,
  togglePage,
  toggleRow,
} from './selection';

/**
 * The selection of an admin list (see `selection.ts`). `listKey` names the list state it belongs to
 * (search, filters, order, page): when it changes the selection is empty again, without an effect.
 */
export function useRowSelection(listKey: string, pageIds: readonly number[], total: number | null) {
  const [stored, setStored] = useState<{ key: string; selection: Selection }>({
    key: listKey,
    selection: emptySelection,
  });
  const selection = stored.key === listKey ? stored.selection : emptySelection;
  const set = (next: Selection) => setStored({ key: listKey, selection: next });

  const table: DataTableSelection<{ id: number }> = {
    isSelected: (row) => isSelected(selection, row.id),
    onToggle: (row, selected) => set(toggleRow(selection, pageIds, row.id, selected)),
    pageState: pageSelectionState(selection, pageIds),
    onTogglePage: (selected) => set(togglePage(pageIds, selected)),
  };

  return {
    /** How many rows a bulk action would touch. */
    count: selectedCount(selection, pageIds, total),
    /** Whether every row the filters match is selected. */
    allMatching: selection.kind === 'allMatching',
    /** Whether to offer "Select all N matching". */
    offersAllMatching: offersAllMatching(selection, pageIds, total),
    /** The row checkboxes' state, for `DataTable`'s `selection`. */
    table,
    selectAllMatching: () => set({ kind: 'allMatching' }),
    clear: () => set(emptySelection),
    /** The ids or the filter a bulk call names. */
    target: <Filter>(filter: Filter) => bulkTarget(selection, pageIds, filter),
    /** The selected ids on the page (for an export of the selection), or null for "all matching". */
    ids: () => {
      const target = bulkTarget(selection, pageIds, null);
      return 'ids' in target ? target.ids : null;
    },
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
