/** The DataTable as a table: caption, fixed column widths, sortable headings, a row per row. */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { Actions, Caption, HeaderCell, MessageCell, SortButton, SortLabel, Table } from './TableView.styles';
import type { DataTableColumn, DataTableProps, SortDirection } from './types';
import { cellContent, type DataTableViewProps } from './viewParts';

export type TableViewProps<Row> = DataTableViewProps<Row> &
  Required<Pick<DataTableProps<Row>, 'hideCaption' | 'actionsHeader' | 'actionsWidth'>> &
  Pick<DataTableProps<Row>, 'sort' | 'onSortChange'>;

const SortIcon = ({ direction }: { direction: SortDirection | null }) => {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden="true" />;
};

export function TableView<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionId,
  hideCaption,
  emptyText,
  loading,
  loadingLabel,
  rowActions,
  actionsHeader,
  actionsWidth,
  selection,
  sort,
  onSortChange,
  parts,
}: TableViewProps<Row>) {
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);

  const body = () => {
    if (loading) {
      return (
        <tr>
          <MessageCell colSpan={columnCount}>
            <Spinner label={loadingLabel} />
          </MessageCell>
        </tr>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <MessageCell colSpan={columnCount}>{emptyText}</MessageCell>
        </tr>
      );
    }
    return rows.map((row) => (
      // A pointer shortcut; keyboard users open the row through a control in it.
      <tr key={getRowId(row)} {...parts.data(row)} onClick={parts.onClick(row)}>
        {selection && <td data-align="center">{parts.checkbox(row)}</td>}
        {columns.map((column) => (
          <td key={column.key} data-align={column.align ?? 'start'}>
            {cellContent(column, row)}
          </td>
        ))}
        {rowActions && (
          <td data-align="end">
            <Actions>{rowActions(row)}</Actions>
          </td>
        )}
      </tr>
    ));
  };

  const heading = (column: DataTableColumn<Row>) => {
    if (!column.sortable || !onSortChange) return column.header;
    const direction = sort?.column === column.key ? sort.direction : null;
    return (
      <SortButton type="button" $active={direction !== null} onClick={() => onSortChange(column.key)}>
        <SortLabel>{column.header}</SortLabel>
        <SortIcon direction={direction} />
      </SortButton>
    );
  };

  return (
    <Table aria-busy={loading || undefined}>
      <Caption id={captionId} $hidden={hideCaption}>
        {caption}
      </Caption>
      <colgroup>
        {selection && <col style={{ width: '2.5rem' }} />}
        {columns.map((column) => (
          <col key={column.key} style={column.width ? { width: column.width } : undefined} />
        ))}
        {rowActions && <col style={{ width: actionsWidth }} />}
      </colgroup>
      <thead>
        <tr>
          {selection && (
            <HeaderCell scope="col" $align="center">
              {parts.pageCheckbox(false)}
            </HeaderCell>
          )}
          {columns.map((column) => (
            <HeaderCell
              key={column.key}
              scope="col"
              $align={column.align ?? 'start'}
              aria-sort={
                column.sortable && onSortChange ? (sort?.column === column.key ? sort.direction : 'none') : undefined
              }
            >
              {heading(column)}
            </HeaderCell>
          ))}
          {rowActions && (
            <HeaderCell scope="col" $align="end">
              <VisuallyHidden>{actionsHeader}</VisuallyHidden>
            </HeaderCell>
          )}
        </tr>
      </thead>
      <tbody>{body()}</tbody>
    </Table>
  );
}
