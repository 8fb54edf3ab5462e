import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';

import { api } from '@/api';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { Tabs } from '@/components/Tabs';
import { ToastProvider, useToast } from '@/components/Toast';
import { mailStateLabels, mailStates, type OutboxMail } from '@shared/contract';
import { OUTBOX_SEARCH_ANYWHERE_FROM } from '@shared/contract/constants';
import { failureMessage, useFailureReport, useQueryFailureReport } from '../common/failures';
import { BlockHeader, BlockHeading, Toolbar, ViewStack } from '../common/layout';
import { FilterSelect } from '../common/ListFilterFields';
import { readPage } from '../common/listState';
import { mailKeys } from '../common/mailKeys';
import { Pagination } from '../common/Pagination';
import { SearchForm } from '../common/SearchForm';
import { useAnsweredPage } from '../common/useAnsweredPage';
import { useListSearchParams } from '../common/useListSearchParams';
import { outboxColumns, subjectCellId } from './outboxColumns';
import { fetchOutboxPage, outboxListKey, readOutboxListState } from './outboxQueries';
import { canRetry } from './outboxRows';
import { SuppressedAddresses } from './SuppressedAddresses';
import { WebhookEvents } from './WebhookEvents';

/**
 * The outbox's tabs besides the mails, named in the URL (`?tab=suppressed`, `?tab=webhooks`), so they
 * can be linked to.
 */
const SUPPRESSED_TAB = 'suppressed';
const WEBHOOKS_TAB = 'webhooks';
const otherTabs: readonly string[] = [SUPPRESSED_TAB, WEBHOOKS_TAB];

const stateFilterOptions = [
  { value: '', label: 'All states' },
  ...mailStates.map((state) => ({ value: state, label: mailStateLabels[state] })),
];

const Code = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
`;

/**
 * The Mail Outbox (issue 14): every mail the product sends, newest first, with its recipients, kind,
 * state, tries and last error, searched by recipient (as the administrator types: any part of the
 * address, in any case), filtered by state and paged as the other admin tables; a failed or suppressed
 * mail can be put back in the queue. Its second tab is the suppression list (issue 41,
 * `SuppressedAddresses`), its third the events sent to `WEBHOOK_URL` (issue 43, `WebhookEvents`). When no
 * SMTP server is configured a notice says the mails are kept. The tab, search, filters and page live in
 * the URL. It needs a QueryClientProvider above it (the admin shell's).
 */
export function MailOutbox() {
  return (
    <ToastProvider>
      <MailOutboxView />
    </ToastProvider>
  );
}

function MailOutboxView() {
  const [searchParams, updateSearchParams] = useListSearchParams();
  const tab = otherTabs.find((other) => other === searchParams.get('tab')) ?? 'mails';
  const health = useQuery({ queryKey: mailKeys.health, queryFn: () => api.mail.health() });

  return (
    <ViewStack>
      {health.data?.smtpConfigured === false && (
        <Alert tone="warning" title="No SMTP server configured">
          Mails are kept here and will be sent once an SMTP server is configured (<Code>SMTP_URL</Code>).
        </Alert>
      )}
      <Tabs
        label="Outbox"
        value={tab}
        // Each tab starts on its first page, unfiltered: the others' search and filters mean nothing to it.
        onChange={(id) =>
          updateSearchParams({ tab: otherTabs.includes(id) ? id : null, q: null, state: null, type: null })
        }
        items={[
          { id: 'mails', label: 'Mails', content: <OutboxMails /> },
          {
            id: SUPPRESSED_TAB,
            label: 'Suppressed addresses',
            content: (
              <SuppressedAddresses
                page={readPage(searchParams)}
                onPageChange={(page) => updateSearchParams({ page })}
              />
            ),
          },
          { id: WEBHOOKS_TAB, label: 'Webhooks', content: <WebhookEvents /> },
        ]}
      />
    </ViewStack>
  );
}

/** The mails, newest first, searched, filtered and paged as the URL says, with Retry. */
function OutboxMails() {
  const idPrefix = useId();
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = readOutboxListState(searchParams);

  const list = useQuery({
    queryKey: outboxListKey(state),
    queryFn: () => fetchOutboxPage(state),
    placeholderData: keepPreviousData,
  });
  useAnsweredPage(list.isPlaceholderData ? undefined : list.data?.page, state.page, updateSearchParams);
  useQueryFailureReport(list, {
    log: 'Error fetching the outbox:',
    id: 'outbox-list',
    title: 'Outbox not loaded',
    message: 'The mails could not be loaded. Please try again in a moment.',
  });

  const queryClient = useQueryClient();
  const toast = useToast();
  const report = useFailureReport();
  const retry = useMutation({
    mutationFn: (mail: OutboxMail) => api.mail.retry(mail.id),
    onSuccess: (_answer, mail) =>
      toast.show({
        tone: 'success',
        title: 'Queued again',
        message:
          mail.state === 'suppressed'
            ? `“${mail.subject}” is queued again: it is sent if its address is no longer suppressed, else held back again.`
            : `“${mail.subject}” will be sent again shortly.`,
      }),
    // A refusal says why in the server's words: most often another administrator retried it first.
    onError: (error) =>
      report({
        log: 'Error retrying mail:',
        error,
        id: 'outbox-retry',
        title: 'Not retried',
        message: failureMessage(error),
      }),
    // Either way the row's state may have changed; the mutation stays pending until the reload is in.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });

  const rows = list.data?.items ?? [];
  const inState = state.state ? ` in the state “${mailStateLabels[state.state]}”` : '';
  const emptyText =
    list.isError && !list.data
      ? 'Mails could not be loaded'
      : state.q
        ? `No mails to an address ${state.q.length < OUTBOX_SEARCH_ANYWHERE_FROM ? 'starting with' : 'containing'} “${state.q}”${inState}`
        : state.state
          ? `No mails${inState}`
          : 'No mails yet';

  return (
    // Not a landmark of its own: the table's region already carries this name.
    <Card as="section" aria-busy={list.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading>Mails</BlockHeading>
      </BlockHeader>
      <Toolbar>
        <SearchForm
          value={state.q}
          label="Search by recipient"
          placeholder="e.g. example.com"
          // A search refined as the administrator types replaces its history entry (as the other lists).
          onSearch={(q, { typing }) => updateSearchParams({ q }, { replace: typing && state.q !== '' })}
        />
        <FilterSelect
          label="Filter by state"
          options={stateFilterOptions}
          value={state.state}
          onChange={(value) => updateSearchParams({ state: value })}
        />
      </Toolbar>
      <DataTable
        caption="Mails"
        hideCaption
        columns={outboxColumns(idPrefix)}
        rows={rows}
        getRowId={(mail) => mail.id}
        loading={list.isPending}
        loadingLabel="Loading mails"
        emptyText={emptyText}
        actionsWidth="5.75rem"
        rowActions={(mail) =>
          canRetry(mail) && (
            <Button
              size="sm"
              variant="secondary"
              startIcon={<RotateCcw size={16} aria-hidden="true" />}
              aria-describedby={subjectCellId(idPrefix, mail)}
              loading={retry.isPending && retry.variables?.id === mail.id}
              loadingLabel="Retrying..."
              onClick={() => retry.mutate(mail)}
            >
              Retry
            </Button>
          )
        }
      />
      <Pagination
        label="Mails"
        noun={{ one: 'mail', other: 'mails' }}
        page={state.page}
        shown={rows.length}
        total={list.data?.total ?? null}
        totalCapped={list.data?.totalCapped}
        onPageChange={(page) => updateSearchParams({ page })}
      />
    </Card>
  );
}
