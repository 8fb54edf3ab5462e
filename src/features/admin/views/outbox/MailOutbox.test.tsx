import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { everyStateOutbox, notConfiguredOutbox } from '@testing/mocks/mailFixtures';
import { renderAdminView } from '@testing/web/renderAdminView';
import { MailOutbox } from './MailOutbox';

// One mail in each state: two queued (a first try, a retry), one sending, one sent, one failed
// (Lena's welcome) and one kept without an SMTP server (a digest).
const mock = createAdminMock({ outbox: everyStateOutbox });
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const table = () => screen.getByRole('table', { name: 'Mails' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (text: string | RegExp) => within(table()).getByText(text).closest('tr') as HTMLElement;
/** The state chip's text: the first line of the row's State cell (the tries are under it). */
const stateOf = (row: HTMLElement) =>
  within(row).getAllByRole('cell')[2]!.firstElementChild?.firstElementChild?.textContent;
const urlSearch = () => screen.getByTestId('location-search').textContent;

async function renderLoaded(route?: string) {
  const user = userEvent.setup();
  const view = renderAdminView(<MailOutbox />, { route });
  await screen.findByText('lena.fischer@example.de');
  return { user, ...view };
}

describe('mail outbox', () => {
  it('lists every mail, newest first, with its recipients, kind, state, tries and last error', async () => {
    await renderLoaded();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['To', 'Subject and kind', 'State', 'Last error', 'Created and sent', 'Actions']);
    expect(bodyRows().map(stateOf)).toEqual([
      'Queued',
      'Sending',
      'Queued',
      'Sent',
      'Failed',
      'Not sent: no SMTP server configured',
    ]);
    const failed = rowOf('lena.fischer@example.de');
    expect(failed).toHaveTextContent('Waitlist welcome');
    expect(failed).toHaveTextContent('5 tries');
    expect(failed).toHaveTextContent('Recipient address rejected');
    // The administrators' mails name them until they are sent.
    expect(within(rowOf(/^InvoiceFlow waitlist/)).getAllByRole('cell')[0]).toHaveTextContent('Administrators');
    expect(within(rowOf(/^InvoiceFlow waitlist/)).getByText('Daily digest')).toBeInTheDocument();
    expect(mock.requests('GET', '/api/mail/outbox').map((request) => request.query.toString())).toEqual([
      'page=1&pageSize=50',
    ]);
  });

  it('offers Retry on the failed mail only; a retry puts it back in the queue and reloads', async () => {
    const { user } = await renderLoaded();
    expect(within(table()).getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    const failed = rowOf('lena.fischer@example.de');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(stateOf(rowOf('lena.fischer@example.de'))).toBe('Queued'));
    expect(mock.requests('POST').map((request) => request.path)).toEqual(['/api/mail/outbox/12/retry']);
    expect(within(table()).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(await screen.findByText(/will be sent again shortly/)).toBeInTheDocument();
  });

  it("says why a retry was refused, in the server's words", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...adminFailures.retryConflict);
    const { user } = await renderLoaded();
    await user.click(within(rowOf('lena.fischer@example.de')).getByRole('button', { name: 'Retry' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not retried');
    expect(notice).toHaveTextContent('Only a failed mail can be retried');
    expect(consoleError).toHaveBeenCalledWith('Error retrying mail:', expect.any(Error));
  });

  it('filters by state, kept in the URL', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by state' }), 'failed');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(urlSearch()).toBe('?state=failed');
    expect(mock.requests('GET', '/api/mail/outbox').at(-1)?.query.toString()).toBe('state=failed&page=1&pageSize=50');
  });

  it('says when no mail is in the chosen state, and when there is none at all', async () => {
    server.use(...createAdminMock({ outbox: [] }).handlers);
    const { unmount } = renderAdminView(<MailOutbox />, { route: '/admin/outbox?state=sending' });
    expect(await screen.findByText('No mails in the state “Sending”')).toBeInTheDocument();
    unmount();
    renderAdminView(<MailOutbox />);
    expect(await screen.findByText('No mails yet')).toBeInTheDocument();
  });

  it('says that mails are kept while no SMTP server is configured', async () => {
    server.use(...createAdminMock({ outbox: notConfiguredOutbox, smtpConfigured: false }).handlers);
    renderAdminView(<MailOutbox />);
    const notice = (await screen.findByText('No SMTP server configured')).closest('[role="status"]');
    expect(notice).toHaveTextContent('will be sent once an SMTP server is configured (SMTP_URL)');
  });

  it('logs a failed list and says so', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...adminFailures.outboxError);
    renderAdminView(<MailOutbox />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Outbox not loaded');
    expect(screen.getByText('Mails could not be loaded')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error fetching the outbox:', expect.any(Error));
  });
});
