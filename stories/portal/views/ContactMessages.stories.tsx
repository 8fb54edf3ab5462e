import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { ContactMessages } from '@portal/views/contact';
import { type AdminMock, adminFailures, createAdminMock, createEmptyAdminMock } from '@testing/mocks/adminHandlers';
import { longContactMessages, manyContactMessages } from '@testing/mocks/fixtures';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Recent Messages' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
/** A message's table row, or its card on a phone. */
const rowOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('region', { name: 'Recent Messages' }))
    .getByText(name)
    .closest('tr, li') as HTMLElement;
/** Opens a row's action menu and returns what it offers, then closes it again. */
async function actionsOf(canvas: Canvas, name: string) {
  const menu = await openRowMenu(canvas, name);
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
}

/** Opens the action menu of a message's row ("Actions for Grace Hopper") and returns the menu. */
async function openRowMenu(canvas: Canvas, name: string) {
  await userEvent.click(within(rowOf(canvas, name)).getByRole('button', { name: `Actions for ${name}` }));
  const menu = within(rowOf(canvas, name)).getByRole('menu', { name: `Actions for ${name}` });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/** Chooses an item of a row's action menu. */
async function chooseRowAction(canvas: Canvas, name: string, action: string) {
  const menu = await openRowMenu(canvas, name);
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}
const statValue = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;
const patches = (mock: AdminMock) =>
  mock.requests('PATCH').map((request) => ({ path: request.path, body: request.body }));

/** Opens a message's details through its name (the keyboard's way in) and returns the dialog, fully shown. */
async function openDetails(canvas: Canvas, canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(rowOf(canvas, name)).getByRole('button', { name }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Message Details' });
  await animationsFinished(dialog);
  return dialog;
}

/** Chooses an action of the details' "More actions" menu (those that act at once). */
async function chooseDetailsAction(dialog: HTMLElement, action: string) {
  // They wait while an update of the message is under way (opening an unread one marks it read).
  const more = within(dialog).getByRole('button', { name: 'More actions' });
  await waitFor(() => expect(more).toBeEnabled());
  await userEvent.click(more);
  const menu = within(dialog).getByRole('menu', { name: 'More actions' });
  await waitFor(() => expect(menu).toBeVisible());
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

/** Whether the details offer an action of "More actions" at all (rendered, if only in the closed menu). */
const offersDetailsAction = (dialog: HTMLElement, action: string) =>
  within(dialog).queryByRole('menuitem', { name: action, hidden: true }) !== null;

const dialogClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

/** 64 messages: the newest unread, older ones worked through. */
const busy = createAdminMock({ contact: manyContactMessages });
/**
 * Three messages, one of each kind: Grace (New, unread), Alan (In Progress, read, not replied) and
 * Katherine (Resolved, read and replied). Stories that change them each have their own copy.
 */
const small = () => createAdminMock();
const empty = createEmptyAdminMock();
const long = createAdminMock({ contact: longContactMessages });
const fixtureStories = small();
const markRead = small();
const markReplied = small();
const opensUnread = small();
const opensFromAddress = small();
const saveBoth = small();
const saveNothing = small();
const quickStatus = small();
const notesOnly = small();
const saveFails = small();
const repliedInDetails = small();
const updateFails = small();
const filters = small();
const exportMock = small();
const deleteFromDetails = small();
const replyFromDetails = small();
const mailFailed = createAdminMock({ mailHealth: { smtpConfigured: true, queued: 0, failed: 2, notConfigured: 0 } });
const mocks = [busy, empty, long, fixtureStories, markRead, markReplied, opensUnread, saveBoth, saveNothing];

const meta = {
  title: 'Features/Admin/Views/ContactMessages',
  component: ContactMessages,
  decorators: [withQueryClient],
  parameters: { route: '/admin/messages', msw: { handlers: busy.handlers } },
  beforeEach: () => {
    for (const mock of [
      ...mocks,
      opensFromAddress,
      quickStatus,
      notesOnly,
      saveFails,
      repliedInDetails,
      updateFails,
      filters,
      exportMock,
      deleteFromDetails,
      replyFromDetails,
    ]) {
      mock.reset();
    }
  },
} satisfies Meta<typeof ContactMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stats on one line (their cards and the breakdowns behind "Stats and breakdowns") and the newest 50
 * of 64 messages, each subject over the start of its message; unread ones stand out.
 */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(statValue(canvas, 'Total Messages')).toHaveTextContent('64');
    await expect(statValue(canvas, 'New Messages')).toHaveTextContent('9');
    for (const label of ['Today', 'This Week']) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stats and breakdowns' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      within(bodyRows(canvas)[0]!).getByText(
        'Hello, I run a small business and wanted to ask about recurring invoices for retainers. Thanks!',
      ),
    ).toBeVisible();
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Name', 'Email', 'Subject', 'Status', 'Date', 'Actions']);
    // The six newest are unread: bold and highlighted.
    const emphasised = bodyRows(canvas).filter((row) => row.hasAttribute('data-emphasis'));
    await expect(emphasised).toHaveLength(6);
    await expect(getComputedStyle(emphasised[0]!).fontWeight).toBe('700');
    await expect(busy.requests('GET', /contact$/).map((request) => request.query.toString())).toEqual([
      'page=1&pageSize=50',
    ]);
    // The first calls, and no other: the stats, that page and the mail health.
    const firstCalls = () => busy.requests('GET').map((request) => `${request.path}?${request.query}`);
    await waitFor(() => expect(firstCalls()).toHaveLength(3));
    await expect(firstCalls()).toEqual(
      expect.arrayContaining([
        '/api/webpage/contact/stats?',
        '/api/webpage/contact?page=1&pageSize=50',
        '/api/mail/health?',
      ]),
    );
  },
};

/**
 * One message of each kind: the counts (the status breakdown: "First screen, search and links"), the
 * chips, the unread row standing out (and named so to screen readers), and one action menu per row
 * offering only what applies.
 */
export const RowActions: Story = {
  parameters: { msw: { handlers: fixtureStories.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await waitFor(() => expect(statValue(canvas, 'Total Messages')).toHaveTextContent('3'));
    await expect(statValue(canvas, 'New Messages')).toHaveTextContent('1');
    await expect(rowOf(canvas, 'Grace Hopper')).toHaveAttribute('data-emphasis', 'true');
    await expect(within(rowOf(canvas, 'Grace Hopper')).getByText('Unread:')).toBeInTheDocument();
    await expect(rowOf(canvas, 'Alan Turing')).not.toHaveAttribute('data-emphasis');
    await expect(within(rowOf(canvas, 'Alan Turing')).queryByText('Unread:')).not.toBeInTheDocument();
    await expect(await actionsOf(canvas, 'Grace Hopper')).toEqual([
      'View details',
      'Mark as read',
      'Mark as replied',
      'Delete',
    ]);
    await expect(await actionsOf(canvas, 'Alan Turing')).toEqual(['View details', 'Mark as replied', 'Delete']);
    await expect(await actionsOf(canvas, 'Katherine Johnson')).toEqual(['View details', 'Delete']);
    await expect(within(rowOf(canvas, 'Grace Hopper')).getByText('New')).toBeVisible();
    await expect(within(rowOf(canvas, 'Alan Turing')).getByText('In Progress')).toBeVisible();
    await expect(within(rowOf(canvas, 'Katherine Johnson')).getByText('Resolved')).toBeVisible();
  },
};

/** Waiting for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...adminFailures.slow, ...busy.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading messages' })).toBeVisible();
    await expect(statValue(canvas, 'Total Messages')).toHaveTextContent('Loading');
  },
};

/** No messages yet: zero counts and the spec's empty state. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet')).toBeVisible();
    await waitFor(() => expect(statValue(canvas, 'Total Messages')).toHaveTextContent('0'));
  },
};

/** Long names, subjects and a long multi-line message, in the table and in the dialog. */
export const LongValues: Story = {
  parameters: { msw: { handlers: long.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const name = 'Maximilian Alexander von Hohenberg-Schwarzenfeld';
    await expect(await canvas.findByText(name)).toBeVisible();
    const dialog = await openDetails(canvas, canvasElement, name);
    await expect(within(dialog).getByText(/we are a freight forwarder/)).toBeVisible();
    await expect(within(dialog).getByText('partner-newsletter-autumn-campaign-2026')).toBeVisible();
  },
};

/** The stats fail: the spec's banner replaces the cards and the breakdown. */
export const StatsError: Story = {
  parameters: { msw: { handlers: [...adminFailures.statsError, ...fixtureStories.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to connect to server');
    await expect(canvas.queryByText('Status Breakdown')).not.toBeInTheDocument();
    await expect(await canvas.findByText('Grace Hopper')).toBeVisible();
  },
};

/** The list fails: logged, and a notice in the corner says the messages did not load. */
export const ListError: Story = {
  parameters: { msw: { handlers: [...adminFailures.listError, ...fixtureStories.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Messages not loaded');
    await expect(console.error).toHaveBeenCalledWith('Error fetching messages:', expect.any(Error));
    await expect(canvas.getByText('Messages could not be loaded')).toBeVisible();
  },
};

/** The session expired: every call answers 401 (in the portal, the shell signs the administrator out). */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: [...adminFailures.unauthorized, ...fixtureStories.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Unable to connect to server')).toBeVisible();
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Your session has expired');
  },
};

/**
 * Mark as read sends the PATCH and reloads the stats and the list: the row is no longer bold and the
 * action is gone.
 */
export const MarkAsRead: Story = {
  parameters: { msw: { handlers: markRead.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await expect(rowOf(canvas, 'Grace Hopper')).toHaveAttribute('data-emphasis', 'true');
    const before = markRead.requests('GET').length;
    await chooseRowAction(canvas, 'Grace Hopper', 'Mark as read');
    await waitFor(() => expect(rowOf(canvas, 'Grace Hopper')).not.toHaveAttribute('data-emphasis'));
    await expect(patches(markRead)).toEqual([{ path: '/api/webpage/contact/3/read', body: undefined }]);
    await expect(
      markRead
        .requests('GET')
        .slice(before)
        .map((request) => request.path),
    ).toEqual(expect.arrayContaining(['/api/webpage/contact/stats', '/api/webpage/contact']));
    await expect(await actionsOf(canvas, 'Grace Hopper')).toEqual(['View details', 'Mark as replied', 'Delete']);
  },
};

/** Mark as replied is one-way: after the reload the action is gone for good. */
export const MarkAsReplied: Story = {
  parameters: { msw: { handlers: markReplied.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Alan Turing');
    await chooseRowAction(canvas, 'Alan Turing', 'Mark as replied');
    await waitFor(() =>
      expect(patches(markReplied)).toEqual([{ path: '/api/webpage/contact/2/replied', body: undefined }]),
    );
    await waitFor(async () => expect(await actionsOf(canvas, 'Alan Turing')).toEqual(['View details', 'Delete']));
  },
};

/** A failed update is logged, and a notice says it did not save; the row stays as it was. */
export const UpdateFails: Story = {
  parameters: { msw: { handlers: [...adminFailures.updateError, ...updateFails.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    await chooseRowAction(canvas, 'Alan Turing', 'Mark as replied');
    const notice = await pageOf(canvasElement).findByRole('alert');
    await expect(notice).toHaveTextContent('Not saved');
    await expect(notice).toHaveTextContent('The message could not be marked as replied. Please try again.');
    await expect(console.error).toHaveBeenCalledWith('Error marking message as replied:', expect.any(Error));
    await expect(await actionsOf(canvas, 'Alan Turing')).toEqual(['View details', 'Mark as replied', 'Delete']);
  },
};

/** Opening an unread message shows it in full and marks it read. */
export const DetailsDialog: Story = {
  parameters: { msw: { handlers: opensUnread.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Grace Hopper');
    const dialog = await openDetails(canvas, canvasElement, 'Grace Hopper');
    const details = within(dialog);
    for (const text of ['Grace Hopper', 'grace@example.com', 'Multi-currency invoices', 'website']) {
      await expect(details.getByText(text)).toBeVisible();
    }
    await expect(details.getByText(/Can I send one client invoices in EUR/)).toBeVisible();
    await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('New');
    await expect(details.getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('');
    // The actions in the order they are offered, by name (some are icons).
    await waitFor(() =>
      expect(
        details.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
      ).toEqual([
        'Close',
        'Reply',
        'Previous message',
        'Next message',
        'More actions',
        'Keyboard shortcuts',
        'Cancel',
        'Save Changes',
      ]),
    );
    await waitFor(() =>
      expect(patches(opensUnread)).toEqual([{ path: '/api/webpage/contact/3/read', body: undefined }]),
    );
    await waitFor(() => expect(details.getByText('Read').nextElementSibling).toHaveTextContent('Yes'));
    await expect(details.getByText('Replied').nextElementSibling).toHaveTextContent('No');
    await waitFor(() => expect(rowOf(canvas, 'Grace Hopper')).not.toHaveAttribute('data-emphasis'));
  },
};

/**
 * An unread message opened from the address alone (`?message=3`: a reload, a link, signing in again) is
 * marked read as one opened from its row is, once.
 */
export const DetailsDialogFromAddress: Story = {
  parameters: { route: '/admin/messages?message=3', msw: { handlers: opensFromAddress.handlers } },
  play: async ({ canvas, canvasElement }) => {
    // Queried afresh each time: the dialog opens as the list arrives, and on a loaded machine a
    // render in between may give it a new element (CI once found the first one not visible).
    const details = () => within(pageOf(canvasElement).getByRole('dialog', { name: 'Message Details' }));
    await waitFor(() => expect(details().getByText('grace@example.com')).toBeVisible());
    await waitFor(() => expect(details().getByText('Read').nextElementSibling).toHaveTextContent('Yes'));
    await animationsFinished(pageOf(canvasElement).getByRole('dialog', { name: 'Message Details' }));
    await waitFor(() => expect(rowOf(canvas, 'Grace Hopper')).not.toHaveAttribute('data-emphasis'));
    await expect(patches(opensFromAddress)).toEqual([{ path: '/api/webpage/contact/3/read', body: undefined }]);
    // Its row brought it: the message was not asked for on its own.
    await expect(opensFromAddress.requests('GET', '/api/webpage/contact/3')).toEqual([]);
  },
};

/** A new status and new notes: Save sends both, closes, and the row shows the new status. */
export const SaveStatusAndNotes: Story = {
  parameters: { msw: { handlers: saveBoth.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    const dialog = await openDetails(canvas, canvasElement, 'Alan Turing');
    const details = within(dialog);
    await userEvent.selectOptions(details.getByRole('combobox', { name: 'Status' }), 'Closed');
    const notes = details.getByRole('textbox', { name: 'Admin Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'CSV import ships in the first release.');
    await userEvent.click(details.getByRole('button', { name: 'Save Changes' }));
    await dialogClosed(canvasElement);
    await expect(patches(saveBoth)).toEqual([
      { path: '/api/webpage/contact/2/notes', body: { notes: 'CSV import ships in the first release.' } },
      { path: '/api/webpage/contact/2/status', body: { status: 'Closed' } },
    ]);
    await expect(within(rowOf(canvas, 'Alan Turing')).getByText('Closed')).toBeVisible();
  },
};

/** Nothing changed (a change undone is no change): Save closes the dialog and sends nothing. */
export const SaveUnchanged: Story = {
  parameters: { msw: { handlers: saveNothing.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Katherine Johnson');
    const dialog = await openDetails(canvas, canvasElement, 'Katherine Johnson');
    await expect(offersDetailsAction(dialog, 'Mark as Replied')).toBe(false);
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(status, 'Closed');
    await userEvent.selectOptions(status, 'Resolved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await dialogClosed(canvasElement);
    await expect(patches(saveNothing)).toEqual([]);
  },
};

/** Set In Progress acts at once: the status is stored, the selector and the row follow. */
export const SetInProgress: Story = {
  parameters: { msw: { handlers: quickStatus.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Katherine Johnson');
    const dialog = await openDetails(canvas, canvasElement, 'Katherine Johnson');
    await chooseDetailsAction(dialog, 'Set In Progress');
    await waitFor(() =>
      expect(patches(quickStatus)).toEqual([{ path: '/api/webpage/contact/1/status', body: { status: 'InProgress' } }]),
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('InProgress');
    await waitFor(() => expect(within(rowOf(canvas, 'Katherine Johnson')).getByText('In Progress')).toBeVisible());
    // The new status is stored: saving now sends nothing more.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await dialogClosed(canvasElement);
    await expect(patches(quickStatus)).toHaveLength(1);
  },
};

/** Only the notes changed: Save sends only the notes. */
export const SaveNotesOnly: Story = {
  parameters: { msw: { handlers: notesOnly.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Katherine Johnson');
    const dialog = await openDetails(canvas, canvasElement, 'Katherine Johnson');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Admin Notes' }), 'Told her Q1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await dialogClosed(canvasElement);
    await expect(patches(notesOnly)).toEqual([
      { path: '/api/webpage/contact/1/notes', body: { notes: 'Told her Q1.' } },
    ]);
  },
};

/** Saving fails: logged, a notice says it did not save, and the dialog stays open with the edits. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [...adminFailures.updateError, ...saveFails.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Katherine Johnson');
    const dialog = await openDetails(canvas, canvasElement, 'Katherine Johnson');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Admin Notes' }), 'Told her Q1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Not saved');
    await expect(console.error).toHaveBeenCalledWith('Error saving changes:', expect.any(Error));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Admin Notes' })).toHaveValue('Told her Q1.');
  },
};

/** Mark as Replied in the details: stored at once, the dialog reads Replied, and the action is gone. */
export const MarkRepliedFromDetails: Story = {
  parameters: { msw: { handlers: repliedInDetails.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    const dialog = await openDetails(canvas, canvasElement, 'Alan Turing');
    await chooseDetailsAction(dialog, 'Mark as Replied');
    await waitFor(() => expect(offersDetailsAction(dialog, 'Mark as Replied')).toBe(false));
    await expect(within(dialog).getByText('Replied').nextElementSibling).toHaveTextContent('Yes');
    await expect(patches(repliedInDetails)).toEqual([{ path: '/api/webpage/contact/2/replied', body: undefined }]);
  },
};

/** Filtering to unread messages or a status and searching by name ask the server's admin list, kept in the URL. */
export const SearchAndFilter: Story = {
  parameters: { msw: { handlers: filters.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Read state' }), 'unread');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(rowOf(canvas, 'Grace Hopper')).toBeVisible();
    await expect(filters.requests('GET', '/api/contact').at(-1)?.query.toString()).toBe(
      'isRead=false&sort=newest&page=1&pageSize=50',
    );
    await expect(locationOf(canvas)).toBe('/admin/messages?read=unread');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Resolved');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(rowOf(canvas, 'Katherine Johnson')).toBeVisible();
    await expect(locationOf(canvas)).toBe('/admin/messages?status=Resolved');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by email or name' }), 'turing{Enter}');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(rowOf(canvas, 'Alan Turing')).toBeVisible();
    await expect(filters.requests('GET', '/api/contact').at(-1)?.query.get('q')).toBe('turing');
    await expect(locationOf(canvas)).toBe('/admin/messages?q=turing');
  },
};

/** Filters from the URL that leave no message: the table says so (not "No messages yet"). */
export const NoMatch: Story = {
  parameters: { route: '/admin/messages?status=Closed', msw: { handlers: fixtureStories.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages match these filters')).toBeVisible();
  },
};

let linkClick: MockInstance<() => void>;

/** Export CSV downloads what the current filters match. */
export const ExportCsv: Story = {
  parameters: { route: '/admin/messages?status=New&read=unread', msw: { handlers: exportMock.handlers } },
  beforeEach: () => {
    // Stands in for the browser's download, which a test run cannot look at.
    linkClick = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return () => linkClick.mockRestore();
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(linkClick).toHaveBeenCalledTimes(1));
    await expect(exportMock.requests('GET', '/api/contact/export').map((request) => request.query.toString())).toEqual([
      'status=New&isRead=false&sort=newest',
    ]);
    const link = linkClick.mock.contexts[0] as HTMLAnchorElement;
    // The name the server gave the file, which says the filter.
    await expect(link.download).toMatch(/^contact-messages-new-unread-\d{4}-\d{2}-\d{2}\.csv$/);
  },
};

/**
 * On a phone the messages are stacked cards, each with its checkbox, its name (which opens it) and its
 * action menu; nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Recent Messages' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(50));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards).getAllByRole('listitem')[0]!;
    await expect(within(first).getByRole('checkbox', { name: /^Select / })).toBeVisible();
    await expect(within(first).getByRole('button', { name: /^Actions for / })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** The details dialog on a phone: nearly the whole screen, the buttons wrapping under the form. */
export const MobileDetailsDialog: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: saveNothing.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    const dialog = await openDetails(canvas, canvasElement, 'Alan Turing');
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** Delete in the details asks first, naming sender and address; once deleted, both dialogs close and the row goes. */
export const DeleteFromDetails: Story = {
  parameters: { msw: { handlers: deleteFromDetails.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Katherine Johnson');
    const details = await openDetails(canvas, canvasElement, 'Katherine Johnson');
    await chooseDetailsAction(details, 'Delete');
    const confirmation = await pageOf(canvasElement).findByRole('dialog', { name: 'Delete message' });
    await animationsFinished(confirmation);
    await expect(confirmation).toHaveTextContent('Delete the message from Katherine Johnson (katherine@example.com)?');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await dialogClosed(canvasElement);
    await waitFor(() => expect(within(table(canvas)).queryByText('Katherine Johnson')).not.toBeInTheDocument());
    await expect(deleteFromDetails.requests('DELETE').map((request) => request.path)).toEqual(['/api/contact/1']);
    await waitFor(() => expect(statValue(canvas, 'Total Messages')).toHaveTextContent('2'));
  },
};

/**
 * Reply from the details: the composer sends the reply, the conversation shows it queued, the message
 * reads Replied, and after the reload its row no longer offers Mark as Replied.
 */
export const ReplyFromDetails: Story = {
  parameters: { msw: { handlers: replyFromDetails.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    const dialog = await openDetails(canvas, canvasElement, 'Alan Turing');
    const details = within(dialog);
    await userEvent.click(await details.findByRole('button', { name: 'Reply' }));
    const composer = within(details.getByRole('form', { name: 'Reply to Alan Turing' }));
    await userEvent.type(composer.getByRole('textbox', { name: 'Your reply' }), 'Yes: a CSV import ships at launch.');
    await userEvent.click(composer.getByRole('button', { name: 'Send' }));

    // Sending, then the conversation's reload: give a loaded machine time.
    await waitFor(() => expect(details.queryByRole('form')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(details.getByText('Yes: a CSV import ships at launch.')).toBeVisible();
    await expect(details.getByText('Queued')).toBeVisible();
    await expect(details.getByText('Replied').nextElementSibling).toHaveTextContent('Yes');
    await expect(offersDetailsAction(dialog, 'Mark as Replied')).toBe(false);
    await waitFor(async () => expect(await actionsOf(canvas, 'Alan Turing')).toEqual(['View details', 'Delete']));
    await expect(replyFromDetails.outbox().at(-1)).toMatchObject({
      kind: 'reply',
      to: ['alan@example.com'],
      subject: 'Re: Importing clients from a spreadsheet',
    });
  },
};

/** Mails failed: the line above the stats says so and links to the Mail Outbox. */
export const MailHealthProblem: Story = {
  parameters: { msw: { handlers: mailFailed.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^2 mails failed/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'see Outbox' })).toHaveAttribute('href', '/outbox');
  },
};
