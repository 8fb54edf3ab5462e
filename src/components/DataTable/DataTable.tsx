/** The DataTable: measures the room it has and shows its rows as a table or, with less, as stacked cards. */
import { useId } from 'react';

import { useElementWidth } from '../useElementWidth';
import { CardView } from './CardView';
import { Frame, roomForRows } from './DataTable.styles';
import { TableView } from './TableView';
import type { DataTableProps } from './types';
import { type DataTableViewProps, rowParts } from './viewParts';

/**
 * A typed table of rows and columns with empty and loading states, emphasised rows, sortable headings,
 * row selection, a narrow row actions column and rows that open on a click. Its columns have fixed
 * widths, so it always fits its container; with less room than `cardsBelowWidth` it shows the same rows as stacked cards
 * with the same checkboxes and actions.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  emptyText = 'No data',
  loading = false,
  loadingLabel = 'Loading',
  rowEmphasis,
  rowActions,
  actionsHeader = 'Actions',
  actionsWidth = '3.25rem',
  rowLabel,
  selection,
  sort,
  onSortChange,
  onRowClick,
  cardsBelowWidth = 760,
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  // Until the width is known (the first render, or where nothing is laid out) it is the table.
  const [frameRef, asCards] = useElementWidth<HTMLDivElement, boolean>(
    (width) => cardsBelowWidth !== null && width !== null && width < cardsBelowWidth,
  );
  const frameProps = {
    role: 'region',
    'aria-labelledby': captionId,
    ...rest,
    ref: frameRef,
    style: { containIntrinsicBlockSize: roomForRows(rows.length, asCards), ...rest.style },
  };
  const view: DataTableViewProps<Row> = {
    columns,
    rows,
    getRowId,
    caption,
    captionId,
    emptyText,
    loading,
    loadingLabel,
    rowActions,
    selection,
    parts: rowParts({ rows, getRowId, rowLabel, selection, rowEmphasis, onRowClick }),
  };

  return (
    <Frame {...frameProps}>
      {asCards ? (
        <CardView {...view} />
      ) : (
        <TableView
          {...view}
          hideCaption={hideCaption}
          actionsHeader={actionsHeader}
          actionsWidth={actionsWidth}
          sort={sort}
          onSortChange={onSortChange}
        />
      )}
    </Frame>
  );
}
