import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, Clock, Trash2, Users } from 'lucide-react';

import { api } from '../../../../api';
import { ActionMenu } from '../../../../components/ActionMenu';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { ClampedText, DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { Select } from '../../../../components/Select';
import { ToastProvider } from '../../../../components/Toast';
import { type BulkResult, type WaitlistBulkRequest, waitlistSorts } from '../../../../contract';
import { BreakableEmail } from '../common/BreakableText';
import { BreakdownCard } from '../common/BreakdownCard';
import { BulkActionBar } from '../common/BulkActionBar';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { ExportButton } from '../common/ExportButton';
import { useQueryFailureReport } from '../common/failures';
import { DateRangeFields, SourceFilter } from '../common/ListFilterFields';
import { BlockHeader, BlockHeading, FilterSlot, Toolbar, ViewStack } from '../common/layout';
import { baseFilterParams, columnSortOf, hasBaseFilters, sortForColumn, sortOptionsOf } from '../common/listState';
import { MailHealthLine } from '../common/MailHealthLine';
import { Pagination } from '../common/Pagination';
import { formatCount } from '../common/resultCount';
import { RowTime } from '../common/rowCells';
import { SearchForm } from '../common/SearchForm';
import { sourcesByCount } from '../common/sources';
import { StatsPanel } from '../common/StatsPanel';
import { useAnsweredPage } from '../common/useAnsweredPage';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useListExport } from '../common/useListActions';
import { useListSearchParams } from '../common/useListSearchParams';
import { useRowSelection } from '../common/useRowSelection';
import {
  fetchWaitlistPage,
  readWaitlistListState,
  waitlistFilters,
  waitlistKeys,
  waitlistListFilter,
  waitlistStatsQuery,
} from './waitlistQueries';
import { companyOf, joinDateOf, nameOf, sourceOf, type WaitlistRow } from './waitlistRows';

const signupNoun = { one: 'signup', other: 'signups' };

const sortOptions = sortOptionsOf(waitlistSorts);

/** The order the join date heading and "Sort by" share. */
const DATE_COLUMN = 'joinedAt';

/** A bulk delete waiting for its confirmation: how many sign-ups and which. */
type BulkDeletion = { count: number; request: WaitlistBulkRequest };

/**
 * The spec's five columns in its order, at fixed widths (see `DataTable`) so the table fits beside the
 * sidebar at 1024 pixels; long values show two lines at most, the whole value on hover.
 */
const columns: DataTableColumn<WaitlistRow>[] = [
  {
    key: 'email',
    header: 'Email',
    width: '28%',
    sortable: true,
    render: (entry) => (
      <ClampedText lines={2} title={entry.email}>
        <BreakableEmail email={entry.email} />
      </ClampedText>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (entry) => <ClampedText lines={2}>{nameOf(entry)}</ClampedText>,
  },
  {
    key: 'company',
    header: 'Company',
    sortable: true,
    render: (entry) => <ClampedText lines={2}>{companyOf(entry)}</ClampedText>,
  },
  {
    key: 'source',
    header: 'Source',
    width: '14%',
    sortable: true,
    render: (entry) => <ClampedText>{sourceOf(entry)}</ClampedText>,
  },
  {
    key: DATE_COLUMN,
    header: 'Join Date',
    width: '7.5rem',
    sortable: true,
    render: (entry) => <RowTime iso={joinDateOf(entry)} />,
  },
];

/**
 * The Waitlist Dashboard (SPEC §2): sign-up totals, where sign-ups come from (a click on a source filters
 * the list) and the recent sign-ups, which the administrator can search, filter by source and dates,
 * sort by any column, page through, export and delete, one at a time through a row's action menu or
 * several through the selection (one confirmation for all). The list's state lives in the URL. It needs
 * a QueryClientProvider above it (the admin shell's).
 */
export function WaitlistDashboard() {
  return (
    <ToastProvider>
      <WaitlistDashboardView />
    </ToastProvider>
  );
}

function WaitlistDashboardView() {
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = readWaitlistListState(searchParams);
  const filtered = hasBaseFilters(state);

  const stats = useQuery(waitlistStatsQuery);
  const list = useQuery({
    queryKey: waitlistKeys.list(state),
    queryFn: () => fetchWaitlistPage(state),
    // Paging and searching keep the old rows in view until the new ones arrive, instead of a spinner.
    placeholderData: keepPreviousData,
  });
  useQueryFailureReport(list, {
    log: 'Error fetching waitlist entries:',
    id: 'waitlist-list',
    title: 'Signups not loaded',
    message: 'The signups could not be loaded. Please try again in a moment.',
  });
  useAnsweredPage(list.isPlaceholderData ? undefined : list.data?.page, state.page, updateSearchParams);

  const exportCsv = useListExport({
    exportCsv: (ids) => api.waitlist.exportCsv(waitlistFilters(state), ids),
    kind: 'waitlist',
    log: 'Error exporting waitlist:',
  });

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? null;
  const totalCapped = list.data?.totalCapped ?? false;
  const selection = useRowSelection(
    JSON.stringify(state),
    rows.map((entry) => entry.id),
    total,
  );

  const deletion = useConfirmedDelete<WaitlistRow>({
    remove: (entry) => api.waitlist.remove(entry.id),
    reload: waitlistKeys.all,
    log: 'Error deleting waitlist entry:',
    deletedMessage: (entry) => `The sign-up of ${entry.email} was deleted.`,
  });

  const bulkDeletion = useConfirmedDelete<BulkDeletion, BulkResult>({
    remove: ({ request }) => api.waitlist.bulk(request),
    reload: waitlistKeys.all,
    log: 'Error deleting waitlist entries:',
    deletedMessage: (_target, { affected }) => `${formatCount(affected, signupNoun)} deleted.`,
    onDeleted: selection.clear,
  });

  const emptyText =
    list.isError && !list.data
      ? 'Signups could not be loaded'
      : filtered
        ? 'No signups match your search'
        : 'No signups yet';

  return (
    <ViewStack>
      <MailHealthLine />
      <StatsPanel
        query={stats}
        cards={[
          { label: 'Total Signups', value: stats.data?.totalEntries, icon: <Users size={20} /> },
          { label: 'Today', value: stats.data?.todayEntries, icon: <Clock size={20} /> },
          { label: 'This Week', value: stats.data?.weekEntries, icon: <CalendarDays size={20} /> },
          { label: 'This Month', value: stats.data?.monthEntries, icon: <CalendarRange size={20} /> },
        ]}
      />

      <BreakdownCard
        title="Source Breakdown"
        items={sourcesByCount(stats.data?.sourceBreakdown)}
        selectedKey={state.source}
        onSelect={(source) => updateSearchParams({ source })}
      />

      {/* Not a landmark of its own: the table's region already carries this name. */}
      <Card as="section" aria-busy={list.isFetching || undefined}>
        <BlockHeader>
          <BlockHeading>Recent Signups</BlockHeading>
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
            placeholder="e.g. maria@brightpath.studio"
            onSearch={(q) => updateSearchParams({ q })}
          />
          <SourceFilter
            value={state.source}
            breakdown={stats.data?.sourceBreakdown}
            onChange={(source) => updateSearchParams({ source })}
          />
          <DateRangeFields from={state.from} to={state.to} onChange={updateSearchParams} />
          <FilterSlot>
            <Select
              label="Sort by"
              options={sortOptions}
              fullWidth
              value={state.sort}
              onChange={(event) =>
                updateSearchParams({ sort: event.target.value === 'newest' ? null : event.target.value })
              }
            />
          </FilterSlot>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => updateSearchParams(Object.fromEntries(baseFilterParams.map((name) => [name, null])))}
            >
              Clear filters
            </Button>
          )}
        </Toolbar>
        {selection.count > 0 && (
          <BulkActionBar
            count={selection.count}
            countCapped={selection.allMatching && totalCapped}
            noun={signupNoun}
            allMatching={selection.allMatching}
            offerAllMatching={selection.offersAllMatching ? total : null}
            offerCapped={totalCapped}
            onSelectAllMatching={selection.selectAllMatching}
            onClear={selection.clear}
            onExport={() => exportCsv.mutate(selection.ids() ?? undefined)}
            exporting={exportCsv.isPending && exportCsv.variables !== undefined}
            onDelete={() =>
              bulkDeletion.ask({
                count: selection.count,
                request: { action: 'delete', ...selection.target(waitlistListFilter(state)) },
              })
            }
          />
        )}
        <DataTable
          caption="Recent Signups"
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(entry) => entry.id}
          rowLabel={(entry) => entry.email}
          loading={list.isPending}
          loadingLabel="Loading signups"
          emptyText={emptyText}
          selection={selection.table}
          sort={columnSortOf(state.sort, DATE_COLUMN)}
          onSortChange={(column) => {
            const sort = sortForColumn(state.sort, column, DATE_COLUMN);
            updateSearchParams({ sort: sort === 'newest' ? null : sort });
          }}
          rowActions={(entry) => (
            <ActionMenu
              label={`Actions for ${entry.email}`}
              items={[
                { label: 'Delete', icon: <Trash2 size={16} />, tone: 'danger', onSelect: () => deletion.ask(entry) },
              ]}
            />
          )}
        />
        <Pagination
          label="Signups"
          noun={signupNoun}
          page={list.data?.page ?? state.page}
          shown={rows.length}
          total={total}
          totalCapped={totalCapped}
          onPageChange={(page) => updateSearchParams({ page })}
        />
      </Card>

      <ConfirmDeleteDialog
        deletion={deletion}
        title="Delete sign-up"
        question={(entry) => `Delete the sign-up of ${entry.email}?`}
      />
      <ConfirmDeleteDialog
        deletion={bulkDeletion}
        title="Delete sign-ups"
        question={({ count }) => `Delete ${formatCount(count, signupNoun)}?`}
        consequence="They are removed from the database and the stats at once. This cannot be undone."
      />
    </ViewStack>
  );
}
