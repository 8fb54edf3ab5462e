/**
 * What the table view and the card view share: the props the DataTable hands the one it picks, and the
 * parts of a row both show alike (its cells' content, its checkboxes, the click that opens it, the
 * attributes its styles go by).
 */
import type { MouseEvent, ReactNode } from 'react';

import { Checkbox } from './DataTable.styles';
import type { DataTableColumn, DataTableProps } from './types';

/** The parts of a row both views show alike, built once per render from the table's props. */
export type RowParts<Row> = {
  /** The row's checkbox (with `selection`). */
  checkbox: (row: Row) => ReactNode;
  /** The "select all on this page" checkbox (with `selection`); `labelled` when a visible label names it. */
  pageCheckbox: (labelled: boolean) => ReactNode;
  /** What a click on the row does (with `onRowClick`). */
  onClick: (row: Row) => ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** What a row's styles go by, as data attributes (the table's rows are styled from the table). */
  data: (row: Row) => RowData;
};

export type RowData = {
  'data-emphasis': true | undefined;
  'data-interactive': true | undefined;
  'data-selected': true | undefined;
};

/** What either view is given: the table's props, with their defaults, the caption's id and the rows' parts. */
export type DataTableViewProps<Row> = Pick<
  DataTableProps<Row>,
  'columns' | 'rows' | 'getRowId' | 'caption' | 'rowActions' | 'selection'
> &
  Required<Pick<DataTableProps<Row>, 'emptyText' | 'loading' | 'loadingLabel'>> & {
    captionId: string;
    parts: RowParts<Row>;
  };

const readField = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** What a cell of `column` shows for `row`. */
export const cellContent = <Row,>(column: DataTableColumn<Row>, row: Row): ReactNode =>
  column.render ? column.render(row) : readField(row, column.key);

/** Clicks on a control inside a row act on that control, not on the row. */
const controlSelector = 'a, button, input, label, select, textarea, summary, [role="menu"], [role="menuitem"]';

export function rowParts<Row>({
  rows,
  getRowId,
  rowLabel,
  selection,
  rowEmphasis,
  onRowClick,
}: Pick<
  DataTableProps<Row>,
  'rows' | 'getRowId' | 'rowLabel' | 'selection' | 'rowEmphasis' | 'onRowClick'
>): RowParts<Row> {
  const nameOf = (row: Row) => rowLabel?.(row) ?? String(getRowId(row));

  const rowClick = onRowClick
    ? (row: Row) => (event: MouseEvent<HTMLElement>) => {
        const target = event.target as Element;
        if (target.closest(controlSelector)) return;
        // Selecting text in a row (to copy an address) is not a request to open it.
        if (!window.getSelection()?.isCollapsed) return;
        onRowClick(row);
      }
    : undefined;

  return {
    checkbox: (row) =>
      selection && (
        <Checkbox
          aria-label={`Select ${nameOf(row)}`}
          checked={selection.isSelected(row)}
          onChange={(event) => selection.onToggle(row, event.target.checked)}
        />
      ),
    pageCheckbox: (labelled) =>
      selection && (
        <Checkbox
          aria-label={labelled ? undefined : 'Select all on this page'}
          checked={selection.pageState === 'all'}
          ref={(element) => {
            if (element) element.indeterminate = selection.pageState === 'some';
          }}
          disabled={rows.length === 0}
          onChange={(event) => selection.onTogglePage(event.target.checked)}
        />
      ),
    onClick: (row) => rowClick?.(row),
    data: (row) => ({
      'data-emphasis': (rowEmphasis?.(row) ?? false) || undefined,
      'data-interactive': Boolean(onRowClick) || undefined,
      'data-selected': selection?.isSelected(row) || undefined,
    }),
  };
}
