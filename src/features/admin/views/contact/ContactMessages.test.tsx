import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { renderAdminView } from '@testing/web/renderAdminView';
import { ContactMessages } from './ContactMessages';

// The small fixture: Grace (New, unread), Alan (In Progress, read, not replied), Katherine (Resolved, read, replied).
const mock = createAdminMock();
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mock.reset();
  // The details dialog keeps unsaved work in the tab's session storage; each test starts without any.
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const table = () => screen.getByRole('table', { name: 'Recent Messages' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
/** What a row's action menu offers (its items, whether the menu is open or not). */
const actionsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent);
const patches = () => mock.requests('PATCH').map((request) => ({ path: request.path, body: request.body }));
const urlSearch = () => screen.getByTestId('location-search').textContent;

async function renderLoaded(route?: string) {
  const user = userEvent.setup();
  const view = renderAdminView(<ContactMessages />, { route });
  await screen.findByText('Grace Hopper');
  return { user, ...view };
}

/** Opens a row's action menu ("Actions for Grace Hopper") and chooses one of its items. */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(within(rowOf(name)).getByRole('menuitem', { name: action }));
}

/** Opens a message's details through its name, the keyboard's way in. */
async function openDetails(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Message Details' });
}

describe('contact messages', () => {
  it('first asks for the stats, exactly page 1 of 50 recent messages, and the mail health', async () => {
    await renderLoaded();
    const gets = () => mock.requests('GET').map((request) => `${request.path}?${request.query}`);
    await waitFor(() => expect(gets()).toHaveLength(3));
    expect(gets()).toEqual(
      expect.arrayContaining([
        '/api/webpage/contact/stats?',
        '/api/webpage/contact?page=1&pageSize=50',
        '/api/mail/health?',
      ]),
    );
  });

  it('shows the stat cards, the status breakdown and the table columns', async () => {
    await renderLoaded();
    for (const label of ['Total Messages', 'New Messages', 'Today', 'This Week']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByText('Total Messages').nextElementSibling).toHaveTextContent('3'));
    const breakdown = screen.getByRole('list', { name: 'Status Breakdown' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New1(33%)', 'In Progress1(33%)', 'Resolved1(33%)', 'Closed0(0%)']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Name', 'Email', 'Subject', 'Status', 'Date', 'Actions']);
  });

  it('makes unread rows bold and highlighted, and shows each status as its chip', async () => {
    await renderLoaded();
    expect(rowOf('Grace Hopper')).toHaveAttribute('data-emphasis', 'true');
    expect(rowOf('Alan Turing')).not.toHaveAttribute('data-emphasis');
    expect(within(rowOf('Grace Hopper')).getByText('Unread:')).toBeInTheDocument();
    expect(within(rowOf('Alan Turing')).getByText('In Progress')).toBeInTheDocument();
    expect(within(rowOf('Katherine Johnson')).getByText('Resolved')).toBeInTheDocument();
  });

  it('offers Mark as Read only if unread and Mark as Replied only if not replied', async () => {
    await renderLoaded();
    expect(actionsOf('Grace Hopper')).toEqual(['View details', 'Mark as read', 'Mark as replied', 'Delete']);
    expect(actionsOf('Alan Turing')).toEqual(['View details', 'Mark as replied', 'Delete']);
    expect(actionsOf('Katherine Johnson')).toEqual(['View details', 'Delete']);
  });

  it('marks a message read, then reloads the stats and the list', async () => {
    const { user } = await renderLoaded();
    const before = mock.requests('GET').length;
    await chooseAction(user, 'Grace Hopper', 'Mark as read');
    await waitFor(() => expect(actionsOf('Grace Hopper')).toEqual(['View details', 'Mark as replied', 'Delete']));
    expect(patches()).toEqual([{ path: '/api/webpage/contact/3/read', body: undefined }]);
    expect(rowOf('Grace Hopper')).not.toHaveAttribute('data-emphasis');
    const reloaded = mock
      .requests('GET')
      .slice(before)
      .map((request) => request.path);
    expect(reloaded).toEqual(expect.arrayContaining(['/api/webpage/contact/stats', '/api/webpage/contact']));
  });

  it('marks a message replied, after which the action is gone', async () => {
    const { user } = await renderLoaded();
    await chooseAction(user, 'Alan Turing', 'Mark as replied');
    await waitFor(() => expect(actionsOf('Alan Turing')).toEqual(['View details', 'Delete']));
    expect(patches()).toEqual([{ path: '/api/webpage/contact/2/replied', body: undefined }]);
  });

  it('logs a failed update and says in a notice that it did not save', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...adminFailures.updateError);
    const { user } = await renderLoaded();
    await chooseAction(user, 'Alan Turing', 'Mark as replied');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not saved');
    expect(notice).toHaveTextContent('could not be marked as replied');
    expect(consoleError).toHaveBeenCalledWith('Error marking message as replied:', expect.any(Error));
    expect(actionsOf('Alan Turing')).toEqual(['View details', 'Mark as replied', 'Delete']);
  });

  it('logs a failed list and says so in a notice', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...adminFailures.listError);
    renderAdminView(<ContactMessages />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Messages not loaded');
    expect(consoleError).toHaveBeenCalledWith('Error fetching messages:', expect.any(Error));
  });

  it('shows "Unable to connect to server" when the stats fail', async () => {
    server.use(...adminFailures.statsError);
    renderAdminView(<ContactMessages />);
    expect(await screen.findByText('Unable to connect to server')).toBeInTheDocument();
    expect(screen.queryByText('Status Breakdown')).not.toBeInTheDocument();
  });

  it('says "No messages yet" when there are none', async () => {
    server.use(...createAdminMock({ contact: [] }).handlers);
    renderAdminView(<ContactMessages />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  describe('details dialog', () => {
    it('shows the message in full and marks an unread one read on opening', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Grace Hopper');
      for (const text of ['Grace Hopper', 'grace@example.com', 'Multi-currency invoices', 'website']) {
        expect(within(dialog).getByText(text)).toBeInTheDocument();
      }
      expect(within(dialog).getByText(/Can I send one client invoices in EUR/)).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('New');
      expect(within(dialog).getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('');
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([
        '',
        'Reply',
        'Delete',
        'Mark as Replied',
        'Set In Progress',
        'Mark Resolved',
        'Cancel',
        'Save Changes',
      ]);

      await waitFor(() => expect(patches()).toEqual([{ path: '/api/webpage/contact/3/read', body: undefined }]));
      await waitFor(() => expect(within(dialog).getByText('Read').nextElementSibling).toHaveTextContent('Yes'));
      expect(within(dialog).getByText('Replied').nextElementSibling).toHaveTextContent('No');
    });

    it('does not mark a read message again', async () => {
      const { user } = await renderLoaded();
      await openDetails(user, 'Alan Turing');
      expect(patches()).toEqual([]);
    });

    it('saves a changed status and changed notes, then closes and reloads', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Alan Turing');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Closed');
      const notes = within(dialog).getByRole('textbox', { name: 'Admin Notes' });
      await user.clear(notes);
      await user.type(notes, 'Import is on the roadmap.');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(patches()).toEqual([
        { path: '/api/webpage/contact/2/notes', body: { notes: 'Import is on the roadmap.' } },
        { path: '/api/webpage/contact/2/status', body: { status: 'Closed' } },
      ]);
      expect(within(rowOf('Alan Turing')).getByText('Closed')).toBeInTheDocument();
    });

    it('sends only the notes when only the notes changed', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Katherine Johnson');
      await user.type(within(dialog).getByRole('textbox', { name: 'Admin Notes' }), 'Told her Q1.');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(patches()).toEqual([{ path: '/api/webpage/contact/1/notes', body: { notes: 'Told her Q1.' } }]);
    });

    it('sends nothing when nothing changed', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Katherine Johnson');
      // A change undone is no change.
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Closed');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Resolved');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(patches()).toEqual([]);
    });

    it('sets the status at once with Set In Progress and Mark Resolved', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Alan Turing');
      await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
      await waitFor(() =>
        expect(patches()).toEqual([{ path: '/api/webpage/contact/2/status', body: { status: 'Resolved' } }]),
      );
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
      await waitFor(() => expect(within(rowOf('Alan Turing')).getByText('Resolved')).toBeInTheDocument());
      // The new status is stored: saving now sends nothing more.
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(patches()).toHaveLength(1);
    });

    it('marks replied from the dialog, after which the button is gone', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Alan Turing');
      await user.click(within(dialog).getByRole('button', { name: 'Mark as Replied' }));
      await waitFor(() =>
        expect(within(dialog).queryByRole('button', { name: 'Mark as Replied' })).not.toBeInTheDocument(),
      );
      expect(within(dialog).getByText('Replied').nextElementSibling).toHaveTextContent('Yes');
      expect(patches()).toEqual([{ path: '/api/webpage/contact/2/replied', body: undefined }]);
    });

    it('keeps the edits and says so when saving fails', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(...adminFailures.updateError);
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Katherine Johnson');
      await user.type(within(dialog).getByRole('textbox', { name: 'Admin Notes' }), 'Told her Q1.');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
      expect(consoleError).toHaveBeenCalledWith('Error saving changes:', expect.any(Error));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('Told her Q1.');
    });

    it('closes on Cancel at once when nothing changed, and asks first when notes were typed', async () => {
      const { user } = await renderLoaded();
      const untouched = await openDetails(user, 'Katherine Johnson');
      await user.click(within(untouched).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const dialog = await openDetails(user, 'Katherine Johnson');
      await user.type(within(dialog).getByRole('textbox', { name: 'Admin Notes' }), 'Never mind');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const question = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
      expect(within(question).getByRole('listitem')).toHaveTextContent('The notes you changed');
      await user.click(within(question).getByRole('button', { name: 'Discard' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(patches()).toEqual([]);

      // Discarded means forgotten: the message opens again with its notes as stored.
      const reopened = await openDetails(user, 'Katherine Johnson');
      expect(within(reopened).getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('');
    });
  });

  describe('replies', () => {
    const conversationOf = (dialog: HTMLElement) =>
      within(dialog).getByRole('region', { name: 'Conversation' }) as HTMLElement;

    it('shows the conversation of a message, or that there is none', async () => {
      const { user } = await renderLoaded();
      const katherine = await openDetails(user, 'Katherine Johnson');
      const replies = await within(conversationOf(katherine)).findByRole('list', { name: 'Conversation' });
      const [only] = within(replies).getAllByRole('listitem');
      expect(only).toHaveTextContent('Olivia Bennett');
      expect(only).toHaveTextContent('olivia.bennett@invoiceflow.app');
      expect(only).toHaveTextContent(/we plan to launch in the first quarter of 2027/);
      expect(within(only!).getByText('Sent')).toBeInTheDocument();
      expect(mock.requests('GET', '/api/contact/1/replies')).toHaveLength(1);
    });

    it('sends a reply: the conversation shows it queued and the message is replied', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Alan Turing');
      expect(await within(dialog).findByText('No replies sent from the portal yet.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Reply' }));

      const composer = within(dialog).getByRole('form', { name: 'Reply to Alan Turing' });
      const text = within(composer).getByRole('textbox', { name: 'Your reply' });
      expect(text).toHaveValue('');
      expect(text).toHaveFocus();
      expect(within(composer).getByText('Re: Importing clients from a spreadsheet')).toBeInTheDocument();
      expect(within(composer).getByText('We keep about 400 clients in Excel. Is there an import?')).toBeInTheDocument();
      expect(within(composer).getByRole('button', { name: 'Send' })).toBeDisabled();

      await user.type(text, 'Yes: a CSV import ships with the first release.');
      await user.click(within(composer).getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(within(dialog).queryByRole('form')).not.toBeInTheDocument());
      expect(mock.requests('POST', '/api/contact/2/replies').map((request) => request.body)).toEqual([
        { body: 'Yes: a CSV import ships with the first release.' },
      ]);
      const replies = within(conversationOf(dialog)).getByRole('list', { name: 'Conversation' });
      expect(within(replies).getByText('Yes: a CSV import ships with the first release.')).toBeInTheDocument();
      expect(within(replies).getByText('Queued')).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your reply to alan@example.com is in the outbox.');
      expect(within(dialog).getByRole('button', { name: 'Reply' })).toHaveFocus();
      expect(within(dialog).getByText('Replied').nextElementSibling).toHaveTextContent('Yes');
      expect(within(dialog).queryByRole('button', { name: 'Mark as Replied' })).not.toBeInTheDocument();
      await waitFor(() => expect(actionsOf('Alan Turing')).toEqual(['View details', 'Delete']));
    });

    it("keeps the text and shows the server's message when the reply is not sent", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(...adminFailures.replyError);
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Alan Turing');
      await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
      const composer = within(dialog).getByRole('form', { name: 'Reply to Alan Turing' });
      await user.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Yes.');
      await user.click(within(composer).getByRole('button', { name: 'Send' }));

      const alert = await within(composer).findByRole('alert');
      expect(alert).toHaveTextContent('Reply not sent');
      expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
      expect(within(composer).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Yes.');
      expect(console.error).toHaveBeenCalledWith('Error sending reply:', expect.any(Error));
    });

    it('closes the composer on Cancel, sending nothing', async () => {
      const { user } = await renderLoaded();
      const dialog = await openDetails(user, 'Alan Turing');
      await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
      const composer = within(dialog).getByRole('form', { name: 'Reply to Alan Turing' });
      await user.type(within(composer).getByRole('textbox', { name: 'Your reply' }), 'Never mind');
      await user.click(within(composer).getByRole('button', { name: 'Cancel' }));
      expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Reply' })).toHaveFocus();
      expect(mock.requests('POST')).toEqual([]);
    });
  });

  describe('search and filters', () => {
    it('filters by status and unread with the admin list call, kept in the URL', async () => {
      const { user } = await renderLoaded();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Read state' }), 'unread');
      await waitFor(() => expect(within(table()).queryByText('Alan Turing')).not.toBeInTheDocument());
      expect(urlSearch()).toBe('?read=unread');
      expect(mock.requests('GET', '/api/contact').at(-1)?.query.toString()).toBe(
        'isRead=false&sort=newest&page=1&pageSize=50',
      );

      await user.selectOptions(screen.getByRole('combobox', { name: 'Read state' }), '');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'InProgress');
      await waitFor(() => expect(within(table()).queryByText('Grace Hopper')).not.toBeInTheDocument());
      expect(within(table()).getByText('Alan Turing')).toBeInTheDocument();
      expect(urlSearch()).toBe('?status=InProgress');
    });

    it('searches by email or name', async () => {
      const { user } = await renderLoaded();
      await user.type(screen.getByRole('searchbox', { name: 'Search by email or name' }), 'katherine@{Enter}');
      await waitFor(() => expect(within(table()).queryByText('Grace Hopper')).not.toBeInTheDocument());
      expect(within(table()).getByText('Katherine Johnson')).toBeInTheDocument();
      expect(urlSearch()).toBe('?q=katherine%40');
    });

    it('says no message matches when the filters leave none', async () => {
      renderAdminView(<ContactMessages />, { route: '/admin?status=Closed' });
      expect(await screen.findByText('No messages match these filters')).toBeInTheDocument();
    });
  });
});
