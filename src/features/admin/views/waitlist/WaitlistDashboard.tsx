import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, Clock, Users } from 'lucide-react';
import { useId } from 'react';

import { api } from '../../../../api';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { Select } from '../../../../components/Select';
import { ToastProvider } from '../../../../components/Toast';
import { BreakableEmail, NoWrap } from '../common/BreakableText';
import { BreakdownCard } from '../common/BreakdownCard';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { downloadBlob, exportFileName } from '../common/downloadBlob';
import { ExportButton } from '../common/ExportButton';
import { useFailureReport, useQueryFailureReport } from '../common/failures';
import { formatDate, machineDate } from '../common/format';
import { BlockHeader, BlockHeading, FilterSlot, Toolbar, ViewStack } from '../common/layout';
import { isFirstPageOfEverything, readBaseListState, sortOptions } from '../common/listState';
import { MailHealthLine } from '../common/MailHealthLine';
import { Pagination } from '../common/Pagination';
import { SearchForm } from '../common/SearchForm';
import { StatsPanel } from '../common/StatsPanel';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useListSearchParams } from '../common/useListSearchParams';
import { fetchWaitlistPage, waitlistFilters, waitlistKeys } from './waitlistQueries';
import { companyOf, joinDateOf, nameOf, sourceBreakdownLabel, sourceOf, type WaitlistRow } from './waitlistRows';

/** The id of a row's e-mail cell, which describes the row's Delete button (delete whose sign-up?). */
const emailCellId = (prefix: string, entry: WaitlistRow) => `${prefix}-signup-${entry.id}`;

const columnsFor = (idPrefix: string): DataTableColumn<WaitlistRow>[] => [
  {
    key: 'email',
    header: 'Email',
    render: (entry) => (
      <span id={emailCellId(idPrefix, entry)}>
        <BreakableEmail email={entry.email} />
      </span>
    ),
  },
  { key: 'name', header: 'Name', render: nameOf },
  { key: 'company', header: 'Company', render: companyOf },
  { key: 'source', header: 'Source', render: sourceOf },
  {
    key: 'joinedAt',
    header: 'Join Date',
    render: (entry) => {
      const joined = joinDateOf(entry);
      return (
        <NoWrap as="time" dateTime={machineDate(joined)}>
          {formatDate(joined)}
        </NoWrap>
      );
    },
  },
];

/**
 * The Waitlist Dashboard (SPEC §2): sign-up totals, where sign-ups come from and the recent sign-ups,
 * which the administrator can search, sort, page through, export and delete (after confirming). Search,
 * order and page live in the URL. It needs a QueryClientProvider above it (the admin shell's).
 */
export function WaitlistDashboard() {
  return (
    <ToastProvider>
      <WaitlistDashboardView />
    </ToastProvider>
  );
}

function WaitlistDashboardView() {
  const idPrefix = useId();
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = readBaseListState(searchParams);
  const filtered = !isFirstPageOfEverything({ ...state, page: 1 });

  const stats = useQuery({ queryKey: waitlistKeys.stats, queryFn: () => api.waitlist.stats() });
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

  const report = useFailureReport();
  const exportCsv = useMutation({
    mutationFn: () => api.waitlist.exportCsv(waitlistFilters(state)),
    onSuccess: (file) => downloadBlob(file, exportFileName('waitlist')),
    onError: (error) =>
      report({
        log: 'Error exporting waitlist:',
        error,
        id: 'waitlist-export',
        title: 'Export failed',
        message: 'The CSV file could not be created. Please try again.',
      }),
  });

  const deletion = useConfirmedDelete<WaitlistRow>({
    remove: (id) => api.waitlist.remove(id),
    reload: waitlistKeys.all,
    log: 'Error deleting waitlist entry:',
    deletedMessage: (entry) => `The sign-up of ${entry.email} was deleted.`,
  });

  const sourceBreakdown = Object.entries(stats.data?.sourceBreakdown ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([key, count]) => ({ key, label: sourceBreakdownLabel(key), count }));

  const rows = list.data?.items ?? [];
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

      <BreakdownCard title="Source Breakdown" items={sourceBreakdown} />

      {/* Not a landmark of its own: the table's region already carries this name. */}
      <Card as="section" aria-busy={list.isFetching || undefined}>
        <BlockHeader>
          <BlockHeading>Recent Signups</BlockHeading>
          <ExportButton onExport={() => exportCsv.mutate()} exporting={exportCsv.isPending} />
        </BlockHeader>
        <Toolbar>
          <SearchForm
            key={state.q}
            value={state.q}
            label="Search by email or name"
            placeholder="e.g. maria@brightpath.studio"
            onSearch={(q) => updateSearchParams({ q })}
          />
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
            <Button variant="ghost" onClick={() => updateSearchParams({ q: null, sort: null })}>
              Clear search
            </Button>
          )}
        </Toolbar>
        <DataTable
          caption="Recent Signups"
          hideCaption
          columns={columnsFor(idPrefix)}
          rows={rows}
          getRowId={(entry) => entry.id}
          loading={list.isPending}
          loadingLabel="Loading signups"
          emptyText={emptyText}
          rowActions={(entry) => (
            <Button
              size="sm"
              variant="ghost"
              aria-describedby={emailCellId(idPrefix, entry)}
              onClick={() => deletion.ask(entry)}
            >
              Delete
            </Button>
          )}
        />
        <Pagination
          label="Signups"
          page={state.page}
          shown={rows.length}
          total={list.data?.total ?? null}
          onPageChange={(page) => updateSearchParams({ page })}
        />
      </Card>

      <ConfirmDeleteDialog
        deletion={deletion}
        title="Delete sign-up"
        question={(entry) => `Delete the sign-up of ${entry.email}?`}
      />
    </ViewStack>
  );
}
