import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Inbox, Mail } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';

import { api } from '../../../../api';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { Select } from '../../../../components/Select';
import { ToastProvider } from '../../../../components/Toast';
import type { ContactMessage, ContactStatus } from '../../../../contract';
import { visuallyHidden } from '../../../../theme';
import { BreakableEmail, NoWrap } from '../common/BreakableText';
import { BreakdownCard } from '../common/BreakdownCard';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { downloadBlob, exportFileName } from '../common/downloadBlob';
import { ExportButton } from '../common/ExportButton';
import { useFailureReport, useQueryFailureReport } from '../common/failures';
import { formatDate, machineDate } from '../common/format';
import { BlockHeader, BlockHeading, FilterSlot, Toolbar, ViewStack } from '../common/layout';
import { isFirstPageOfEverything, sortOptions } from '../common/listState';
import { MailHealthLine } from '../common/MailHealthLine';
import { Pagination } from '../common/Pagination';
import { SearchForm } from '../common/SearchForm';
import { StatsPanel } from '../common/StatsPanel';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useListSearchParams } from '../common/useListSearchParams';
import {
  contactFilters,
  contactKeys,
  fetchContactPage,
  hasMessageFilters,
  readContactListState,
} from './contactQueries';
import { MessageDetailsDialog } from './MessageDetailsDialog';
import {
  canMarkRead,
  canMarkReplied,
  contactStatuses,
  contactStatusLabels,
  hasChanges,
  type MessageChanges,
  senderName,
} from './messageRules';
import { StatusChip } from './StatusChip';
import { useMessageActions } from './useMessageActions';
import { useOpenedMessage } from './useOpenedMessage';

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

const statusFilterOptions = [
  { value: '', label: 'All statuses' },
  ...contactStatuses.map((status) => ({ value: status, label: contactStatusLabels[status] })),
];

const readFilterOptions = [
  { value: '', label: 'All messages' },
  { value: 'unread', label: 'Unread only' },
  { value: 'read', label: 'Read only' },
];

/** The id of a row's name cell, which describes the row's action buttons ("Mark as Read" — whose?). */
const nameCellId = (prefix: string, message: ContactMessage) => `${prefix}-message-${message.id}`;

/**
 * Contact Messages (SPEC §2): message totals, the status breakdown and the recent messages, which the
 * administrator can search, filter, sort, page through, export, mark read or replied, delete (after
 * confirming), and open in a details dialog to change status and notes. Table state lives in the URL. It needs a
 * QueryClientProvider above it (the admin shell's).
 */
export function ContactMessages() {
  return (
    <ToastProvider>
      <ContactMessagesView />
    </ToastProvider>
  );
}

function ContactMessagesView() {
  const idPrefix = useId();
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = readContactListState(searchParams);
  const filtered = !isFirstPageOfEverything({ ...state, page: 1 }, hasMessageFilters(state));

  const stats = useQuery({ queryKey: contactKeys.stats, queryFn: () => api.contact.stats() });
  const list = useQuery({
    queryKey: contactKeys.list(state),
    queryFn: () => fetchContactPage(state),
    placeholderData: keepPreviousData,
  });
  useQueryFailureReport(list, {
    log: 'Error fetching messages:',
    id: 'contact-list',
    title: 'Messages not loaded',
    message: 'The messages could not be loaded. Please try again in a moment.',
  });

  const actions = useMessageActions();
  const report = useFailureReport();
  const exportCsv = useMutation({
    mutationFn: () => api.contact.exportCsv(contactFilters(state)),
    onSuccess: (file) => downloadBlob(file, exportFileName('contact-messages')),
    onError: (error) =>
      report({
        log: 'Error exporting messages:',
        error,
        id: 'contact-export',
        title: 'Export failed',
        message: 'The CSV file could not be created. Please try again.',
      }),
  });

  const rows = list.data?.items ?? [];

  // The message open in the details dialog, named in the URL (`?message=<id>`) so it opens again
  // after a reload or signing in again; the reloaded row replaces it while the list still shows it.
  const details = useOpenedMessage(rows);
  const shown = details.shown;
  const patchOpened = details.patch;

  const markRead = (message: ContactMessage) =>
    actions.markRead.mutate(message.id, { onSuccess: () => patchOpened(message.id, { isRead: true }) });
  const markReplied = (message: ContactMessage) =>
    actions.markReplied.mutate(message.id, { onSuccess: () => patchOpened(message.id, { isReplied: true }) });

  /** SPEC §4: opening an unread message marks it read. */
  const openDetails = (message: ContactMessage) => {
    details.open(message);
    if (canMarkRead(message)) markRead(message);
  };
  const closeDetails = details.close;

  const deletion = useConfirmedDelete<ContactMessage>({
    remove: (id) => api.contact.remove(id),
    reload: contactKeys.all,
    log: 'Error deleting message:',
    deletedMessage: (message) => `The message from ${message.email} was deleted.`,
    // The details of a message that is gone have nothing left to show.
    onDeleted: (message) => details.closeIfShowing(message.id),
  });

  const setStatus = async (message: ContactMessage, status: ContactStatus) => {
    await actions.setStatus.mutateAsync({ id: message.id, status });
    patchOpened(message.id, { status });
  };

  const save = (message: ContactMessage, changes: MessageChanges) => {
    if (!hasChanges(changes)) {
      closeDetails();
      return;
    }
    actions.save.mutate(
      { id: message.id, changes },
      {
        onSuccess: () => {
          patchOpened(message.id, {
            ...(changes.notes !== undefined && { adminNotes: changes.notes.trim() ? changes.notes : null }),
            ...(changes.status !== undefined && { status: changes.status }),
          });
          closeDetails();
        },
      },
    );
  };

  const rowBusy = (mutation: { isPending: boolean; variables?: number }, message: ContactMessage) =>
    mutation.isPending && mutation.variables === message.id;

  const columns: DataTableColumn<ContactMessage>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (message) => (
        <>
          {!message.isRead && <VisuallyHidden>Unread: </VisuallyHidden>}
          <span id={nameCellId(idPrefix, message)}>{senderName(message)}</span>
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (message) => <BreakableEmail email={message.email} /> },
    { key: 'subject', header: 'Subject' },
    { key: 'status', header: 'Status', render: (message) => <StatusChip status={message.status} /> },
    {
      key: 'createdAt',
      header: 'Date',
      render: (message) => (
        <NoWrap as="time" dateTime={machineDate(message.createdAt)}>
          {formatDate(message.createdAt)}
        </NoWrap>
      ),
    },
  ];

  const statusBreakdown = stats.data
    ? [
        ...contactStatuses.map((status) => ({
          key: status,
          label: <StatusChip status={status} />,
          count: stats.data.statusBreakdown[status] ?? 0,
        })),
        // A status this build does not know yet still counts.
        ...Object.entries(stats.data.statusBreakdown)
          .filter(([key]) => !(contactStatuses as readonly string[]).includes(key))
          .map(([key, count]) => ({ key, label: <StatusChip status={key} />, count })),
      ]
    : [];

  const emptyText =
    list.isError && !list.data
      ? 'Messages could not be loaded'
      : filtered
        ? 'No messages match these filters'
        : 'No messages yet';

  return (
    <ViewStack>
      <MailHealthLine />
      <StatsPanel
        query={stats}
        cards={[
          { label: 'Total Messages', value: stats.data?.totalMessages, icon: <Inbox size={20} /> },
          { label: 'New Messages', value: stats.data?.newMessages, icon: <Mail size={20} /> },
          { label: 'Today', value: stats.data?.todayMessages, icon: <Clock size={20} /> },
          { label: 'This Week', value: stats.data?.weekMessages, icon: <CalendarDays size={20} /> },
        ]}
      />

      <BreakdownCard title="Status Breakdown" items={statusBreakdown} />

      {/* Not a landmark of its own: the table's region already carries this name. */}
      <Card as="section" aria-busy={list.isFetching || undefined}>
        <BlockHeader>
          <BlockHeading>Recent Messages</BlockHeading>
          <ExportButton onExport={() => exportCsv.mutate()} exporting={exportCsv.isPending} />
        </BlockHeader>
        <Toolbar>
          <SearchForm
            key={state.q}
            value={state.q}
            label="Search by email or name"
            placeholder="e.g. grace@example.com"
            onSearch={(q) => updateSearchParams({ q })}
          />
          <FilterSlot>
            <Select
              label="Filter by status"
              options={statusFilterOptions}
              fullWidth
              value={state.status ?? ''}
              onChange={(event) => updateSearchParams({ status: event.target.value })}
            />
          </FilterSlot>
          <FilterSlot>
            <Select
              label="Read state"
              options={readFilterOptions}
              fullWidth
              value={state.read ?? ''}
              onChange={(event) => updateSearchParams({ read: event.target.value })}
            />
          </FilterSlot>
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
              onClick={() => updateSearchParams({ q: null, status: null, read: null, sort: null })}
            >
              Clear filters
            </Button>
          )}
        </Toolbar>
        <DataTable
          caption="Recent Messages"
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(message) => message.id}
          loading={list.isPending}
          loadingLabel="Loading messages"
          emptyText={emptyText}
          rowEmphasis={(message) => !message.isRead}
          rowActions={(message) => (
            <>
              {canMarkRead(message) && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={nameCellId(idPrefix, message)}
                  loading={rowBusy(actions.markRead, message)}
                  onClick={() => markRead(message)}
                >
                  Mark as Read
                </Button>
              )}
              {canMarkReplied(message) && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={nameCellId(idPrefix, message)}
                  loading={rowBusy(actions.markReplied, message)}
                  onClick={() => markReplied(message)}
                >
                  Mark as Replied
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-describedby={nameCellId(idPrefix, message)}
                onClick={() => openDetails(message)}
              >
                View Details
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-describedby={nameCellId(idPrefix, message)}
                onClick={() => deletion.ask(message)}
              >
                Delete
              </Button>
            </>
          )}
        />
        <Pagination
          label="Messages"
          page={state.page}
          shown={rows.length}
          total={list.data?.total ?? null}
          onPageChange={(page) => updateSearchParams({ page })}
        />
      </Card>

      {shown && (
        <MessageDetailsDialog
          key={shown.id}
          message={shown}
          open
          onClose={closeDetails}
          onMarkReplied={() => markReplied(shown)}
          onReplied={() => patchOpened(shown.id, { isReplied: true })}
          onSetStatus={(status) => setStatus(shown, status)}
          onSave={(changes) => save(shown, changes)}
          onDelete={() => deletion.ask(shown)}
          busy={actions.busy}
          saving={actions.save.isPending}
        />
      )}

      <ConfirmDeleteDialog
        deletion={deletion}
        title="Delete message"
        question={(message) => `Delete the message from ${senderName(message)} (${message.email})?`}
      />
    </ViewStack>
  );
}
