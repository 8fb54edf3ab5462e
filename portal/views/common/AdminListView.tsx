import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable, type DataTableProps } from '@/components/DataTable';
import { media } from '@/theme';
import { SelectionActionBar } from './BulkActionBar';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ExportButton } from './ExportButton';
import { FiltersToggle } from './FiltersToggle';
import { DateRangeFields, SortSelect } from './ListFilterFields';
import { BlockHeader, BlockHeading, FilterPanel, Toolbar } from './layout';
import { type BaseListState, tableSorting } from './listState';
import { Pagination } from './Pagination';
import { type CountNoun, formatCount } from './resultCount';
import { SearchForm } from './SearchForm';
import type { AdminListModel } from './useAdminList';
import { searchInUrl } from './useListSearchParams';
import type { ConfirmedBulk } from './useConfirmedBulk';

/** The block, with less padding on a phone: its heading and Export CSV share a row, its cards are wider. */
const ListCard = styled(Card)`
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[400]};
  }
`;

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
  /** The list's own filters always in the toolbar, between the search and "Sort by": those used every day. */
  filters: ReactNode;
  /**
   * The list's less-used filters, behind "Filters" with the date range, and how many of them are set:
   * the toggle counts them with the dates, so a filter out of sight still shows.
   */
  moreFilters?: { fields: ReactNode; active: number };
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
 * the search (as the administrator types), the list's everyday filters, "Sort by", "Filters" and "Clear
 * filters", and under it, while "Filters" is open, the less-used filters and the date range (open from
 * the start when one of them is set); the selection's bar with the list's own bulk actions, Export
 * selection and Delete; the table; the pages.
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
  moreFilters,
  sortOptions,
  dateColumn,
  bulkActions,
  emptyText,
  table,
}: AdminListViewProps<Name, State, Filter, Row, Stats>) {
  const { state, updateSearchParams, page, rows, total, totalCapped, selection, exportCsv, noun } = list;
  const clearFilters = () => updateSearchParams(Object.fromEntries(list.list.filterParams.map((name) => [name, null])));
  const panelId = useId();
  const hiddenActive = (moreFilters?.active ?? 0) + (state.from ? 1 : 0) + (state.to ? 1 : 0);
  const [filtersOpen, setFiltersOpen] = useState(hiddenActive > 0);
  return (
    // Not a landmark of its own: the table's region already carries this name.
    <ListCard forwardedAs="section" aria-busy={page.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading>{title}</BlockHeading>
        <ExportButton
          onExport={() => exportCsv.mutate(undefined)}
          exporting={exportCsv.isPending && !exportCsv.variables}
        />
      </BlockHeader>
      <Toolbar>
        <SearchForm
          value={state.q}
          label="Search by email or name"
          placeholder={searchPlaceholder}
          onSearch={searchInUrl(updateSearchParams, state.q)}
        />
        {filters}
        <SortSelect options={sortOptions} value={state.sort} onChange={(sort) => updateSearchParams({ sort })} />
        <FiltersToggle
          expanded={filtersOpen}
          active={hiddenActive}
          controls={panelId}
          onToggle={() => setFiltersOpen(!filtersOpen)}
        />
        {list.filtered && (
          <Button variant="ghost" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </Toolbar>
      <FilterPanel id={panelId} hidden={!filtersOpen}>
        {moreFilters?.fields}
        <DateRangeFields from={state.from} to={state.to} onChange={updateSearchParams} />
      </FilterPanel>
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
    </ListCard>
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
