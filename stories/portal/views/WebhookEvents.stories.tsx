import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MailOutbox } from '@portal/views/outbox';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { everyStateWebhookEvents, manyWebhookEvents, refusedError } from '@testing/mocks/webhookFixtures';
import { webhookFailures } from '@testing/mocks/webhookHandlers';
import { silenceConsoleError } from '@testing/stories/console';
import { pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Webhook events' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
const rowOf = (canvas: Canvas, text: string | RegExp) =>
  within(table(canvas)).getByText(text).closest('tr') as HTMLElement;
/** The state chip's text: the first line of the row's State cell (the tries are under it). */
const stateOf = (row: HTMLElement) =>
  within(row).getAllByRole('cell')[1]!.firstElementChild?.firstElementChild?.textContent;

/** The stream of the fixtures: a message, a sign-up and an invite, each delivered at once. */
const healthy = createAdminMock();
/** One event in each state: two queued (a first try, a retry after a refusal), sending, delivered, failed. */
const everyState = createAdminMock({ webhookEvents: everyStateWebhookEvents });
const retryMock = createAdminMock({ webhookEvents: everyStateWebhookEvents });
const filterMock = createAdminMock({ webhookEvents: everyStateWebhookEvents });
const many = createAdminMock({ webhookEvents: manyWebhookEvents });
const empty = createAdminMock({ webhookEvents: [] });
const notConfigured = createAdminMock({ webhookEvents: [], webhooksConfigured: false });

const webhooksTab = '/admin/outbox?tab=webhooks';

const meta = {
  title: 'Features/Admin/Views/WebhookEvents',
  component: MailOutbox,
  decorators: [withQueryClient],
  parameters: { route: webhooksTab, msw: { handlers: everyState.handlers } },
  beforeEach: () => {
    for (const mock of [healthy, everyState, retryMock, filterMock, many, empty, notConfigured]) mock.reset();
  },
} satisfies Meta<typeof MailOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event that failed every try: the member who left, whose receiver never answered. */
const failedRow = (canvas: Canvas) => rowOf(canvas, 'waitlist.left');

/**
 * Every state at once, newest first: each event's type, who it is about and its webhook-id, its chip and
 * tries, what the receiver said last, and when it was delivered or is tried next. Only the failed one
 * offers Retry; the line above says where events go.
 */
export const EveryState: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(5));
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'State', 'Last answer', 'Created and delivered', 'Actions']);
    await expect(bodyRows(canvas).map(stateOf)).toEqual(['Queued', 'Queued', 'Sending', 'Delivered', 'Failed']);
    const retried = rowOf(canvas, 'contact.received');
    await expect(within(retried).getByText(refusedError)).toBeVisible();
    await expect(within(retried).getByText('3 tries')).toBeVisible();
    await expect(within(retried).getByText(/^Next try/)).toBeVisible();
    await expect(within(retried).getByText('grace@example.com')).toBeVisible();
    await expect(within(rowOf(canvas, 'waitlist.joined')).getByText('Accepted (204)')).toBeVisible();
    await expect(within(rowOf(canvas, 'waitlist.joined')).getAllByRole('cell')[3]).toHaveTextContent(/Delivered/);
    await expect(within(failedRow(canvas)).getByText('no answer within 10 s')).toBeVisible();
    await expect(within(failedRow(canvas)).getByText('8 tries')).toBeVisible();
    await expect(within(table(canvas)).getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    await expect(within(failedRow(canvas)).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByText(/Events go to/)).toHaveTextContent(
      'Events go to hooks.zapier.com, signed (Standard Webhooks).',
    );
    await expect(everyState.requests('GET', '/api/webhooks').map((request) => request.query.toString())).toEqual([
      'page=1&pageSize=50',
    ]);
    // The mails' tab is not mounted: its list is not asked for.
    await expect(everyState.requests('GET', '/api/mail/outbox')).toEqual([]);
  },
};

/** A healthy stream: everything delivered on its first try, no Retry anywhere. */
export const Delivered: Story = {
  parameters: { msw: { handlers: healthy.handlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(bodyRows(canvas).map(stateOf)).toEqual(['Delivered', 'Delivered', 'Delivered']);
    await expect(within(table(canvas)).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect(canvas.getByText('3 events')).toBeVisible();
  },
};

/** Retry on the failed event puts it back in the queue: the row reloads as Queued and a notice confirms. */
export const RetryFailedEvent: Story = {
  parameters: { msw: { handlers: retryMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(5));
    await userEvent.click(within(failedRow(canvas)).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stateOf(failedRow(canvas))).toBe('Queued'));
    await expect(within(failedRow(canvas)).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect(retryMock.requests('POST').map((request) => request.path)).toEqual(['/api/webhooks/1/retry']);
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(notifications).getByText('waitlist.left will be sent again shortly.')).toBeVisible(),
    );
  },
};

/** Someone else retried it first: the server refuses (409) and the notice says so in its words. */
export const RetryRefused: Story = {
  parameters: { msw: { handlers: [...webhookFailures.webhookRetryConflict, ...everyState.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(5));
    await userEvent.click(within(failedRow(canvas)).getByRole('button', { name: 'Retry' }));
    const notice = await pageOf(canvasElement).findByRole('alert');
    await expect(notice).toHaveTextContent('Not retried');
    await expect(notice).toHaveTextContent('Only a failed webhook event can be retried');
    await expect(console.error).toHaveBeenCalledWith('Error retrying webhook event:', expect.any(Error));
  },
};

/** The filters ask the server for one state and one type, and keep them in the URL. */
export const Filtered: Story = {
  parameters: { msw: { handlers: filterMock.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(5));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by state' }), 'queued');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(locationOf(canvas)).toBe('/admin/outbox?tab=webhooks&state=queued');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by event' }), 'contact.received');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(filterMock.requests('GET', '/api/webhooks').at(-1)?.query.toString()).toBe(
      'state=queued&type=contact.received&page=1&pageSize=50',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by event' }), 'launch.invited');
    await expect(await canvas.findByText('No events of type launch.invited in the state “Queued”')).toBeVisible();
  },
};

/** The tab is reached from the mails and kept in the URL; going back to the mails drops it and its filters. */
export const FromTheMails: Story = {
  parameters: { route: '/admin/outbox?state=failed' },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Mails' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Webhooks' }));
    await expect(await canvas.findByRole('table', { name: 'Webhook events' })).toBeVisible();
    await expect(locationOf(canvas)).toBe(webhooksTab);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by event' }), 'waitlist.left');
    await userEvent.click(canvas.getByRole('tab', { name: 'Mails' }));
    await expect(await canvas.findByRole('table', { name: 'Mails' })).toBeVisible();
    await expect(locationOf(canvas)).toBe('/admin/outbox');
  },
};

/** No WEBHOOK_URL: a notice says how to turn webhooks on, and the table that nothing is recorded meanwhile. */
export const NotConfigured: Story = {
  parameters: { msw: { handlers: notConfigured.handlers } },
  play: async ({ canvas }) => {
    const notice = (await canvas.findByText('Webhooks are off')).closest('[role="status"]') as HTMLElement;
    await expect(notice).toHaveTextContent(
      'Set WEBHOOK_URL and WEBHOOK_SECRET to send each sign-up, message and invite to another system (a CRM, Zapier), signed. Events are recorded from then on.',
    );
    await expect(
      await canvas.findByText('No webhook events: none is recorded while WEBHOOK_URL is not set'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Events go to/)).not.toBeInTheDocument();
  },
};

/** Configured, and nothing has happened yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webhook events yet')).toBeVisible();
    await expect(canvas.getByText(/Events go to/)).toBeVisible();
  },
};

/** Waiting for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...webhookFailures.webhooksSlow, ...everyState.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading webhook events' })).toBeVisible();
  },
};

/** The list fails: logged, a notice in the corner, and the table says the events did not load. */
export const ListError: Story = {
  parameters: { msw: { handlers: [...webhookFailures.webhooksError, ...everyState.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Webhook events not loaded');
    await expect(canvas.getByText('Webhook events could not be loaded')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith('Error fetching the webhook events:', expect.any(Error));
  },
};

/** More than a page: the newest 50 of 60 and a way to page on, the page kept in the URL. */
export const Paging: Story = {
  parameters: { msw: { handlers: many.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText(/Showing 51–60 of 60/)).toBeVisible();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(10));
    await expect(many.requests('GET', '/api/webhooks').at(-1)?.query.toString()).toBe('page=2&pageSize=50');
    await expect(locationOf(canvas)).toBe('/admin/outbox?tab=webhooks&page=2');
  },
};

/** On a phone the events are cards, the filters fit, and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Webhook events' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(5));
    await expect(canvas.getByRole('combobox', { name: 'Filter by event' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
