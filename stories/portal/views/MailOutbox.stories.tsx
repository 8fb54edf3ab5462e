import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MailOutbox } from '@portal/views/outbox';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { everyStateOutbox, manyOutboxMails, notConfiguredOutbox } from '@testing/mocks/mailFixtures';
import { silenceConsoleError } from '@testing/stories/console';
import { pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Mails' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
const rowOf = (canvas: Canvas, text: string | RegExp) =>
  within(table(canvas)).getByText(text).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The state chip's text: the first line of the row's State cell (the tries are under it). */
const stateOf = (row: HTMLElement) =>
  within(row).getAllByRole('cell')[2]!.firstElementChild?.firstElementChild?.textContent;

/**
 * One mail in each state: two queued (a first try, a retry), sending, two sent, failed, one kept without
 * SMTP, and one held back because its address is suppressed.
 */
const everyState = createAdminMock({ outbox: everyStateOutbox });
const retryMock = createAdminMock({ outbox: everyStateOutbox });
const filterMock = createAdminMock({ outbox: everyStateOutbox });
const searchMock = createAdminMock({ outbox: everyStateOutbox });
const notConfigured = createAdminMock({ outbox: notConfiguredOutbox, smtpConfigured: false });
const many = createAdminMock({ outbox: manyOutboxMails });
const suppressedRetry = createAdminMock({ outbox: everyStateOutbox });
const empty = createAdminMock({ outbox: [] });

const meta = {
  title: 'Features/Admin/Views/MailOutbox',
  component: MailOutbox,
  decorators: [withQueryClient],
  parameters: { route: '/admin/outbox', msw: { handlers: everyState.handlers } },
  beforeEach: () => {
    for (const mock of [everyState, retryMock, filterMock, searchMock, notConfigured, many, empty, suppressedRetry]) {
      mock.reset();
    }
  },
} satisfies Meta<typeof MailOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The failed welcome to Lena (her address is refused), the row its error names. */
const failedRow = (canvas: Canvas) => rowOf(canvas, /Recipient address rejected/);
/** The launch news held back from Lena's address, which bounced. */
const suppressedRow = (canvas: Canvas) => rowOf(canvas, /the address is suppressed/);

/**
 * Every state at once, newest first: each with its chip, the kind in words, the tries, the SMTP
 * server's last error, and when a mail was sent or is tried next. Only the failed and the suppressed
 * mail offer Retry.
 */
export const EveryState: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/Recipient address rejected/);
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['To', 'Subject and kind', 'State', 'Last error', 'Created and sent', 'Actions']);
    await expect(bodyRows(canvas).map(stateOf)).toEqual([
      'Queued',
      'Sending',
      'Queued',
      'Sent',
      'Not sent: address suppressed',
      'Failed',
      'Not sent: no SMTP server configured',
      'Sent',
    ]);
    const failed = failedRow(canvas);
    await expect(within(failed).getByText(/Recipient address rejected/)).toBeVisible();
    await expect(within(failed).getByText('Waitlist welcome')).toBeVisible();
    await expect(within(failed).getByText('5 tries')).toBeVisible();
    await expect(within(failed).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(table(canvas)).getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    // The kinds of issue 41: the launch news and the reminder to confirm.
    await expect(within(suppressedRow(canvas)).getByText('Launch news')).toBeVisible();
    await expect(
      within(rowOf(canvas, /^Please confirm your address/)).getByText('Confirmation reminder'),
    ).toBeVisible();
    // A retry waiting in the queue says when its next try is due.
    await expect(within(rowOf(canvas, 'kwame@asante-consulting.com')).getByText(/^Next try/)).toBeVisible();
    // The administrators' mails are for them, whoever they are when the mail goes.
    await expect(cellsOf(rowOf(canvas, /^InvoiceFlow waitlist/))[0]).toBe('Administrators');
    await expect(within(rowOf(canvas, /^InvoiceFlow waitlist/)).getByText('Daily digest')).toBeVisible();
    await expect(canvas.queryByText('No SMTP server configured')).not.toBeInTheDocument();
    await expect(everyState.requests('GET', '/api/mail/outbox').map((request) => request.query.toString())).toEqual([
      'page=1&pageSize=50',
    ]);
  },
};

/** Retry on the failed mail puts it back in the queue: the row reloads as Queued and a notice confirms. */
export const RetryFailedMail: Story = {
  parameters: { msw: { handlers: retryMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/Recipient address rejected/);
    await userEvent.click(within(failedRow(canvas)).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stateOf(failedRow(canvas))).toBe('Queued'));
    await expect(within(failedRow(canvas)).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect(retryMock.requests('POST').map((request) => request.path)).toEqual(['/api/mail/outbox/12/retry']);
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    // A toast slides in from opacity 0: visible from its second frame on.
    await waitFor(() => expect(within(notifications).getByText(/will be sent again shortly/)).toBeVisible());
  },
};

/** Someone else retried it first: the server refuses (409) and the notice says so in its words. */
export const RetryRefused: Story = {
  parameters: { msw: { handlers: [...adminFailures.retryConflict, ...everyState.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/Recipient address rejected/);
    await userEvent.click(within(failedRow(canvas)).getByRole('button', { name: 'Retry' }));
    const notice = await pageOf(canvasElement).findByRole('alert');
    await expect(notice).toHaveTextContent('Not retried');
    await expect(notice).toHaveTextContent('Only a failed or suppressed mail can be retried');
    await expect(console.error).toHaveBeenCalledWith('Error retrying mail:', expect.any(Error));
  },
};

/** The state filter asks the server for one state and keeps it in the URL. */
export const FilterByState: Story = {
  parameters: { msw: { handlers: filterMock.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByText(/Recipient address rejected/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by state' }), 'queued');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(filterMock.requests('GET', '/api/mail/outbox').at(-1)?.query.toString()).toBe(
      'state=queued&page=1&pageSize=50',
    );
    await expect(locationOf(canvas)).toBe('/admin/outbox?state=queued');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by state' }), 'sent');
    // Two sent, as two were queued: wait for the sent ones, not the queued ones still shown meanwhile.
    await waitFor(() => expect(cellsOf(bodyRows(canvas)[0]!)[0]).toBe('katherine@example.com'));
    await expect(bodyRows(canvas).map(stateOf)).toEqual(['Sent', 'Sent']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by state' }), 'suppressed');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(stateOf(bodyRows(canvas)[0]!)).toBe('Not sent: address suppressed');
    await expect(locationOf(canvas)).toBe('/admin/outbox?state=suppressed');
  },
};

/**
 * A mail held back because its address is suppressed: the chip says so, the last error why, and Retry
 * puts it back in the queue (sent if the address was lifted meanwhile, else held back again), as the
 * notice says.
 */
export const RetrySuppressedMail: Story = {
  parameters: { msw: { handlers: suppressedRetry.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/the address is suppressed/);
    const suppressed = suppressedRow(canvas);
    await expect(
      within(suppressed).getByText('not sent: the address is suppressed (bounced: 550 at RCPT TO)'),
    ).toBeVisible();
    await userEvent.click(within(suppressed).getByRole('button', { name: 'Retry' }));
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(
        within(notifications).getByText(
          '“InvoiceFlow is live” is queued again: it is sent if its address is no longer suppressed, else held back again.',
        ),
      ).toBeVisible(),
    );
    await expect(suppressedRetry.requests('POST').map((request) => request.path)).toEqual([
      '/api/mail/outbox/10/retry',
    ]);
  },
};

/**
 * The search finds the mails to an address holding what is typed, in any case, once typing pauses; it is
 * asked of the server and kept in the URL. The administrators' own mails have no recipient to find.
 */
export const SearchByRecipient: Story = {
  parameters: { msw: { handlers: searchMock.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByText(/Recipient address rejected/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by recipient' }), 'EXAMPLE.com');
    await waitFor(() =>
      expect(bodyRows(canvas).map((row) => cellsOf(row)[0])).toEqual(['grace@example.com', 'katherine@example.com']),
    );
    await expect(searchMock.requests('GET', '/api/mail/outbox').at(-1)?.query.toString()).toBe(
      'q=EXAMPLE.com&page=1&pageSize=50',
    );
    await expect(locationOf(canvas)).toBe('/admin/outbox?q=EXAMPLE.com');
    await expect(canvas.getByText('2 mails')).toBeVisible();
  },
};

/** A search that finds nothing says what it looked for. */
export const SearchNoMatch: Story = {
  parameters: { route: '/admin/outbox?q=nobody%40&state=sent' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No mails to an address containing “nobody@” in the state “Sent”'),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search by recipient' })).toHaveValue('nobody@');
  },
};

/** No SMTP server (`SMTP_URL`): a notice at the top says the mails are kept and will go once there is one. */
export const NotConfigured: Story = {
  parameters: { msw: { handlers: notConfigured.handlers } },
  play: async ({ canvas }) => {
    const notice = (await canvas.findByText('No SMTP server configured')).closest('[role="status"]') as HTMLElement;
    await expect(notice).toHaveTextContent(
      'Mails are kept here and will be sent once an SMTP server is configured (SMTP_URL).',
    );
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    for (const row of bodyRows(canvas)) await expect(stateOf(row)).toBe('Not sent: no SMTP server configured');
  },
};

/** More than a page: the newest 50 of 64, every sixth one failed, and a way to page on. */
export const Paging: Story = {
  parameters: { msw: { handlers: many.handlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText(/Showing 51–64 of 64/)).toBeVisible();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(14));
    await expect(many.requests('GET', '/api/mail/outbox').at(-1)?.query.toString()).toBe('page=2&pageSize=50');
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No mails yet')).toBeVisible();
  },
};

/** No mail in the state the filter names: the table says which. */
export const EmptyState: Story = {
  parameters: { route: '/admin/outbox?state=sending', msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No mails in the state “Sending”')).toBeVisible();
  },
};

/** Waiting for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...adminFailures.slow, ...everyState.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading mails' })).toBeVisible();
  },
};

/** The list fails: logged, a notice in the corner, and the table says the mails did not load. */
export const ListError: Story = {
  parameters: { msw: { handlers: [...adminFailures.outboxError, ...everyState.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Outbox not loaded');
    await expect(canvas.getByText('Mails could not be loaded')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith('Error fetching the outbox:', expect.any(Error));
  },
};

/** On a phone the table scrolls sideways inside its frame; the page itself never does. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/Recipient address rejected/);
    await expect(canvas.getByRole('combobox', { name: 'Filter by state' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** The notice on a phone wraps; the page does not scroll sideways. */
export const MobileNotConfigured: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: notConfigured.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No SMTP server configured')).toBeVisible();
    // A phone shows the mails as stacked cards.
    const cards = await canvas.findByRole('list', { name: 'Mails' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(3));
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
