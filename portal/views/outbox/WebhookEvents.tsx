import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';

import { api } from '@/api';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { useToast } from '@/components/Toast';
import { type WebhookEvent, webhookEventTypes, webhookStateLabels, webhookStates } from '@shared/contract';
import { failureMessage, useFailureReport, useQueryFailureReport } from '../common/failures';
import { BlockHeader, BlockHeading, Toolbar, ViewStack } from '../common/layout';
import { FilterSelect } from '../common/ListFilterFields';
import { Pagination } from '../common/Pagination';
import { useAnsweredPage } from '../common/useAnsweredPage';
import { useListSearchParams } from '../common/useListSearchParams';
import { eventCellId, webhookColumns } from './webhookColumns';
import { fetchWebhookPage, readWebhookListState, webhookKeys, webhookListKey } from './webhookQueries';
import { canRetryEvent } from './webhookRows';

const stateFilterOptions = [
  { value: '', label: 'All states' },
  ...webhookStates.map((state) => ({ value: state, label: webhookStateLabels[state] })),
];
const typeFilterOptions = [
  { value: '', label: 'All events' },
  ...webhookEventTypes.map((type) => ({ value: type, label: type })),
];

const Code = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  max-width: 48rem;
  overflow-wrap: anywhere;
`;

/**
 * The webhook events (issue 43): what the server told `WEBHOOK_URL` about, newest first, each with its
 * state, tries, the receiver's last answer and when it was delivered or is tried next, filtered by state
 * and type and paged as the other admin tables; a failed event can be put back in the queue. Without a
 * `WEBHOOK_URL` a notice says how to turn them on. Filters and page live in the URL. It needs a
 * QueryClientProvider and a ToastProvider above it (the outbox's).
 */
export function WebhookEvents() {
  const idPrefix = useId();
  const [searchParams, updateSearchParams] = useListSearchParams();
  const state = readWebhookListState(searchParams);

  const status = useQuery({ queryKey: webhookKeys.status, queryFn: () => api.webhooks.status() });
  const list = useQuery({
    queryKey: webhookListKey(state),
    queryFn: () => fetchWebhookPage(state),
    placeholderData: keepPreviousData,
  });
  useAnsweredPage(list.isPlaceholderData ? undefined : list.data?.page, state.page, updateSearchParams);
  useQueryFailureReport(list, {
    log: 'Error fetching the webhook events:',
    id: 'webhook-list',
    title: 'Webhook events not loaded',
    message: 'The webhook events could not be loaded. Please try again in a moment.',
  });

  const queryClient = useQueryClient();
  const toast = useToast();
  const report = useFailureReport();
  const retry = useMutation({
    mutationFn: (event: WebhookEvent) => api.webhooks.retry(event.id),
    onSuccess: (_answer, event) =>
      toast.show({ tone: 'success', title: 'Queued again', message: `${event.type} will be sent again shortly.` }),
    // A refusal says why in the server's words: most often another administrator retried it first.
    onError: (error) =>
      report({
        log: 'Error retrying webhook event:',
        error,
        id: 'webhook-retry',
        title: 'Not retried',
        message: failureMessage(error),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });

  const configured = status.data?.configured;
  const rows = list.data?.items ?? [];
  const filtered = [
    state.type && `of type ${state.type}`,
    state.state && `in the state “${webhookStateLabels[state.state]}”`,
  ].filter(Boolean);
  const emptyText =
    list.isError && !list.data
      ? 'Webhook events could not be loaded'
      : filtered.length > 0
        ? `No events ${filtered.join(' ')}`
        : configured === false
          ? 'No webhook events: none is recorded while WEBHOOK_URL is not set'
          : 'No webhook events yet';

  return (
    <ViewStack>
      {configured === false && (
        <Alert tone="info" title="Webhooks are off">
          Set <Code>WEBHOOK_URL</Code> and <Code>WEBHOOK_SECRET</Code> to send each sign-up, message and invite to
          another system (a CRM, Zapier), signed. Events are recorded from then on.
        </Alert>
      )}
      <Card as="section" aria-busy={list.isFetching || undefined}>
        <BlockHeader>
          <BlockHeading>Webhook events</BlockHeading>
        </BlockHeader>
        {configured && status.data && (
          <Intro>
            Events go to <strong>{status.data.host}</strong>, signed (Standard Webhooks). A failed try is repeated for
            about a day before the event is marked failed; delivered events are kept for 30 days.
          </Intro>
        )}
        <Toolbar>
          <FilterSelect
            label="Filter by state"
            options={stateFilterOptions}
            value={state.state}
            onChange={(value) => updateSearchParams({ state: value })}
          />
          <FilterSelect
            label="Filter by event"
            options={typeFilterOptions}
            value={state.type}
            onChange={(value) => updateSearchParams({ type: value })}
          />
        </Toolbar>
        <DataTable
          caption="Webhook events"
          hideCaption
          columns={webhookColumns(idPrefix)}
          rows={rows}
          getRowId={(event) => event.id}
          loading={list.isPending}
          loadingLabel="Loading webhook events"
          emptyText={emptyText}
          actionsWidth="5.75rem"
          rowActions={(event) =>
            canRetryEvent(event) && (
              <Button
                size="sm"
                variant="secondary"
                startIcon={<RotateCcw size={16} aria-hidden="true" />}
                aria-describedby={eventCellId(idPrefix, event)}
                loading={retry.isPending && retry.variables?.id === event.id}
                loadingLabel="Retrying..."
                onClick={() => retry.mutate(event)}
              >
                Retry
              </Button>
            )
          }
        />
        <Pagination
          label="Webhook events"
          noun={{ one: 'event', other: 'events' }}
          page={state.page}
          shown={rows.length}
          total={list.data?.total ?? null}
          onPageChange={(page) => updateSearchParams({ page })}
        />
      </Card>
    </ViewStack>
  );
}
