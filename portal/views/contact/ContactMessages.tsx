import { CalendarDays, CheckCheck, Clock, Eye, Inbox, Mail, MailCheck, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';

import { api } from '@/api';
import { ActionMenu } from '@/components/ActionMenu';
import { Button } from '@/components/Button';
import { ToastProvider } from '@/components/Toast';
import type { ContactBulkRequest, ContactMessage, ContactStatus } from '@shared/contract';
import { contactSorts } from '@shared/contract/constants';
import { AdminListView, BulkDeleteDialog } from '../common/AdminListView';
import { BreakdownCard } from '../common/BreakdownCard';
import { CollapsibleStats } from '../common/CollapsibleStats';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { FilterSelect, SourceFilter } from '../common/ListFilterFields';
import { BreakdownGrid, ViewStack } from '../common/layout';
import { sortOptionsOf } from '../common/listState';
import { MailHealthLine } from '../common/MailHealthLine';
import { formatCount } from '../common/resultCount';
import { sourcesByCount } from '../common/sources';
import { overviewStorageKey } from '../common/storedDisclosure';
import { useAdminList } from '../common/useAdminList';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { useBulkChange } from '../common/useListActions';
import { contactColumns } from './contactColumns';
import { contactKeys, contactList } from './contactQueries';
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

const messageNoun = { one: 'message', other: 'messages' };

const statusFilterOptions = [
  { value: '', label: 'All statuses' },
  ...contactStatuses.map((status) => ({ value: status, label: contactStatusLabels[status] })),
];

const readFilterOptions = [
  { value: '', label: 'All messages' },
  { value: 'unread', label: 'Unread only' },
  { value: 'read', label: 'Read only' },
];

const replyFilterOptions = [
  { value: '', label: 'Replied or not' },
  { value: 'awaiting', label: 'Awaiting reply' },
  { value: 'replied', label: 'Replied' },
];

const sortOptions = sortOptionsOf(contactSorts);

/** The order the date heading and "Sort by" share. */
const DATE_COLUMN = 'createdAt';

/**
 * Contact Messages (product.md §2): message totals on one line, opening to their cards and the status and
 * source breakdowns (a click on a row filters the list), and the recent messages, in view at once, which
 * the administrator can search as they type, filter (status; read, reply, source and dates behind
 * "Filters"), sort by any column or by the longest wait, page through, export, and open in a details
 * dialog (also by its link, `?message=<id>`, when it is on no page shown); one row at a time through its
 * action menu, or several through the selection (mark read, set a status, delete after one confirmation,
 * export). Table state lives in the URL. It needs a QueryClientProvider above it (the admin shell's).
 */
export function ContactMessages() {
  return (
    <ToastProvider>
      <ContactMessagesView />
    </ToastProvider>
  );
}

function ContactMessagesView() {
  const list = useAdminList(contactList, {
    noun: messageNoun,
    loadFailure: {
      log: 'Error fetching messages:',
      id: 'contact-list',
      title: 'Messages not loaded',
      message: 'The messages could not be loaded. Please try again in a moment.',
    },
    exportKind: 'contact-messages',
    exportLog: 'Error exporting messages:',
    bulkDeleteLog: 'Error deleting messages:',
  });
  const { state, updateSearchParams, stats, rows, selection } = list;

  const actions = useMessageActions();
  const bulkChange = useBulkChange({
    change: (request: ContactBulkRequest) => api.contact.bulk(request),
    reload: contactKeys.all,
    done: (request, affected) =>
      `${formatCount(affected, messageNoun)} ${
        request.action === 'status' && request.status
          ? `set to ${contactStatusLabels[request.status]}`
          : 'marked as read'
      }.`,
    log: 'Error changing messages:',
    failed: 'The selected messages could not be changed. Please try again.',
    onChanged: selection.clear,
  });
  const changeSelected = (change: Pick<ContactBulkRequest, 'action' | 'status'>) =>
    bulkChange.mutate({ ...change, ...list.target() });

  // The message open in the details dialog, named in the URL (`?message=<id>`) so it opens again
  // after a reload or signing in again; the reloaded row replaces it while the list still shows it. A
  // link to a message on no page shown asks for it once the list has answered.
  const details = useOpenedMessage(rows, { listAnswered: !list.page.isPending });
  const shown = details.shown;
  const patchOpened = details.patch;

  const markRead = (message: ContactMessage) =>
    actions.markRead.mutate(message.id, { onSuccess: () => patchOpened(message.id, { isRead: true }) });
  const markReplied = (message: ContactMessage) =>
    actions.markReplied.mutate(message.id, { onSuccess: () => patchOpened(message.id, { isReplied: true }) });

  const openDetails = details.open;
  const closeDetails = details.close;

  // product.md §4: opening an unread message marks it read. Marked from what the dialog shows, not from
  // the click, as the address alone opens it too (a reload, a link, signing in again after the session
  // expired). Once per opening: the row reads unread until the PATCH and the reload are done, and
  // StrictMode runs a new effect twice.
  const markShownRead = useEffectEvent(() => {
    if (shown && canMarkRead(shown)) markRead(shown);
  });
  const shownId = shown?.id ?? null;
  const markedOpening = useRef<number | null>(null);
  useEffect(() => {
    if (markedOpening.current === shownId) return;
    markedOpening.current = shownId;
    markShownRead();
  }, [shownId]);

  const deletion = useConfirmedDelete<ContactMessage>({
    remove: (message) => api.contact.remove(message.id),
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

  /** Stores a message's edits (nothing when none changed); what follows (closing, moving on) is the dialog's. */
  const save = async (message: ContactMessage, changes: MessageChanges) => {
    if (!hasChanges(changes)) return;
    await actions.save.mutateAsync({ id: message.id, changes });
    patchOpened(message.id, {
      ...(changes.notes !== undefined && { adminNotes: changes.notes.trim() ? changes.notes : null }),
      ...(changes.status !== undefined && { status: changes.status }),
    });
  };
  const { previous, next } = details.neighbours;

  const columns = contactColumns({ onOpen: openDetails });

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

  const rowActions = (message: ContactMessage) => (
    <ActionMenu
      label={`Actions for ${senderName(message)}`}
      items={[
        { label: 'View details', icon: <Eye size={16} />, onSelect: () => openDetails(message) },
        ...(canMarkRead(message)
          ? [{ label: 'Mark as read', icon: <MailCheck size={16} />, onSelect: () => markRead(message) }]
          : []),
        ...(canMarkReplied(message)
          ? [{ label: 'Mark as replied', icon: <CheckCheck size={16} />, onSelect: () => markReplied(message) }]
          : []),
        { label: 'Delete', icon: <Trash2 size={16} />, tone: 'danger', onSelect: () => deletion.ask(message) },
      ]}
    />
  );

  return (
    <ViewStack>
      <MailHealthLine />
      {/* Collapsed until the administrator opens it: the day's work, the list, comes first. */}
      <CollapsibleStats
        label="Stats and breakdowns"
        storageKey={overviewStorageKey('messages')}
        query={stats}
        cards={[
          { label: 'Total Messages', value: stats.data?.totalMessages, icon: <Inbox size={20} /> },
          { label: 'New Messages', value: stats.data?.newMessages, icon: <Mail size={20} /> },
          { label: 'Today', value: stats.data?.todayMessages, icon: <Clock size={20} /> },
          { label: 'This Week', value: stats.data?.weekMessages, icon: <CalendarDays size={20} /> },
        ]}
      >
        <BreakdownGrid>
          <BreakdownCard
            title="Status Breakdown"
            items={statusBreakdown}
            selectedKey={state.status}
            onSelect={(status) => updateSearchParams({ status })}
          />
          <BreakdownCard
            title="Source Breakdown"
            items={sourcesByCount(stats.data?.sourceBreakdown)}
            selectedKey={state.source}
            onSelect={(source) => updateSearchParams({ source })}
          />
        </BreakdownGrid>
      </CollapsibleStats>

      <AdminListView
        list={list}
        title="Recent Messages"
        pagesLabel="Messages"
        searchPlaceholder="e.g. grace@example.com"
        // The status is the work queue's filter (New); the others wait behind "Filters".
        filters={
          <FilterSelect
            label="Filter by status"
            options={statusFilterOptions}
            value={state.status}
            onChange={(value) => updateSearchParams({ status: value })}
          />
        }
        moreFilters={{
          active: [state.read, state.reply, state.source].filter((value) => value !== null).length,
          fields: (
            <>
              <FilterSelect
                label="Read state"
                options={readFilterOptions}
                value={state.read}
                onChange={(value) => updateSearchParams({ read: value })}
              />
              <FilterSelect
                label="Reply"
                options={replyFilterOptions}
                value={state.reply}
                onChange={(value) => updateSearchParams({ reply: value })}
              />
              <SourceFilter
                value={state.source}
                breakdown={stats.data?.sourceBreakdown}
                onChange={(source) => updateSearchParams({ source })}
              />
            </>
          ),
        }}
        sortOptions={sortOptions}
        dateColumn={DATE_COLUMN}
        bulkActions={
          <>
            <Button
              size="sm"
              variant="secondary"
              startIcon={<MailCheck size={16} aria-hidden="true" />}
              loading={bulkChange.isPending && bulkChange.variables?.action === 'read'}
              onClick={() => changeSelected({ action: 'read' })}
            >
              Mark as read
            </Button>
            <ActionMenu
              label="Set status"
              trigger="button"
              disabled={bulkChange.isPending}
              items={contactStatuses.map((status) => ({
                label: contactStatusLabels[status],
                onSelect: () => changeSelected({ action: 'status', status }),
              }))}
            />
          </>
        }
        emptyText={{
          failed: 'Messages could not be loaded',
          filtered: 'No messages match these filters',
          none: 'No messages yet',
        }}
        table={{
          columns,
          rowLabel: senderName,
          loadingLabel: 'Loading messages',
          rowEmphasis: (message) => !message.isRead,
          onRowClick: openDetails,
          rowActions,
        }}
      />

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
          onPrevious={previous ? () => openDetails(previous) : undefined}
          onNext={next ? () => openDetails(next) : undefined}
          busy={actions.busy}
          saving={actions.save.isPending}
        />
      )}

      <ConfirmDeleteDialog
        deletion={deletion}
        title="Delete message"
        question={(message) => `Delete the message from ${senderName(message)} (${message.email})?`}
      />
      <BulkDeleteDialog list={list} title="Delete messages" />
    </ViewStack>
  );
}
