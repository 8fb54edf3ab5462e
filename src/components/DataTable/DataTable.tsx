import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ComponentPropsWithRef, type MouseEvent, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

import { visuallyHidden } from '@/theme/visuallyHidden';
import { Spinner } from '../Spinner';
import { useElementWidth } from '../useElementWidth';
import { VisuallyHidden } from '../VisuallyHidden';

type Align = 'start' | 'center' | 'end';

export type SortDirection = 'ascending' | 'descending';

export type DataTableColumn<Row> = {
  /** Identifies the column; without `render` it is also the row field shown. */
  key: string;
  /** The column heading. */
  header: ReactNode;
  /** What a cell of this column shows. @default the row's `key` field as text */
  render?: (row: Row) => ReactNode;
  /**
   * A CSS width for the column, e.g. "12rem" or "20%". The table lays its columns out at fixed widths
   * so no value can widen it; columns without a width share what is left. @default undefined
   */
  width?: string;
  /** @default 'start' */
  align?: Align;
  /** The heading is a button that asks for this column's order (see `sort` and `onSortChange`). @default false */
  sortable?: boolean;
  /** Leave the column out of the stacked cards (see `cardsBelowWidth`), e.g. when the title already shows it. @default false */
  hideInCard?: boolean;
};

/** Which column the rows are ordered by, and which way. */
export type DataTableSort = { column: string; direction: SortDirection };

/** Row checkboxes and the "select all on this page" checkbox; the table only shows and reports. */
export type DataTableSelection<Row> = {
  isSelected: (row: Row) => boolean;
  /** A row's checkbox changed. */
  onToggle: (row: Row, selected: boolean) => void;
  /** Whether none, some or all rows of the page are selected (the heading checkbox's state). */
  pageState: 'none' | 'some' | 'all';
  /** The heading checkbox changed: select (true) or clear (false) every row of the page. */
  onTogglePage: (selected: boolean) => void;
};

export type DataTableProps<Row> = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The columns, in order. The first one is each card's title on narrow screens. */
  columns: DataTableColumn<Row>[];
  /** The rows, in order. */
  rows: Row[];
  /** A stable key for a row. */
  getRowId: (row: Row) => string | number;
  /** What the table lists; names the table (and the cards' list). */
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
  /** Controls for a row, shown in a last, narrow column (one action menu fits it). */
  rowActions?: (row: Row) => ReactNode;
  /** The heading of the actions column, read by screen readers only. @default 'Actions' */
  actionsHeader?: ReactNode;
  /** The actions column's width. @default '3.25rem' */
  actionsWidth?: string;
  /**
   * How a row is named to assistive technology, e.g. the sender's name: the row checkbox reads
   * "Select Grace Hopper". Required with `selection`.
   */
  rowLabel?: (row: Row) => string;
  /** Adds a checkbox to each row and a "select all on this page" checkbox to the heading. */
  selection?: DataTableSelection<Row>;
  /** The current order, shown by the sortable headings (`aria-sort`). */
  sort?: DataTableSort | null;
  /** A sortable heading was pressed: the view decides the new order. */
  onSortChange?: (column: string) => void;
  /**
   * A click anywhere on a row (outside its controls) opens it. Keyboard users need a control in the
   * row doing the same, such as the name as a button: a row is not focusable.
   */
  onRowClick?: (row: Row) => void;
  /**
   * Where the table has less room than this (its own width in CSS pixels, not the window's: beside the
   * admin sidebar a 1024 px window leaves it about 630), the rows become stacked cards, so no column is
   * squeezed until its words are cut; `null` keeps the table. @default 760
   */
  cardsBelowWidth?: number | null;
};

const Frame = styled.div`
  /* The cards' fields lay out by the room the list has (container queries below). */
  container-type: inline-size;
  max-width: 100%;
  /*
   * The columns have fixed widths, so nothing should scroll; if something did, it stays in here. The
   * frame grows with its rows, so it never scrolls down: not even while its rows wait to be laid out
   * (below), held in a room that may be smaller than they will take.
   */
  overflow-x: auto;
  overflow-y: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  /*
   * Rows out of sight are laid out when they come near the viewport, not before the page's first paint:
   * under the Waitlist Dashboard's stats and chart, a page of 50 rows was 60 ms of the first layout on a
   * 4x slower CPU (\`npm run bench:admin\`). They stay in the page (find, the accessibility tree); until
   * laid out, the frame holds the room they are estimated to take (\`roomForRows\`), then the room they took.
   */
  content-visibility: auto;
`;

/** The height a page of rows is estimated to take, until the browser has laid them out once. */
const roomForRows = (rows: number, asCards: boolean) => `auto ${3 + Math.max(rows, 1) * (asCards ? 20 : 4.5)}rem`;

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

const cellStyles = css`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[200]}`};

  &:first-child {
    padding-left: ${({ theme }) => theme.space[300]};
  }

  &:last-child {
    padding-right: ${({ theme }) => theme.space[300]};
  }

  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/*
 * The body's rows and cells are plain elements styled from here, through their data attributes: a
 * styled component per cell computed its styles for each of a page's ~500 cells on every render (on a 4x
 * slower CPU, a visible part of the time to the first rows: `npm run bench:admin`).
 */
const Table = styled.table`
  width: 100%;
  /* Widths come from the columns, never from the content: a long value cannot widen the table. */
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  /* Every cell of a row (a message across the table, MessageCell, has none of these). */
  & > tbody > tr > td[data-align] {
    ${cellStyles}
    text-align: start;
    /* Long words are clipped by the cell's content (ClampedText), never broken mid-word. */
    overflow-wrap: normal;

    &[data-align='center'] {
      text-align: center;
    }

    &[data-align='end'] {
      text-align: end;
    }
  }

  & > tbody > tr {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};

    &[data-emphasis] {
      font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
      background: ${({ theme }) => theme.color.surface.highlight};
    }

    &[data-interactive] {
      cursor: pointer;
    }

    &[data-interactive]:hover {
      background: ${({ theme }) => theme.color.surface.subtle};
    }

    &[data-selected],
    &[data-selected]:hover {
      background: ${({ theme }) => theme.color.surface.brandSubtle};
    }

    &:last-child > td {
      border-bottom: 0;
    }
  }
`;

const HeaderCell = styled.th<{ $align: Align }>`
  ${cellStyles}
  text-align: ${({ $align }) => $align};
  background: ${({ theme }) => theme.color.surface.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;
  /* A heading wider than its column wraps between words rather than running into the next one. */
  overflow-wrap: normal;
`;

const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  /* Its padding (the hover and focus area) reaches into the cell's own, so the heading has the whole column. */
  max-width: ${({ theme }) => `calc(100% + 2 * ${theme.space[100]})`};
  padding: ${({ theme }) => theme.space[100]};
  margin: ${({ theme }) => `-${theme.space[100]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.color.text.primary : 'inherit')};
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.status.neutral.bg};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  svg {
    flex: none;
  }
`;

/**
 * A heading is read whole: it wraps between words, never cut with an ellipsis ("COMPA…" named nothing).
 * The columns' widths must leave room for the longest word and the order's icon.
 */
const SortLabel = styled.span``;

const interactiveRow = css`
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.subtle};
  }
`;

const emphasisStyles = css<{ $emphasis: boolean }>`
  font-weight: ${({ theme, $emphasis }) =>
    $emphasis ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
  background: ${({ theme, $emphasis }) => ($emphasis ? theme.color.surface.highlight : 'transparent')};
`;

const MessageCell = styled.td`
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
`;

const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand.primary};
  cursor: pointer;
  vertical-align: middle;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

/* Stacked cards, where the table has less room than `cardsBelowWidth`. */

const CardsHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  cursor: pointer;
`;

const CardList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li<{ $emphasis: boolean; $interactive: boolean }>`
  ${emphasisStyles}
  ${({ $interactive }) => $interactive && interactiveRow}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  padding: ${({ theme }) => theme.space[400]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  &[data-selected] {
    background: ${({ theme }) => theme.color.surface.brandSubtle};
  }

  &:last-child {
    border-bottom: 0;
  }
`;

const CardCheck = styled.div`
  grid-column: 1;
  padding-top: ${({ theme }) => theme.space[100]};
`;

const CardTitle = styled.div`
  grid-column: 2;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
`;

const CardActions = styled.div`
  grid-column: 3;
  margin: ${({ theme }) => `-${theme.space[100]} 0`};
`;

const CardFields = styled.dl`
  grid-column: 2 / -1;
  display: grid;
  /* Labels take what they need up to 40%, wrapping between words beyond it; values have the rest. */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  margin: 0;
  min-width: 0;

  /* On a phone each label goes above its value: beside it, a long label left the value too little. */
  @container (max-width: 26rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    /* Each label and value pair is wrapped in a div (display: contents). */
    & > div + div > dt {
      margin-top: ${({ theme }) => theme.space[200]};
    }
  }

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
    text-transform: uppercase;
    line-height: 1.6rem;
  }

  dd {
    min-width: 0;
    margin: 0;
  }
`;

const CardsMessage = styled.p`
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

const readField = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** Clicks on a control inside a row act on that control, not on the row. */
const controlSelector = 'a, button, input, label, select, textarea, summary, [role="menu"], [role="menuitem"]';

const SortIcon = ({ direction }: { direction: SortDirection | null }) => {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden="true" />;
};

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
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
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

  const rowCheckbox = (row: Row) =>
    selection && (
      <Checkbox
        aria-label={`Select ${nameOf(row)}`}
        checked={selection.isSelected(row)}
        onChange={(event) => selection.onToggle(row, event.target.checked)}
      />
    );

  const pageCheckbox = (labelled: boolean) =>
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
    );

  /** What a row's styles go by, as data attributes (the table's rows are styled from the table). */
  const rowData = (row: Row) => ({
    'data-emphasis': (rowEmphasis?.(row) ?? false) || undefined,
    'data-interactive': Boolean(onRowClick) || undefined,
    'data-selected': selection?.isSelected(row) || undefined,
  });
  const rowState = (row: Row) => {
    const data = rowData(row);
    return { ...data, $emphasis: Boolean(data['data-emphasis']), $interactive: Boolean(onRowClick) };
  };

  if (asCards) {
    const cardColumns = columns.slice(1).filter((column) => !column.hideInCard);
    const [titleColumn] = columns;
    return (
      <Frame {...frameProps}>
        <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
        {selection && (
          <CardsHeader>
            <CheckboxLabel>
              {pageCheckbox(true)}
              Select all on this page
            </CheckboxLabel>
          </CardsHeader>
        )}
        {loading ? (
          <CardsMessage as="div" aria-busy="true">
            <Spinner label={loadingLabel} />
          </CardsMessage>
        ) : rows.length === 0 ? (
          <CardsMessage>{emptyText}</CardsMessage>
        ) : (
          <CardList aria-labelledby={captionId}>
            {rows.map((row) => (
              // A pointer shortcut; keyboard users open the row through its title's button.
              <CardItem key={getRowId(row)} {...rowState(row)} onClick={rowClick?.(row)}>
                {selection && <CardCheck>{rowCheckbox(row)}</CardCheck>}
                <CardTitle style={selection ? undefined : { gridColumn: '1 / 3' }}>
                  {titleColumn && (titleColumn.render ? titleColumn.render(row) : readField(row, titleColumn.key))}
                </CardTitle>
                {rowActions && <CardActions>{rowActions(row)}</CardActions>}
                {cardColumns.length > 0 && (
                  <CardFields>
                    {cardColumns.map((column) => (
                      <div key={column.key} style={{ display: 'contents' }}>
                        <dt>{column.header}</dt>
                        <dd>{column.render ? column.render(row) : readField(row, column.key)}</dd>
                      </div>
                    ))}
                  </CardFields>
                )}
              </CardItem>
            ))}
          </CardList>
        )}
      </Frame>
    );
  }

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
      <tr key={getRowId(row)} {...rowData(row)} onClick={rowClick?.(row)}>
        {selection && <td data-align="center">{rowCheckbox(row)}</td>}
        {columns.map((column) => (
          <td key={column.key} data-align={column.align ?? 'start'}>
            {column.render ? column.render(row) : readField(row, column.key)}
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
    <Frame {...frameProps}>
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
                {pageCheckbox(false)}
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
    </Frame>
  );
}
