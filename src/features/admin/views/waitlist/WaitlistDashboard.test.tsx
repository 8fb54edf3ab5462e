import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { manyWaitlistEntries } from '@testing/mocks/fixtures';
import type { WaitlistEntry } from '@shared/contract';
import { renderAdminView } from '@testing/web/renderAdminView';
import { WaitlistDashboard } from './WaitlistDashboard';

const mock = createAdminMock();
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const table = () => screen.getByRole('table', { name: 'Recent Signups' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The text of a row's cells between its checkbox and its action menu. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1, -1)
    .map((cell) => cell.textContent);
const urlSearch = () => screen.getByTestId('location-search').textContent;

/** A server holding exactly these rows. */
function serve(rows: WaitlistEntry[]) {
  const custom = createAdminMock({ waitlist: rows });
  server.use(...custom.handlers);
  return custom;
}

describe('waitlist dashboard', () => {
  it('first asks for the stats, exactly page 1 of 50 recent sign-ups, the mail health and the sign-ups chart', async () => {
    renderAdminView(<WaitlistDashboard />);
    await screen.findByText('maria.gonzalez@brightpath.studio');
    // The invite runs are asked for once the rows are shown (the invite flow's code comes after them).
    const gets = () =>
      mock
        .requests('GET')
        .filter((request) => !request.path.startsWith('/api/launch/'))
        .map((request) => `${request.path}?${request.query}`);
    await waitFor(() => expect(gets()).toHaveLength(4));
    expect(gets()).toEqual(
      expect.arrayContaining([
        '/api/webpage/waitlist/stats?',
        '/api/webpage/waitlist?page=1&pageSize=50',
        '/api/mail/health?',
        '/api/waitlist/signups?days=30',
      ]),
    );
  });

  it('says how the mails are doing, with a link to the outbox when some failed', async () => {
    renderAdminView(<WaitlistDashboard />);
    expect(await screen.findByText('Mail: all sent')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'see Outbox' })).not.toBeInTheDocument();

    server.use(
      ...createAdminMock({ mailHealth: { smtpConfigured: true, queued: 0, failed: 3, notConfigured: 0 } }).handlers,
    );
    renderAdminView(<WaitlistDashboard />);
    expect(await screen.findByText(/^3 mails failed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see Outbox' })).toHaveAttribute('href', '/outbox');
  });

  it('shows the four stat cards and the source breakdown', async () => {
    renderAdminView(<WaitlistDashboard />);
    for (const label of ['Total Signups', 'Today', 'This Week', 'This Month']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    // The small fixture: 4 sign-ups, 1 today (21 Nov), 3 this week (from Mon 16 Nov), 4 this month.
    await waitFor(() => expect(screen.getByText('Total Signups').nextElementSibling).toHaveTextContent('4'));
    expect(screen.getByText('This Week').nextElementSibling).toHaveTextContent('3');
    const breakdown = screen.getByRole('list', { name: 'Source Breakdown' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['website2(50%)', 'referral1(25%)', 'Direct1(25%)']);
  });

  it('fills in N/A, Direct and the join date from joinedAt or createdAt', async () => {
    const withoutJoinedAt = {
      id: 9,
      email: 'no.joined.at@example.com',
      name: null,
      company: null,
      source: null,
      createdAt: '2026-10-05T10:00:00.000Z',
    } as unknown as WaitlistEntry;
    serve([
      withoutJoinedAt,
      { ...withoutJoinedAt, id: 8, email: 'both@example.com', joinedAt: '2026-09-01T10:00:00.000Z' },
    ]);
    renderAdminView(<WaitlistDashboard />);
    await screen.findByText('no.joined.at@example.com');
    // Dates with their time, in the browser's time zone; an entry with none of the launch fields (a server
    // as product.md §7 first described it) is waiting, with no campaign and no referrer.
    const launchCells = ['Waiting', 'None', 'Direct'];
    expect(bodyRows().map(cellsOf)).toEqual([
      ['no.joined.at@example.com', 'N/A', 'N/A', 'Direct', expect.stringMatching(/^Oct [45], 2026, /), ...launchCells],
      ['both@example.com', 'N/A', 'N/A', 'Direct', expect.stringMatching(/^(Aug 31|Sep 1), 2026, /), ...launchCells],
    ]);
  });

  it('says "No signups yet" and hides the source breakdown when there are none', async () => {
    serve([]);
    renderAdminView(<WaitlistDashboard />);
    expect(await screen.findByText('No signups yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Total Signups').nextElementSibling).toHaveTextContent('0'));
    expect(screen.queryByText('Source Breakdown')).not.toBeInTheDocument();
  });

  it('shows "Unable to connect to server" when the stats fail', async () => {
    server.use(...adminFailures.statsError);
    renderAdminView(<WaitlistDashboard />);
    expect(await screen.findByText('Unable to connect to server')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to connect to server');
    expect(screen.queryByText('Total Signups')).not.toBeInTheDocument();
    // The table does not depend on the stats.
    expect(await screen.findByText('sam@northwind.io')).toBeInTheDocument();
  });

  it('logs a failed list and says so in a notice', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...adminFailures.listError);
    renderAdminView(<WaitlistDashboard />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Signups not loaded');
    expect(consoleError).toHaveBeenCalledWith('Error fetching waitlist entries:', expect.any(Error));
    expect(screen.getByText('Signups could not be loaded')).toBeInTheDocument();
  });

  it('searches with the admin list call and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderAdminView(<WaitlistDashboard />);
    await screen.findByText('maria.gonzalez@brightpath.studio');
    await user.type(screen.getByRole('searchbox', { name: 'Search by email or name' }), 'kwame{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0]!)[0]).toBe('kwame@asante-consulting.com');
    expect(urlSearch()).toBe('?q=kwame');
    expect(mock.requests('GET', '/api/waitlist').at(-1)?.query.toString()).toBe(
      'q=kwame&sort=newest&page=1&pageSize=50',
    );
  });

  it('sorts oldest first and pages past the first 50', async () => {
    const user = userEvent.setup();
    const many = serve(manyWaitlistEntries);
    renderAdminView(<WaitlistDashboard />);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.getByText(/Showing 1–50 of 137/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(/Showing 51–100 of 137/);
    expect(urlSearch()).toBe('?page=2');
    expect(many.requests('GET', '/api/waitlist').at(-1)?.query.toString()).toBe('sort=newest&page=2&pageSize=50');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    // A new order starts again at page 1.
    await waitFor(() => expect(urlSearch()).toBe('?sort=oldest'));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[0]).toBe(manyWaitlistEntries.at(-1)!.email));
  });

  it('opens the page the URL names', async () => {
    const many = serve(manyWaitlistEntries);
    renderAdminView(<WaitlistDashboard />, { route: '/admin?page=3' });
    await screen.findByText(/Showing 101–137 of 137/);
    expect(many.requests('GET', '/api/webpage/waitlist')).toHaveLength(0);
  });

  it('exports a CSV of what the search matches', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_file: Blob) => 'blob:waitlist');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: a URL class that has them stands in for this test.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = createObjectURL;
        static revokeObjectURL = revokeObjectURL;
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdminView(<WaitlistDashboard />, { route: '/admin?q=example&sort=oldest' });
    await screen.findByText('lena.fischer@example.de');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(mock.requests('GET', '/api/waitlist/export').map((request) => request.query.toString())).toEqual([
      'q=example&sort=oldest',
    ]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    // The name the server gave the file, which says the search.
    expect(link.download).toMatch(/^waitlist-search-example-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(link.getAttribute('href')).toBe('blob:waitlist');
    expect(link.isConnected).toBe(false);
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('lena.fischer@example.de');
    // The object URL is let go once the browser has had time to read the file.
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:waitlist'), { timeout: 2000 });
  });

  describe('delete', () => {
    /** Chooses Delete in the row's action menu. */
    const askToDelete = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
      await user.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    };

    it('asks first, naming the sign-up, then deletes it, reloads the list and stats, and confirms', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderAdminView(<WaitlistDashboard />);
      await waitFor(() => expect(screen.getByText('Total Signups').nextElementSibling).toHaveTextContent('4'));

      await askToDelete(user, 'sam@northwind.io');
      const dialog = screen.getByRole('dialog', { name: 'Delete sign-up' });
      expect(dialog).toHaveTextContent('Delete the sign-up of sam@northwind.io?');
      // Focus starts on the harmless choice; cancelling sends nothing.
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(mock.requests('DELETE')).toEqual([]);

      await askToDelete(user, 'sam@northwind.io');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mock.requests('DELETE').map((request) => request.path)).toEqual(['/api/waitlist/1']);
      expect(await screen.findByText('The sign-up of sam@northwind.io was deleted.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('sam@northwind.io')).not.toBeInTheDocument());
      expect(screen.getByText('Total Signups').nextElementSibling).toHaveTextContent('3');
    });

    it('keeps the question open with the reason when the delete fails', async () => {
      const user = userEvent.setup();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(...adminFailures.deleteError);
      renderAdminView(<WaitlistDashboard />);
      await askToDelete(user, 'sam@northwind.io');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      const dialog = screen.getByRole('dialog', { name: 'Delete sign-up' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Something went wrong on our side. Please try again.',
      );
      expect(logged).toHaveBeenCalledWith('Error deleting waitlist entry:', expect.anything());
      expect(screen.getByText('sam@northwind.io')).toBeInTheDocument();
    });
  });
});
