/** The DataTable's props and the column, sort and selection types its callers build them from. */
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type Align = 'start' | 'center' | 'end';

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
