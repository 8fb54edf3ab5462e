import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { teamApi } from '@/api/team';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { Select } from '@/components/Select';
import { ToastProvider } from '@/components/Toast';
import type { UserAccount } from '@shared/contract';
import { auditActionLabels, auditActions } from '@shared/contract/constants';
import { ExportButton } from '../common/ExportButton';
import { failureMessage } from '../common/failures';
import { BlockHeader, BlockHeading, FilterSlot, Toolbar, ViewStack } from '../common/layout';
import { LoadFailure } from '../common/LoadFailure';
import { Pagination } from '../common/Pagination';
import { useAnsweredPage } from '../common/useAnsweredPage';
import { useListExport } from '../common/useListActions';
import { useListSearchParams } from '../common/useListSearchParams';
import { memberName, membersQuery, teamKeys } from '../team/teamQueries';
import { auditColumns } from './auditColumns';
import { auditFiltersOf, auditListKey, fetchAuditPage, isFiltered, readAuditListState } from './auditQueries';

const actionOptions = [
  { value: '', label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

/**
 * The "Administrator" choices: everyone, then each account (a name two accounts share says whose
 * address it is). An account the URL names that the list does not hold (yet) stays offered by its id,
 * so the choice shows what is applied.
 */
function administratorOptions(members: UserAccount[] | undefined, actorId: number | null) {
  const names = (members ?? []).map(memberName);
  const options = (members ?? []).map((member, index) => ({
    value: String(member.id),
    label:
      names.indexOf(names[index]!) === names.lastIndexOf(names[index]!)
        ? names[index]!
        : `${names[index]} (${member.email})`,
  }));
  const unknown = actorId !== null && !options.some((option) => option.value === String(actorId));
  return [
    { value: '', label: 'Everyone' },
    ...(unknown ? [{ value: String(actorId), label: `Account #${actorId}` }] : []),
    ...options,
  ];
}

/**
 * The audit log (issue 42): who did what, and when, newest first: sign-ins (a failed one to an address
 * nobody has, by "Nobody signed in"), exports, deletions, status changes and the team's own changes,
 * each with the records it touched and a short fact. Filtered by administrator and action, paged as the
 * other admin tables, both kept in the URL; "Export CSV" downloads every entry the filters match. Entries
 * cannot be changed here or anywhere. It needs a QueryClientProvider above it (the admin shell's).
 */
export function AuditLog() {
  return (
    <ToastProvider>
      <AuditLogView />
    </ToastProvider>
  );
}

function AuditLogView() {
  const queryClient = useQueryClient();
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = readAuditListState(searchParams);
  const list = useQuery({
    queryKey: auditListKey(state),
    queryFn: () => fetchAuditPage(state),
    placeholderData: keepPreviousData,
  });
  useAnsweredPage(list.isPlaceholderData ? undefined : list.data?.page, state.page, updateSearchParams);
  const members = useQuery(membersQuery);
  const exportCsv = useListExport({
    exportCsv: () => teamApi.exportAudit(auditFiltersOf(state)),
    kind: 'audit',
    log: 'Error exporting the audit log:',
  });

  useEffect(() => {
    if (list.isError) console.error('Error fetching the audit log:', list.error);
  }, [list.isError, list.error]);

  const rows = list.data?.items ?? [];
  const filtered = isFiltered(state);

  return (
    <ViewStack>
      {/* Not a landmark of its own: the table's region already carries this name. */}
      <Card as="section" aria-busy={list.isFetching || undefined}>
        <BlockHeader>
          <BlockHeading>Entries</BlockHeading>
          <ExportButton
            exporting={exportCsv.isPending}
            // The export is an entry of its own: the list reloads to show it.
            onExport={() =>
              exportCsv.mutate(undefined, {
                onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.audit }),
              })
            }
          />
        </BlockHeader>
        <Toolbar>
          <FilterSlot $width="14rem">
            <Select
              label="Administrator"
              options={administratorOptions(members.data, state.actorId)}
              fullWidth
              value={state.actorId === null ? '' : String(state.actorId)}
              onChange={(event) => updateSearchParams({ actorId: event.target.value })}
            />
          </FilterSlot>
          <FilterSlot $width="19rem">
            <Select
              label="Action"
              options={actionOptions}
              fullWidth
              value={state.action ?? ''}
              onChange={(event) => updateSearchParams({ action: event.target.value })}
            />
          </FilterSlot>
        </Toolbar>
        {list.isError && !list.data ? (
          <LoadFailure title="Audit log not loaded" retrying={list.isFetching} onRetry={() => void list.refetch()}>
            {failureMessage(list.error)}
          </LoadFailure>
        ) : (
          <>
            <DataTable
              caption="Audit log"
              hideCaption
              columns={auditColumns}
              rows={rows}
              getRowId={(event) => event.id}
              loading={list.isPending}
              loadingLabel="Loading the audit log"
              emptyText={filtered ? 'No entries match these filters.' : 'No entries yet.'}
            />
            {list.data && (
              <Pagination
                label="Audit log"
                noun={{ one: 'entry', other: 'entries' }}
                page={state.page}
                shown={rows.length}
                total={list.data?.total ?? null}
                totalCapped={list.data?.totalCapped}
                onPageChange={(page) => updateSearchParams({ page })}
              />
            )}
          </>
        )}
      </Card>
    </ViewStack>
  );
}
