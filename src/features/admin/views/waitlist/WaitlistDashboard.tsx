import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, Clock, Trash2, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';

import { api } from '@/api';
import { ActionMenu } from '@/components/ActionMenu';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { loadOnDemand } from '@/components/loadOnDemand';
import { ToastProvider } from '@/components/Toast';
import type { BulkResult, WaitlistBulkRequest } from '@shared/contract';
import { waitlistSorts } from '@shared/contract/constants';
import { SelectionActionBar } from '../common/BulkActionBar';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { ExportButton } from '../common/ExportButton';
import { useFailureReport, useQueryFailureReport } from '../common/failures';
import { DateRangeFields, SortSelect, SourceFilter } from '../common/ListFilterFields';
import { BlockHeader, BlockHeading, Toolbar, ViewStack } from '../common/layout';
import { sortOptionsOf, tableSorting } from '../common/listState';
import { MailHealthLine } from '../common/MailHealthLine';
import { Pagination } from '../common/Pagination';
import { formatCount } from '../common/resultCount';
import { SearchForm } from '../common/SearchForm';
import { StatsPanel } from '../common/StatsPanel';
import { useAnsweredPage } from '../common/useAnsweredPage';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useBulkChange, useListExport } from '../common/useListActions';
import { useListSearchParams } from '../common/useListSearchParams';
import { useRowSelection } from '../common/useRowSelection';
import type { InviteTarget } from './invite/inviteRules';
import { LaunchBulkActions } from './LaunchBulkActions';
import { LaunchCounts } from './LaunchCounts';
import { SignupChartCard } from './SignupChartCard';
import { WaitlistBreakdowns } from './WaitlistBreakdowns';
import { DATE_COLUMN, WAITLIST_CARDS_BELOW_WIDTH, waitlistColumns } from './waitlistColumns';
import { WaitlistFilterFields } from './WaitlistFilterFields';
import {
  isWaitlistFiltered,
  readWaitlistListState,
  waitlistFilterParams,
  waitlistFilters,
  waitlistKeys,
  waitlistListQuery,
  waitlistListFilter,
  waitlistStatsQuery,
} from './waitlistQueries';
import type { WaitlistRow } from './waitlistRows';

const signupNoun = { one: 'signup', other: 'signups' };

const sortOptions = sortOptionsOf(waitlistSorts);

/** A bulk delete or removal waiting for its confirmation: how many sign-ups and which. */
type BulkDeletion = { count: number; request: WaitlistBulkRequest };

/**
 * The invite flow's code (the dialog, the runs panel, and through the API the contract's schemas): a
 * chunk of its own, fetched once the first rows are shown or when Invite… is reached, never before them.
 */
const inviteFlow = loadOnDemand(() => import('./invite'));

/**
 * The Waitlist Dashboard (product.md §2): sign-up totals and how many are invited and joined, where sign-ups
 * come from and where they are (by source, status, campaign, UTM source and referrer; a click on a row
 * filters the list) and the recent sign-ups, which the administrator can search, filter by source,
 * status, attribution and dates, sort, page through, export and delete, one at a time through a row's
 * action menu or several through the selection (one confirmation for all). The selection can also be
 * invited to the launch, removed from it or restored; the latest invite runs show their progress. The
 * list's state lives in the URL. It needs a QueryClientProvider above it (the admin shell's).
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
  const filtered = isWaitlistFiltered(state);
  const [inviting, setInviting] = useState<InviteTarget | null>(null);
  const report = useFailureReport();

  const stats = useQuery(waitlistStatsQuery);
  const list = useQuery(waitlistListQuery(state));
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

  const invite = inviteFlow.useLoaded(inviting !== null || list.isSuccess, () => {
    setInviting(null);
    report({
      log: 'Error loading the invite flow:',
      error: null,
      id: 'invite-flow',
      title: 'Invite not opened',
      message: 'The invite flow could not be loaded. Please check your connection and try again.',
    });
  });

  const launchRemoval = useConfirmedDelete<BulkDeletion, BulkResult>({
    remove: ({ request }) => api.waitlist.bulk(request),
    reload: waitlistKeys.all,
    log: 'Error removing waitlist entries from the launch:',
    doneTitle: 'Removed',
    deletedMessage: (_target, { affected }) => `${formatCount(affected, signupNoun)} removed from the launch.`,
    onDeleted: selection.clear,
  });

  const restore = useBulkChange<WaitlistBulkRequest>({
    change: (request) => api.waitlist.bulk(request),
    reload: waitlistKeys.all,
    done: (_request, affected) => `${formatCount(affected, signupNoun)} restored.`,
    log: 'Error restoring waitlist entries:',
    failed: 'The sign-ups were not restored. Please try again.',
    onChanged: selection.clear,
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
      <LaunchCounts statuses={stats.data?.statusBreakdown} />

      <SignupChartCard />

      <WaitlistBreakdowns stats={stats.data} state={state} onFilter={updateSearchParams} />

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
          <WaitlistFilterFields state={state} stats={stats.data} onChange={updateSearchParams} />
          <DateRangeFields from={state.from} to={state.to} onChange={updateSearchParams} />
          <SortSelect options={sortOptions} value={state.sort} onChange={(sort) => updateSearchParams({ sort })} />
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => updateSearchParams(Object.fromEntries(waitlistFilterParams.map((name) => [name, null])))}
            >
              Clear filters
            </Button>
          )}
        </Toolbar>
        <SelectionActionBar
          selection={selection}
          total={total}
          totalCapped={totalCapped}
          noun={signupNoun}
          onExport={() => exportCsv.mutate(selection.ids() ?? undefined)}
          exporting={exportCsv.isPending && exportCsv.variables !== undefined}
          onDelete={() =>
            bulkDeletion.ask({
              count: selection.count,
              request: { action: 'delete', ...selection.target(waitlistListFilter(state)) },
            })
          }
        >
          <LaunchBulkActions
            onPrepareInvite={() => void inviteFlow.load().catch(() => {})}
            onInvite={() =>
              setInviting({
                ...selection.target(waitlistListFilter(state)),
                count: selection.count,
                capped: selection.allMatching && totalCapped,
              })
            }
            onRemove={() =>
              launchRemoval.ask({
                count: selection.count,
                request: { action: 'remove', ...selection.target(waitlistListFilter(state)) },
              })
            }
            onRestore={() => restore.mutate({ action: 'restore', ...selection.target(waitlistListFilter(state)) })}
            restoring={restore.isPending}
          />
        </SelectionActionBar>
        <DataTable
          caption="Recent Signups"
          hideCaption
          columns={waitlistColumns}
          rows={rows}
          cardsBelowWidth={WAITLIST_CARDS_BELOW_WIDTH}
          getRowId={(entry) => entry.id}
          rowLabel={(entry) => entry.email}
          loading={list.isPending}
          loadingLabel="Loading signups"
          emptyText={emptyText}
          selection={selection.table}
          {...tableSorting(state.sort, DATE_COLUMN, (sort) => updateSearchParams({ sort }))}
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
      {invite && <invite.InviteRunsPanel />}

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
      <ConfirmDeleteDialog
        deletion={launchRemoval}
        title="Remove from launch"
        question={({ count }) => `Remove ${formatCount(count, signupNoun)} from the launch?`}
        consequence="They stay on the list and in the export but are never invited; an invite already sent stops working. Restore brings them back."
        confirmLabel="Remove"
        confirmingLabel="Removing..."
        failureTitle="Not removed"
        icon={<UserMinus size={16} aria-hidden="true" />}
      />
      {invite && inviting && (
        <invite.InviteDialog
          target={inviting}
          onClose={(invited) => {
            setInviting(null);
            if (invited) selection.clear();
          }}
        />
      )}
    </ViewStack>
  );
}
