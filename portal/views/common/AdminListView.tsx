import type { ReactNode } from 'react';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable, type DataTableProps } from '@/components/DataTable';
import { SelectionActionBar } from './BulkActionBar';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ExportButton } from './ExportButton';
import { DateRangeFields, SortSelect } from './ListFilterFields';
import { BlockHeader, BlockHeading, Toolbar } from './layout';
import { type BaseListState, tableSorting } from './listState';
import { Pagination } from './Pagination';
import { type CountNoun, formatCount } from './resultCount';
import { SearchForm } from './SearchForm';
import type { AdminListModel } from './useAdminList';
import type { ConfirmedBulk } from './useConfirmedBulk';

export type AdminListViewProps<
  Name extends string,
  State extends BaseListState,
  Filter,
  Row extends { id: number },
  Stats,
> = {
  /** The list's state and actions (see `useAdminList`). */
  list: AdminListModel<Name, State, Filter, Row, Stats>;
  /** The block's heading, which also names the table: "Recent Messages". */
  title: string;
  /** The pagination's name: "Messages" reads "Messages pages". */
  pagesLabel: string;
  /** The search field's example. */
  searchPlaceholder: string;
  /** The list's own filters, between the search and the date range. */
  filters: ReactNode;
  /** The "Sort by" choices. */
  sortOptions: ReadonlyArray<{ value: string; label: string }>;
  /** The column the newest and oldest orders sort. */
  dateColumn: string;
  /** The list's own bulk actions, before Export selection and Delete. */
  bulkActions: ReactNode;
  /** What the table says with no rows: the page failed, nothing matches the filters, nothing yet. */
  emptyText: { failed: string; filtered: string; none: string };
  /** The table's own parts: its columns, how a row is named, its actions. */
  table: Pick<
    DataTableProps<Row>,
    'columns' | 'rowLabel' | 'loadingLabel' | 'rowEmphasis' | 'onRowClick' | 'rowActions' | 'cardsBelowWidth'
  >;
};

/**
 * The table block every admin list shows (product.md §2): the heading with Export CSV; the toolbar with
 * the search, the list's own filters, the date range, "Sort by" and "Clear filters"; the selection's bar
 * with the list's own bulk actions, Export selection and Delete; the table; the pages.
 */
export function AdminListView<
  Name extends string,
  State extends BaseListState,
  Filter,
  Row extends { id: number },
  Stats,
>({
  list,
  title,
  pagesLabel,
  searchPlaceholder,
  filters,
  sortOptions,
  dateColumn,
  bulkActions,
  emptyText,
  table,
}: AdminListViewProps<Name, State, Filter, Row, Stats>) {
  const { state, updateSearchParams, page, rows, total, totalCapped, selection, exportCsv, noun } = list;
  const clearFilters = () => updateSearchParams(Object.fromEntries(list.list.filterParams.map((name) => [name, null])));
  return (
    // Not a landmark of its own: the table's region already carries this name.
    <Card as="section" aria-busy={page.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading>{title}</BlockHeading>
        <ExportButton
          onExport={() => exportCsv.mutate(undefined)}
          exporting={exportCsv.isPending && !exportCsv.variables}
        />
      </BlockHeader>
      <Toolbar>
        <SearchForm
          key={state.q}
          value={state.q}
          label="Search by email or name"
          placeholder={searchPlaceholder}
          onSearch={(q) => updateSearchParams({ q })}
        />
        {filters}
        <DateRangeFields from={state.from} to={state.to} onChange={updateSearchParams} />
        <SortSelect options={sortOptions} value={state.sort} onChange={(sort) => updateSearchParams({ sort })} />
        {list.filtered && (
          <Button variant="ghost" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </Toolbar>
      <SelectionActionBar
        selection={selection}
        total={total}
        totalCapped={totalCapped}
        noun={noun}
        onExport={() => exportCsv.mutate(selection.ids() ?? undefined)}
        exporting={exportCsv.isPending && exportCsv.variables !== undefined}
        onDelete={() => list.bulkDeletion.ask({ action: 'delete', ...list.target() })}
      >
        {bulkActions}
      </SelectionActionBar>
      <DataTable
        caption={title}
        hideCaption
        rows={rows}
        getRowId={(row) => row.id}
        loading={page.isPending}
        emptyText={page.isError && !page.data ? emptyText.failed : list.filtered ? emptyText.filtered : emptyText.none}
        selection={selection.table}
        {...tableSorting(state.sort, dateColumn, (sort) => updateSearchParams({ sort }))}
        {...table}
      />
      <Pagination
        label={pagesLabel}
        noun={noun}
        page={page.data?.page ?? state.page}
        shown={rows.length}
        total={total}
        totalCapped={totalCapped}
        onPageChange={(next) => updateSearchParams({ page: next })}
      />
    </Card>
  );
}

/**
 * The question before a bulk delete of the selection (see `useAdminList`), with the exact number the
 * server will delete: "Delete 2,965 messages?".
 */
export function BulkDeleteDialog<Request>({
  list,
  title,
}: {
  list: { bulkDeletion: ConfirmedBulk<Request>; noun: CountNoun };
  /** "Delete messages". */
  title: string;
}) {
  return (
    <ConfirmDeleteDialog
      deletion={list.bulkDeletion}
      title={title}
      question={({ count }) => `Delete ${formatCount(count, list.noun)}?`}
      countingLabel={`Counting the matching ${list.noun.other}...`}
      consequence="They are removed from the database and the stats at once. This cannot be undone."
    />
  );
}
