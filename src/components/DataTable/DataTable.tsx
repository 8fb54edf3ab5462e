import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

import { Spinner } from '../Spinner';
import { visuallyHidden } from '../../theme/visuallyHidden';

type Align = 'start' | 'center' | 'end';

export type DataTableColumn<Row> = {
  /** Identifies the column; without `render` it is also the row field shown. */
  key: string;
  /** The column heading. */
  header: ReactNode;
  /** What a cell of this column shows. @default the row's `key` field as text */
  render?: (row: Row) => ReactNode;
  /** A CSS width for the column, e.g. "12rem". @default undefined (sized by content) */
  width?: string;
  /** @default 'start' */
  align?: Align;
};

export type DataTableProps<Row> = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The columns, in order. */
  columns: DataTableColumn<Row>[];
  /** The rows, in order. */
  rows: Row[];
  /** A stable key for a row. */
  getRowId: (row: Row) => string | number;
  /** What the table lists; names the table and its scroll region. */
  caption: ReactNode;
  /** Hide the caption visually (it still names the table for assistive technology). @default false */
  hideCaption?: boolean;
  /** Shown in one full-width cell when there are no rows, e.g. "No signups yet". @default 'No data' */
  emptyText?: ReactNode;
  /** Replaces the rows with a spinner and marks the table busy. @default false */
  loading?: boolean;
  /** What the spinner announces. @default 'Loading' */
  loadingLabel?: string;
  /** Rows for which it returns true are bold and highlighted (unread messages). */
  rowEmphasis?: (row: Row) => boolean;
  /** Controls for a row, shown in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** The heading of the actions column. @default 'Actions' */
  actionsHeader?: ReactNode;
};

const ScrollRegion = styled.div`
  max-width: 100%;
  /* Wide tables scroll sideways inside their own region instead of widening the page. */
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: start;

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const cellStyles = css<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const HeaderCell = styled.th<{ $align: Align }>`
  ${cellStyles}
  background: ${({ theme }) => theme.color.surface.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;
  white-space: nowrap;
`;

const Cell = styled.td<{ $align: Align }>`
  ${cellStyles}
  overflow-wrap: anywhere;
`;

const TableRow = styled.tr<{ $emphasis: boolean }>`
  font-weight: ${({ theme, $emphasis }) =>
    $emphasis ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
  background: ${({ theme, $emphasis }) => ($emphasis ? theme.color.surface.highlight : 'transparent')};

  &:last-child > td {
    border-bottom: 0;
  }
`;

const MessageCell = styled.td`
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  /* Actions stay on one line; the table scrolls sideways on narrow screens instead. */
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
`;

const readField = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/**
 * A typed table of rows and columns with empty and loading states, emphasised rows and a row actions
 * column. It scrolls sideways inside a focusable, labelled region so keyboard users can scroll it too.
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
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  const columnCount = columns.length + (rowActions ? 1 : 0);

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
    return rows.map((row) => {
      const emphasis = rowEmphasis?.(row) ?? false;
      return (
        <TableRow key={getRowId(row)} $emphasis={emphasis} data-emphasis={emphasis || undefined}>
          {columns.map((column) => (
            <Cell key={column.key} $align={column.align ?? 'start'}>
              {column.render ? column.render(row) : readField(row, column.key)}
            </Cell>
          ))}
          {rowActions && (
            <Cell $align="end">
              <Actions>{rowActions(row)}</Actions>
            </Cell>
          )}
        </TableRow>
      );
    });
  };

  return (
    // Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
    <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0} {...rest}>
      <Table aria-busy={loading || undefined}>
        <Caption id={captionId} $hidden={hideCaption}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                scope="col"
                $align={column.align ?? 'start'}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </HeaderCell>
            ))}
            {rowActions && (
              <HeaderCell scope="col" $align="end">
                {actionsHeader}
              </HeaderCell>
            )}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </Table>
    </ScrollRegion>
  );
}
