import { CalendarDays, CalendarRange, Clock, MailCheck, Trash2, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

import { api } from '@/api';
import { ActionMenu } from '@/components/ActionMenu';
import { loadOnDemand } from '@/components/loadOnDemand';
import { ToastProvider } from '@/components/Toast';
import type { WaitlistBulkRequest, WaitlistListFilter } from '@shared/contract';
import { waitlistSorts } from '@shared/contract/constants';
import { AdminListView, BulkDeleteDialog } from '../common/AdminListView';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { useFailureReport } from '../common/failures';
import { SourceFilter } from '../common/ListFilterFields';
import { ViewStack } from '../common/layout';
import { LiftSuppressionDialog, useLiftSuppression } from '../common/LiftSuppressionDialog';
import { sortOptionsOf } from '../common/listState';
import type { BulkTarget } from '../common/selection';
import { MailHealthLine } from '../common/MailHealthLine';
import { formatCount } from '../common/resultCount';
import { StatsPanel } from '../common/StatsPanel';
import { useAdminList } from '../common/useAdminList';
import { useConfirmedBulk } from '../common/useConfirmedBulk';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useBulkChange } from '../common/useListActions';
import { FunnelCard } from './FunnelCard';
import type { InviteTarget } from './invite/inviteRules';
import { LaunchBulkActions, SendLaunchNewsButton } from './LaunchBulkActions';
import { LaunchCounts } from './LaunchCounts';
import { SignupChartCard } from './SignupChartCard';
import { TopReferrersCard } from './TopReferrersCard';
import { WaitlistBreakdowns } from './WaitlistBreakdowns';
import { DATE_COLUMN, WAITLIST_CARDS_BELOW_WIDTH, waitlistColumns } from './waitlistColumns';
import { WaitlistFilterFields } from './WaitlistFilterFields';
import { waitlistKeys, waitlistList } from './waitlistQueries';
import type { WaitlistRow } from './waitlistRows';

const signupNoun = { one: 'signup', other: 'signups' };

const sortOptions = sortOptionsOf(waitlistSorts);

/** The request of a removal from the launch: the selected sign-ups, or every one the filter matches. */
type LaunchRemoval = { action: 'remove' } & BulkTarget<WaitlistListFilter>;

/**
 * The launch flows' code (the invite and launch news dialogs, the runs panel, and through the API the
 * contract's schemas): a chunk of its own, fetched once the first rows are shown or when Invite… or Send
 * launch news… is reached, never before them.
 */
const inviteFlow = loadOnDemand(() => import('./invite'));

/** The launch counts, and at the end of their line the launch news, which goes to the whole list. */
const LaunchLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

/**
 * The Waitlist Dashboard (product.md §2): sign-up totals and how many are invited, joined and confirmed,
 * the funnel from a visit to a joined member per source, where sign-ups come from and where they are
 * (by source, status, campaign, UTM source and referrer; a click on a row filters the list), the
 * members whose share links brought the most (Top referrers), and the recent sign-ups, each with its place
 * in line, its referrals and whether its address is confirmed
 * or suppressed, which the administrator can search, filter by source, status, confirmation,
 * attribution and dates, sort, page through, export and delete, one at a time through a row's action
 * menu (which also lifts an address's suppression) or several through the selection (one confirmation
 * for all). The selection can also be invited to the launch, removed from it or restored; the latest
 * invite runs show their progress; the launch news goes to the whole list. The list's state lives in
 * the URL. It needs a QueryClientProvider above it (the admin shell's).
 */
export function WaitlistDashboard() {
  return (
    <ToastProvider>
      <WaitlistDashboardView />
    </ToastProvider>
  );
}

function WaitlistDashboardView() {
  const [inviting, setInviting] = useState<InviteTarget | null>(null);
  const [sendingNews, setSendingNews] = useState(false);
  const report = useFailureReport();

  const list = useAdminList(waitlistList, {
    noun: signupNoun,
    loadFailure: {
      log: 'Error fetching waitlist entries:',
      id: 'waitlist-list',
      title: 'Signups not loaded',
      message: 'The signups could not be loaded. Please try again in a moment.',
    },
    exportKind: 'waitlist',
    exportLog: 'Error exporting waitlist:',
    bulkDeleteLog: 'Error deleting waitlist entries:',
  });
  const { state, updateSearchParams, stats, totalCapped, selection } = list;

  const deletion = useConfirmedDelete<WaitlistRow>({
    remove: (entry) => api.waitlist.remove(entry.id),
    reload: waitlistKeys.all,
    log: 'Error deleting waitlist entry:',
    deletedMessage: (entry) => `The sign-up of ${entry.email} was deleted.`,
  });

  const lifting = useLiftSuppression(waitlistKeys.all);

  const invite = inviteFlow.useLoaded(inviting !== null || sendingNews || list.page.isSuccess, () => {
    const title = sendingNews ? 'Launch news not opened' : 'Invite not opened';
    setInviting(null);
    setSendingNews(false);
    report({
      log: 'Error loading the invite flow:',
      error: null,
      id: 'invite-flow',
      title,
      message: 'The launch dialogs could not be loaded. Please check your connection and try again.',
    });
  });
  const prepareLaunchFlows = () => void inviteFlow.load().catch(() => {});

  const launchRemoval = useConfirmedBulk<LaunchRemoval>({
    count: api.waitlist.bulkCount,
    apply: api.waitlist.bulk,
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
      <LaunchLine>
        <LaunchCounts stats={stats.data} />
        <SendLaunchNewsButton onPrepare={prepareLaunchFlows} onOpen={() => setSendingNews(true)} />
      </LaunchLine>

      <SignupChartCard />

      <FunnelCard />

      <WaitlistBreakdowns stats={stats.data} state={state} onFilter={updateSearchParams} />

      <TopReferrersCard />

      <AdminListView
        list={list}
        title="Recent Signups"
        pagesLabel="Signups"
        searchPlaceholder="e.g. maria@brightpath.studio"
        filters={
          <>
            <SourceFilter
              value={state.source}
              breakdown={stats.data?.sourceBreakdown}
              onChange={(source) => updateSearchParams({ source })}
            />
            <WaitlistFilterFields state={state} stats={stats.data} onChange={updateSearchParams} />
          </>
        }
        sortOptions={sortOptions}
        dateColumn={DATE_COLUMN}
        bulkActions={
          <LaunchBulkActions
            onPrepareInvite={prepareLaunchFlows}
            onInvite={() =>
              setInviting({ ...list.target(), count: selection.count, capped: selection.allMatching && totalCapped })
            }
            onRemove={() => launchRemoval.ask({ action: 'remove', ...list.target() })}
            onRestore={() => restore.mutate({ action: 'restore', ...list.target() })}
            restoring={restore.isPending}
          />
        }
        emptyText={{
          failed: 'Signups could not be loaded',
          filtered: 'No signups match your search',
          none: 'No signups yet',
        }}
        table={{
          columns: waitlistColumns,
          cardsBelowWidth: WAITLIST_CARDS_BELOW_WIDTH,
          rowLabel: (entry) => entry.email,
          loadingLabel: 'Loading signups',
          rowActions: (entry) => {
            const { suppression } = entry;
            return (
              <ActionMenu
                label={`Actions for ${entry.email}`}
                items={[
                  ...(suppression
                    ? [
                        {
                          label: 'Lift suppression',
                          icon: <MailCheck size={16} />,
                          onSelect: () =>
                            lifting.ask({
                              addressHash: suppression.addressHash,
                              reason: suppression.reason,
                              address: entry.email,
                            }),
                        },
                      ]
                    : []),
                  { label: 'Delete', icon: <Trash2 size={16} />, tone: 'danger', onSelect: () => deletion.ask(entry) },
                ]}
              />
            );
          },
        }}
      />
      {invite && <invite.InviteRunsPanel />}

      <ConfirmDeleteDialog
        deletion={deletion}
        title="Delete sign-up"
        question={(entry) => `Delete the sign-up of ${entry.email}?`}
      />
      <BulkDeleteDialog list={list} title="Delete sign-ups" />
      <LiftSuppressionDialog lifting={lifting} />
      <ConfirmDeleteDialog
        deletion={launchRemoval}
        title="Remove from launch"
        question={({ count }) => `Remove ${formatCount(count, signupNoun)} from the launch?`}
        consequence="They stay on the list and in the export but are never invited; an invite already sent stops working. Restore brings them back."
        confirmLabel="Remove"
        confirmingLabel="Removing..."
        countingLabel="Counting the matching signups..."
        failureTitle="Not removed"
        icon={<UserMinus size={16} aria-hidden="true" />}
      />
      {invite && sendingNews && <invite.LaunchNewsDialog onClose={() => setSendingNews(false)} />}
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
