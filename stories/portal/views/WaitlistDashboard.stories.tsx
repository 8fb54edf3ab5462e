import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { WaitlistDashboard } from '@portal/views/waitlist';
import {
  adminFailures,
  countBeforeRowsMoved,
  createAdminMock,
  createEmptyAdminMock,
} from '@testing/mocks/adminHandlers';
import {
  longWaitlistEntries,
  manyWaitlistEntries,
  waitlistEntries,
  waitlistEntriesOf,
  waitlistStats,
} from '@testing/mocks/fixtures';
import { addressHash } from '@testing/mocks/mailHandlers';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Recent Signups' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
/** The cells of a row after its checkbox. */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1);
/** The address a row shows (its cell also says whether it is confirmed or suppressed). */
const emailOf = (row: HTMLElement) => within(cellsOf(row)[0]!).getAllByTitle(/@/)[0]!.textContent;
const firstEmail = (canvas: Canvas) => emailOf(bodyRows(canvas)[0]!);
const statValue = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;

/** 137 sign-ups: the dashboard as it looks a few weeks before launch. */
const busy = createAdminMock({ waitlist: manyWaitlistEntries });
/** The four sign-ups of the small fixture, with a missing name, company and source among them. */
const small = createAdminMock();
const empty = createEmptyAdminMock();
const long = createAdminMock({ waitlist: longWaitlistEntries });
const deleteMock = createAdminMock();
const bulkMock = createAdminMock({ waitlist: manyWaitlistEntries });
const noSmtp = createAdminMock({ mailHealth: { smtpConfigured: false, queued: 0, failed: 0, notConfigured: 4 } });
/** Launch day: sign-ups to invite, remove and restore. */
const launchMock = createAdminMock({ waitlist: manyWaitlistEntries });
/** 3,000 waiting sign-ups a search matches: more than the list counts ("1,000+", ADR 0009). */
const thousands = createAdminMock({
  waitlist: waitlistEntriesOf(3000).map((entry) => ({
    ...entry,
    status: 'waiting',
    invitedAt: null,
    redeemedAt: null,
  })),
});
const searchedThousands = '/admin/waitlist?q=example';
/** The breakdowns of a list a few weeks before launch: campaigns, referrers and statuses. */
const countedMock = createAdminMock({ waitlistStats });
/** A list where everyone came direct and waits: no launch breakdown tells anything. */
const unattributed = createAdminMock({
  waitlist: waitlistEntries.map((entry) => ({
    ...entry,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: null,
    status: 'waiting' as const,
  })),
});

const meta = {
  title: 'Features/Admin/Views/WaitlistDashboard',
  component: WaitlistDashboard,
  decorators: [withQueryClient],
  parameters: { route: '/admin/waitlist', msw: { handlers: busy.handlers } },
  beforeEach: () => {
    for (const mock of [
      busy,
      small,
      empty,
      long,
      deleteMock,
      bulkMock,
      launchMock,
      countedMock,
      unattributed,
      thousands,
    ]) {
      mock.reset();
    }
  },
} satisfies Meta<typeof WaitlistDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stats, where sign-ups come from, and the newest 50 of 137 with a way to page on. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(statValue(canvas, 'Total Signups')).toHaveTextContent('137');
    for (const label of ['Today', 'This Week', 'This Month']) await expect(canvas.getByText(label)).toBeVisible();
    // Beside the spec's four cards: how far the launch has gone.
    await expect(canvas.getByText('Invited', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^\d+$/);
    await expect(canvas.getByText('Joined', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^\d+$/);
    const confirmed = manyWaitlistEntries.filter((entry) => entry.confirmedAt !== null).length;
    await expect(canvas.getByText('Confirmed', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      `${confirmed} of 137`,
    );
    await expect(canvas.getByRole('list', { name: 'Source Breakdown' })).toBeVisible();
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '',
      'Email',
      'Name',
      'Company',
      'Source',
      'Join Date',
      'Status',
      'Place',
      'Campaign',
      'Referrer',
      'Actions',
    ]);
    await expect(canvas.getByText('Showing 1–50 of 137 signups · Page 1 of 3')).toBeVisible();
    // The spec's call, exactly: page 1, 50 rows.
    await expect(busy.requests('GET', /waitlist$/).map((request) => request.query.toString())).toEqual([
      'page=1&pageSize=50',
    ]);
    // The first calls, and no other: the stats, that page, the mail health, the sign-ups chart, the funnel
    // and the top referrers (the invite runs, under /api/launch/, are asked for once the rows show: the
    // invite flow's code comes after them).
    const firstCalls = () =>
      busy
        .requests('GET')
        .filter((request) => !request.path.startsWith('/api/launch/'))
        .map((request) => `${request.path}?${request.query}`);
    await waitFor(() => expect(firstCalls()).toHaveLength(6));
    await expect(firstCalls()).toEqual(
      expect.arrayContaining([
        '/api/webpage/waitlist/stats?',
        '/api/webpage/waitlist?page=1&pageSize=50',
        '/api/mail/health?',
        '/api/waitlist/signups?days=30',
        '/api/waitlist/funnel?days=30',
        '/api/waitlist/referrers?limit=10',
      ]),
    );
  },
};

/**
 * A missing name or company reads N/A, a missing source Direct, in the rows and in the source breakdown;
 * the cards count the four sign-ups by day, week and month.
 */
export const Fallbacks: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas }) => {
    const lena = (await canvas.findByText('lena.fischer@example.de')).closest('tr')!;
    const cells = cellsOf(lena).map((cell) => cell.textContent);
    await expect(emailOf(lena)).toBe('lena.fischer@example.de');
    await expect(cells.slice(1, 4)).toEqual(['N/A', 'Fischer & Söhne GmbH', 'Direct']);
    // The join date with its time, in the browser's time zone.
    await expect(cells[4]).toMatch(/^Nov 1[78], 2026, \d{1,2}:\d{2} [AP]M$/);
    const kwame = canvas.getByText('kwame@asante-consulting.com').closest('tr')!;
    await expect(cellsOf(kwame)[2]).toHaveTextContent('N/A');
    await expect(canvas.getByText('4 signups')).toBeVisible();
    // 4 sign-ups: 1 today (21 Nov), 3 this week (from Monday 16 Nov), 4 this month.
    await waitFor(() => expect(statValue(canvas, 'Total Signups')).toHaveTextContent('4'));
    await expect(statValue(canvas, 'Today')).toHaveTextContent('1');
    await expect(statValue(canvas, 'This Week')).toHaveTextContent('3');
    await expect(statValue(canvas, 'This Month')).toHaveTextContent('4');
    const breakdown = canvas.getByRole('list', { name: 'Source Breakdown' });
    await expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['website2(50%)', 'referral1(25%)', 'Direct1(25%)']);
  },
};

/** Waiting for the server: the cards and the table show that they are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...adminFailures.slow, ...busy.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading signups' })).toBeVisible();
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(statValue(canvas, 'Total Signups')).toHaveTextContent('Loading');
  },
};

/** Nobody has signed up yet: zero counts, no breakdown, and the table says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No signups yet')).toBeVisible();
    await waitFor(() => expect(statValue(canvas, 'Total Signups')).toHaveTextContent('0'));
    await expect(canvas.queryByText('Source Breakdown')).not.toBeInTheDocument();
  },
};

/** Values as long as the server accepts are clipped to two lines in their cells (whole on hover); nothing scrolls sideways. */
export const LongValues: Story = {
  parameters: { msw: { handlers: long.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(longWaitlistEntries[0]!.email)).toBeVisible();
    // In the breakdown, the source filter's choices and the row, whose cell names it whole as its tooltip.
    await expect(canvas.getAllByText('partner-newsletter-autumn-campaign-2026')).toHaveLength(3);
    await expect(canvas.getByTitle(longWaitlistEntries[0]!.email)).toBeVisible();
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/** The stats call fails: the banner of the spec replaces the cards; the table still loads. */
export const StatsError: Story = {
  parameters: { msw: { handlers: [...adminFailures.statsError, ...small.handlers] } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Unable to connect to server');
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByText('Total Signups')).not.toBeInTheDocument();
    await expect(await canvas.findByText('sam@northwind.io')).toBeVisible();
  },
};

/** The list call fails: it is logged, and a notice in the corner says the signups did not load. */
export const ListError: Story = {
  parameters: { msw: { handlers: [...adminFailures.listError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    const notice = await within(notifications).findByRole('alert');
    await expect(notice).toHaveTextContent('Signups not loaded');
    await expect(console.error).toHaveBeenCalledWith('Error fetching waitlist entries:', expect.any(Error));
    await expect(canvas.getByText('Signups could not be loaded')).toBeVisible();
    // The stats still show: only the list failed.
    await waitFor(() => expect(statValue(canvas, 'Total Signups')).toHaveTextContent('4'));
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss notification' }));
    await expect(within(notifications).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The session expired (every call answers 401). Inside the portal the shell signs the administrator
 * out at once; on its own the view says why nothing loaded.
 */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: [...adminFailures.unauthorized, ...small.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Unable to connect to server')).toBeVisible();
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  },
};

/**
 * Searching by e-mail or name asks the server's admin list, and the table shows what matches; the search
 * is kept in the URL.
 */
export const Search: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by email or name' }), 'Aiko Tanaka{Enter}');
    await waitFor(() => expect(bodyRows(canvas).length).toBeLessThan(50));
    for (const row of bodyRows(canvas)) await expect(cellsOf(row)[1]).toHaveTextContent('Aiko Tanaka');
    await expect(busy.requests('GET', '/api/waitlist').at(-1)?.query.toString()).toBe(
      'q=Aiko+Tanaka&sort=newest&page=1&pageSize=50',
    );
    await expect(locationOf(canvas)).toBe('/admin/waitlist?q=Aiko+Tanaka');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(locationOf(canvas)).toBe('/admin/waitlist');
  },
};

/**
 * The page the URL names opens at once, through the admin list call (the spec's call knows only page 1
 * of everything); the last, so Next page is off. Oldest first is a new order: it starts at page 1, kept
 * in the URL. (Paging on with Next page is the list block's, in the AdminListView stories.)
 */
export const PageFromUrlThenSort: Story = {
  parameters: { route: '/admin/waitlist?page=3' },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 101–137 of 137 signups · Page 3 of 3')).toBeVisible();
    await expect(busy.requests('GET', '/api/waitlist').map((request) => request.query.get('page'))).toEqual(['3']);
    await expect(busy.requests('GET', '/api/webpage/waitlist')).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    // The new order is a fresh call: give a loaded machine time.
    await waitFor(() => expect(firstEmail(canvas)).toBe(manyWaitlistEntries.at(-1)!.email), { timeout: 5000 });
    await expect(canvas.getByText('Showing 1–50 of 137 signups · Page 1 of 3')).toBeVisible();
    await expect(locationOf(canvas)).toBe('/admin/waitlist?sort=oldest');
  },
};

let linkClick: MockInstance<() => void>;
let objectUrl: MockInstance<typeof URL.createObjectURL>;

/** Export CSV downloads what the current search matches, fetched with the session's token. */
export const ExportCsv: Story = {
  parameters: { route: '/admin/waitlist?q=example&sort=oldest', msw: { handlers: small.handlers } },
  beforeEach: () => {
    // Stands in for the browser's download, which a test run cannot look at; the file itself is read
    // from the object URL it was given.
    linkClick = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    objectUrl = spyOn(URL, 'createObjectURL');
    return () => {
      linkClick.mockRestore();
      objectUrl.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('lena.fischer@example.de')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(linkClick).toHaveBeenCalledTimes(1));
    await expect(small.requests('GET', '/api/waitlist/export').map((request) => request.query.toString())).toEqual([
      'q=example&sort=oldest',
    ]);
    const link = linkClick.mock.contexts[0] as HTMLAnchorElement;
    // The name the server gave the file, which says the search.
    await expect(link.download).toMatch(/^waitlist-search-example-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(link.href).toBe(objectUrl.mock.results[0]?.value);
    await expect(link.isConnected).toBe(false);
    await expect(await (objectUrl.mock.calls[0]![0] as Blob).text()).toContain('lena.fischer@example.de');
  },
};

/** On a phone the sign-ups are stacked cards with their checkbox and action menu; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Recent Signups' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(50));
    const first = within(cards).getAllByRole('listitem')[0]!;
    await expect(within(first).getByRole('checkbox', { name: /^Select / })).toBeVisible();
    // The launch fields as labelled values of the card.
    const labels = [...first.querySelectorAll('dt')].map((label) => label.textContent);
    await expect(labels).toEqual(['Name', 'Company', 'Source', 'Join Date', 'Status', 'Place', 'Campaign', 'Referrer']);
    await expect(within(first).getByRole('button', { name: /^Actions for / })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** Opens the dialog `title` through `item` of the action menu of the row of `email`; returns it, fully shown. */
async function askFromMenu(canvas: Canvas, canvasElement: HTMLElement, email: string, item: string, title: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${email}` }));
  await userEvent.click(canvas.getByRole('menuitem', { name: item }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: title });
  await animationsFinished(dialog);
  return dialog;
}

/** Opens the confirmation for one sign-up through its row's action menu and returns it, fully shown. */
const askToDelete = (canvas: Canvas, canvasElement: HTMLElement, email: string) =>
  askFromMenu(canvas, canvasElement, email, 'Delete', 'Delete sign-up');

/** Delete on a row asks first, naming the full address, with Cancel (focused, it sends nothing) and a destructive Delete. */
export const DeleteConfirmation: Story = {
  parameters: { msw: { handlers: deleteMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToDelete(canvas, canvasElement, 'sam@northwind.io');
    await expect(dialog).toHaveTextContent('Delete the sign-up of sam@northwind.io?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(deleteMock.requests('DELETE')).toEqual([]);
    await expect(canvas.getByText('sam@northwind.io')).toBeVisible();
  },
};

/** Confirmed: the row goes, the stats count one fewer, and a notice says so. */
export const Deleted: Story = {
  parameters: { msw: { handlers: deleteMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToDelete(canvas, canvasElement, 'sam@northwind.io');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // While a dialog is open the notices live inside it (the page is inert): look once it has closed.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(
      await within(notifications).findByText('The sign-up of sam@northwind.io was deleted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('sam@northwind.io')).not.toBeInTheDocument());
    await waitFor(() => expect(statValue(canvas, 'Total Signups')).toHaveTextContent('3'));
    await expect(deleteMock.requests('DELETE').map((request) => request.path)).toEqual(['/api/waitlist/1']);
  },
};

/** While the server deletes, Delete reads Deleting... and nothing in the dialog can be pressed. */
export const Deleting: Story = {
  parameters: { msw: { handlers: [...adminFailures.deleteSlow, ...small.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToDelete(canvas, canvasElement, 'sam@northwind.io');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** The delete fails: the question stays open with the reason, to retry or cancel; the row stays. */
export const DeleteError: Story = {
  parameters: { msw: { handlers: [...adminFailures.deleteError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToDelete(canvas, canvasElement, 'sam@northwind.io');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(console.error).toHaveBeenCalledWith('Error deleting waitlist entry:', expect.anything());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(canvas.getByText('sam@northwind.io')).toBeVisible();
  },
};

/** The mail-health line above the stats: quiet when every mail went out. */
export const MailAllSent: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mail: all sent')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'see Outbox' })).not.toBeInTheDocument();
  },
};

/** No SMTP server: the line counts the welcome mails kept and links to the Mail Outbox. */
export const MailNotConfigured: Story = {
  parameters: { msw: { handlers: noSmtp.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^4 mails not sent: no SMTP server configured/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'see Outbox' })).toHaveAttribute('href', '/outbox');
  },
};

/**
 * All 137 matching selected past the page, deleted after one confirmation naming the count: one bulk
 * call with the list's filter, and the counters follow.
 */
export const BulkDeleteAllMatching: Story = {
  parameters: { msw: { handlers: bulkMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 137 signups matching' }));
    await expect(within(bar).getByRole('status')).toHaveTextContent('All 137 signups selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Delete sign-ups' });
    await animationsFinished(dialog);
    await expect(await within(dialog).findByText('Delete 137 signups?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The stats, the list and the dashboard's other blocks all reload: give a loaded machine time.
    await expect(await canvas.findByText('No signups yet', {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(statValue(canvas, 'Total Signups')).toHaveTextContent('0'));
    await expect(bulkMock.requests('POST', '/api/waitlist/bulk').map((request) => request.body)).toEqual([
      { action: 'delete', filter: {}, expectedCount: 137 },
    ]);
  },
};

/** Selects every sign-up the search matches and presses `action` in the bar; resolves with its dialog. */
async function askForAllMatching(canvas: Canvas, canvasElement: HTMLElement, action: string, title: string) {
  await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
  const bar = canvas.getByRole('region', { name: 'Bulk actions' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Select all 1,000+ signups matching' }));
  await userEvent.click(within(bar).getByRole('button', { name: action }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: title });
  await animationsFinished(dialog);
  return dialog;
}

/** While the server counts every match, the question says so and Delete cannot be pressed. */
export const BulkDeleteCounting: Story = {
  parameters: {
    route: searchedThousands,
    msw: { handlers: [...adminFailures.bulkCountSlow, ...thousands.handlers] },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askForAllMatching(canvas, canvasElement, 'Delete', 'Delete sign-ups');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Counting the matching signups...');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/**
 * "1,000+" matching, and the confirmations name the exact number the server counted: 3,000 to delete,
 * 3,000 to remove from the launch; the action carries it as `expectedCount`.
 */
export const BulkAllMatchingExactCount: Story = {
  parameters: { route: searchedThousands, msw: { handlers: thousands.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const removal = await askForAllMatching(canvas, canvasElement, 'Remove from launch', 'Remove from launch');
    await expect(await within(removal).findByText('Remove 3,000 signups from the launch?')).toBeVisible();
    await userEvent.click(within(removal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(removal).not.toBeInTheDocument());

    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const deletion = await pageOf(canvasElement).findByRole('dialog', { name: 'Delete sign-ups' });
    await animationsFinished(deletion);
    await expect(await within(deletion).findByText('Delete 3,000 signups?')).toBeVisible();
    await userEvent.click(within(deletion).getByRole('button', { name: 'Delete' }));
    // The stats, the list and the dashboard's other blocks all reload: give a loaded machine time.
    await expect(await canvas.findByText('No signups match your search', {}, { timeout: 15_000 })).toBeVisible();
    await expect(thousands.requests('POST', '/api/waitlist/bulk').map((request) => request.body)).toEqual([
      { action: 'delete', filter: { q: 'example' }, expectedCount: 3000 },
    ]);
  },
};

/**
 * A sign-up arrived after the count: the server refuses (nothing deleted), the dialog says why and counts
 * again, and asks about the new number.
 */
export const BulkDeleteCountMoved: Story = {
  parameters: {
    route: searchedThousands,
    msw: { handlers: [...countBeforeRowsMoved(2999), ...thousands.handlers] },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askForAllMatching(canvas, canvasElement, 'Delete', 'Delete sign-ups');
    await expect(await within(dialog).findByText('Delete 2,999 signups?')).toBeVisible();
    silenceConsoleError();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The number of matching signups changed from 2,999 to 3,000 since you confirmed; review and confirm again.',
    );
    await expect(await within(dialog).findByText('Delete 3,000 signups?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(thousands.entries()).toHaveLength(3000);
  },
};

/** Company heading: A–Z, then Z–A; a source row of the breakdown filters the list by that source. */
export const SortAndFilterFromBreakdown: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('sam@northwind.io');
    const company = within(table(canvas)).getByRole('columnheader', { name: 'Company' });
    await userEvent.click(within(company).getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(company).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(small.requests('GET', '/api/waitlist').at(-1)?.query.get('sort')).toBe('company'));

    const sources = canvas.getByRole('list', { name: 'Source Breakdown' });
    await userEvent.click(within(sources).getByRole('button', { name: /^Direct/ }));
    await waitFor(() => expect(small.requests('GET', '/api/waitlist').at(-1)?.query.get('source')).toBe('direct'));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(canvas.getByRole('combobox', { name: 'Source' })).toHaveValue('direct');
    await expect(canvas.getByText('1 signup')).toBeVisible();
  },
};

/** The cells of the row of `email`, after its checkbox. */
const rowOf = async (canvas: Canvas, email: string) =>
  cellsOf((await canvas.findByText(email)).closest('tr')!).map((cell) => cell.textContent);

/**
 * Each sign-up's status (invited and joined with the day), its place in line (a dash once out of it) and
 * where it came from: the campaign with its UTM source and medium, the referrer with the landing page;
 * the spec's five columns come first.
 */
export const StatusesAndAttribution: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas }) => {
    const maria = await rowOf(canvas, 'maria.gonzalez@brightpath.studio');
    await expect(maria.slice(5, 9)).toEqual([
      'Waiting',
      '#2',
      'launchSource / medium: newsletter / email',
      'DirectLanding page: /',
    ]);
    const kwame = await rowOf(canvas, 'kwame@asante-consulting.com');
    await expect(kwame.slice(5, 9)).toEqual(['Waiting', '#1', 'None', 'news.ycombinator.comLanding page: /features']);
    const lena = await rowOf(canvas, 'lena.fischer@example.de');
    await expect(lena[5]).toMatch(/^InvitedNov 21, 2026$/);
    await expect(lena[6]).toBe('—Not in line');
    const sam = await rowOf(canvas, 'sam@northwind.io');
    await expect(sam[5]).toMatch(/^JoinedNov 20, 2026$/);
  },
};

/** The status and attribution breakdowns beside the sources; `direct` reads as fits each. */
export const LaunchBreakdowns: Story = {
  parameters: { msw: { handlers: countedMock.handlers } },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('list', { name: 'Status' });
    await expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Waiting1,041(83%)', 'Invited150(12%)', 'Joined48(4%)', 'Removed9(1%)']);
    const campaigns = canvas.getByRole('list', { name: 'By campaign' });
    await expect(within(campaigns).getByRole('button', { name: /^No campaign/ })).toBeVisible();
    const utmSources = canvas.getByRole('list', { name: 'By UTM source' });
    await expect(within(utmSources).getByRole('button', { name: /^No UTM source/ })).toBeVisible();
    const referrers = canvas.getByRole('list', { name: 'By referrer' });
    await expect(within(referrers).getByRole('button', { name: /^Direct/ })).toBeVisible();
    await expect(canvas.getByText('Invited', { selector: 'dt' }).nextElementSibling).toHaveTextContent('150');
    await expect(canvas.getByText('Joined', { selector: 'dt' }).nextElementSibling).toHaveTextContent('48');
    await expect(canvas.getByText('Confirmed', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '903 of 1,248',
    );
  },
};

/** Everyone direct and waiting: no status or attribution card, and no attribution filter. */
export const NoLaunchBreakdowns: Story = {
  parameters: { msw: { handlers: unattributed.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Source Breakdown' })).toBeVisible();
    for (const name of ['Status', 'By campaign', 'By UTM source', 'By referrer']) {
      await expect(canvas.queryByRole('list', { name })).not.toBeInTheDocument();
    }
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Campaign' })).not.toBeInTheDocument();
  },
};

let exportClick: MockInstance<() => void>;

/** The status filter narrows the list, the count and the export, and lives in the URL. */
export const FilterByStatus: Story = {
  parameters: { msw: { handlers: launchMock.handlers } },
  beforeEach: () => {
    exportClick = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return () => exportClick.mockRestore();
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'invited');
    const invited = manyWaitlistEntries.filter((entry) => entry.status === 'invited').length;
    await expect(await canvas.findByText(`${invited} signups`)).toBeVisible();
    for (const row of bodyRows(canvas)) await expect(cellsOf(row)[5]).toHaveTextContent(/^Invited/);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportClick).toHaveBeenCalledTimes(1));
    await expect(launchMock.requests('GET', '/api/waitlist/export').at(-1)?.query.get('status')).toBe('invited');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
  },
};

/** A campaign row of its breakdown filters the list by that campaign, and its filter shows it. */
export const FilterFromCampaignBreakdown: Story = {
  parameters: { msw: { handlers: launchMock.handlers } },
  play: async ({ canvas }) => {
    const campaigns = await canvas.findByRole('list', { name: 'By campaign' });
    await userEvent.click(within(campaigns).getByRole('button', { name: /^launch/ }));
    await waitFor(() =>
      expect(launchMock.requests('GET', '/api/waitlist').at(-1)?.query.get('utmCampaign')).toBe('launch'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Campaign' })).toHaveValue('launch');
    await waitFor(() => expect(cellsOf(bodyRows(canvas)[0]!)[7]).toHaveTextContent(/^launch/));
    for (const row of bodyRows(canvas)) await expect(cellsOf(row)[7]).toHaveTextContent(/^launch/);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Referrer' }), 'news.ycombinator.com');
    await waitFor(() =>
      expect(launchMock.requests('GET', '/api/waitlist').at(-1)?.query.get('referrerHost')).toBe(
        'news.ycombinator.com',
      ),
    );
    await expect(launchMock.requests('GET', '/api/waitlist').at(-1)?.query.get('utmCampaign')).toBe('launch');
  },
};

/** Selects the first `count` rows and returns the bulk bar. */
async function selectRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(bodyRows(canvas).length).toBeGreaterThanOrEqual(count));
  for (const row of bodyRows(canvas).slice(0, count)) {
    await userEvent.click(within(row).getByRole('checkbox'));
  }
  return canvas.getByRole('region', { name: 'Bulk actions' });
}

/** The selection's launch actions come before Export selection and Delete. */
export const BulkLaunchActions: Story = {
  parameters: { msw: { handlers: launchMock.handlers } },
  play: async ({ canvas }) => {
    const bar = await selectRows(canvas, 2);
    await expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear selection', 'Invite…', 'Remove from launch', 'Restore', 'Export selection', 'Delete']);
  },
};

/** Removal asks first, naming the count; confirmed, the rows read Removed and the selection clears. */
export const BulkRemoveFromLaunch: Story = {
  parameters: { msw: { handlers: launchMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const bar = await selectRows(canvas, 2);
    const emails = bodyRows(canvas).slice(0, 2).map(emailOf);
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove from launch' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Remove from launch' });
    await animationsFinished(dialog);
    // The server counts the rows first (the dialog says "Counting…"): wait for the number.
    await expect(await within(dialog).findByText('Remove 2 signups from the launch?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cellsOf(bodyRows(canvas)[0]!)[5]).toHaveTextContent('Removed'));
    await expect(cellsOf(bodyRows(canvas)[1]!)[5]).toHaveTextContent('Removed');
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    const [request] = launchMock.requests('POST', '/api/waitlist/bulk');
    await expect(request?.body).toMatchObject({ action: 'remove' });
    const removedIds = (request?.body as { ids: number[] }).ids;
    await expect(
      launchMock
        .entries()
        .filter((entry) => removedIds.includes(entry.id))
        .map((entry) => entry.email),
    ).toEqual(emails);
  },
};

/** Restore puts removed sign-ups back (waiting, or invited when they had been), with a notice. */
export const BulkRestore: Story = {
  parameters: { route: '/admin/waitlist?status=removed', msw: { handlers: launchMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cellsOf(bodyRows(canvas)[0]!)[5]).toHaveTextContent('Removed'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Restore' }));
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByText(/^\d+ signups? restored\.$/)).toBeInTheDocument();
    await expect(await canvas.findByText('No signups match your search')).toBeVisible();
    await expect(launchMock.requests('POST', '/api/waitlist/bulk').map((request) => request.body)).toEqual([
      { action: 'restore', ids: expect.any(Array) },
    ]);
  },
};

/**
 * Invite… opens the invite flow (its code loaded on demand) for the selection; once sent, the rows read
 * Invited and the runs panel shows the run.
 */
export const InviteSelection: Story = {
  parameters: { msw: { handlers: launchMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const bar = await selectRows(canvas, 3);
    await userEvent.click(within(bar).getByRole('button', { name: 'Invite…' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Invite to the launch' });
    await animationsFinished(dialog);
    await expect(dialog).toHaveTextContent('Invite the 3 sign-ups selected.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 3 invites' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Sending 3 invites' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    for (const row of bodyRows(canvas).slice(0, 3)) {
      await waitFor(() => expect(cellsOf(row)[5]).toHaveTextContent(/^Invited/));
    }
    await expect(await canvas.findByRole('region', { name: 'Invite runs' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  },
};

/** The row of `email`, once the list shows it. */
const entryRow = async (canvas: Canvas, email: string) => (await canvas.findByText(email)).closest('tr')!;

/**
 * Under each address: Confirmed (the day in its tooltip) or Unconfirmed, and the reason its address is
 * suppressed as a chip, since when in its tooltip and read with it. Only a suppressed sign-up's menu
 * offers to lift it.
 */
export const AddressStates: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas }) => {
    const address = async (email: string) => cellsOf(await entryRow(canvas, email))[0]!;
    await expect(await address('maria.gonzalez@brightpath.studio')).toHaveTextContent(/Confirmed$/);
    await expect(within(await address('maria.gonzalez@brightpath.studio')).getByText('Confirmed')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Confirmed Nov 21, 2026/),
    );
    await expect(await address('kwame@asante-consulting.com')).toHaveTextContent(/Unconfirmed$/);
    const lena = await address('lena.fischer@example.de');
    await waitFor(() => expect(within(lena).getByText('Bounced')).toBeVisible());
    await expect(lena).toHaveTextContent(/Unconfirmed\s*Bounced since Nov 21, 2026$/);
    await expect(within(lena).getByText('Bounced').closest('[title]')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Suppressed since Nov 21, 2026, .+\. No mail goes to this address\. /),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for lena.fischer@example.de' }));
    await expect(canvas.getByRole('menuitem', { name: 'Lift suppression' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for maria.gonzalez@brightpath.studio' }));
    await expect(canvas.queryByRole('menuitem', { name: 'Lift suppression' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};

/** The confirmation filter narrows the list to the addresses not confirmed, and lives in the URL. */
export const FilterByConfirmation: Story = {
  parameters: { msw: { handlers: launchMock.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Confirmation' }), 'unconfirmed');
    const unconfirmed = manyWaitlistEntries.filter((entry) => entry.confirmedAt === null).length;
    await expect(await canvas.findByText(`${unconfirmed} signups`)).toBeVisible();
    for (const row of bodyRows(canvas)) await expect(cellsOf(row)[0]).toHaveTextContent(/Unconfirmed$/);
    await expect(launchMock.requests('GET', '/api/waitlist').at(-1)?.query.get('confirmation')).toBe('unconfirmed');
    await expect(locationOf(canvas)).toBe('/admin/waitlist?confirmation=unconfirmed');
  },
};

/** Opens "Lift suppression" from the row of `email` and returns its dialog, fully shown. */
const askToLift = (canvas: Canvas, canvasElement: HTMLElement, email: string) =>
  askFromMenu(canvas, canvasElement, email, 'Lift suppression', 'Lift suppression');

/**
 * Lift asks first, naming the address and saying what lifting means (its mails are sent again) and why it
 * was suppressed; Cancel has the focus and sends nothing.
 */
export const LiftSuppressionConfirmation: Story = {
  parameters: { msw: { handlers: deleteMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToLift(canvas, canvasElement, 'lena.fischer@example.de');
    await expect(dialog).toHaveTextContent('Lift the suppression of lena.fischer@example.de?');
    await expect(dialog).toHaveTextContent(
      'Mails to this address are sent again, the waitlist’s mails included. Its mail server refused our mail for good: lift this only once the address works again, as mail to addresses that bounce makes ours look like spam.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(deleteMock.requests('DELETE')).toEqual([]);
  },
};

/** Lifted: the server forgets the address's hash, the row loses its chip, and a notice says mails go again. */
export const SuppressionLifted: Story = {
  parameters: { msw: { handlers: deleteMock.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToLift(canvas, canvasElement, 'lena.fischer@example.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(
      await within(notifications).findByText('Mails to lena.fischer@example.de are sent again.'),
    ).toBeInTheDocument();
    const lena = await entryRow(canvas, 'lena.fischer@example.de');
    await waitFor(() => expect(within(lena).queryByText('Bounced')).not.toBeInTheDocument());
    await expect(deleteMock.requests('DELETE').map((request) => request.path)).toEqual([
      `/api/mail/suppressions/${await addressHash('lena.fischer@example.de')}`,
    ]);
  },
};

/** The lift fails: the question stays open with the reason, to retry or cancel; the chip stays. */
export const LiftSuppressionError: Story = {
  parameters: { msw: { handlers: [...adminFailures.liftError, ...small.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToLift(canvas, canvasElement, 'lena.fischer@example.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Not lifted');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(console.error).toHaveBeenCalledWith('Error lifting a suppression:', expect.anything());
    await expect(within(dialog).getByRole('button', { name: 'Lift' })).toBeEnabled();
  },
};

/** "Send launch news…", by the launch counts, opens its dialog (its code loaded on demand) with the preview. */
export const SendLaunchNews: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('sam@northwind.io');
    await userEvent.click(canvas.getByRole('button', { name: 'Send launch news…' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Send launch news' });
    await animationsFinished(dialog);
    await expect(await within(dialog).findByText('It goes to 2 members.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(small.requests('POST', '/api/launch/news')).toEqual([]);
  },
};

/** On a phone each card's title says whether the address is confirmed or suppressed; nothing scrolls sideways. */
export const MobileAddressStates: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Recent Signups' });
    const lena = within(cards).getByText('lena.fischer@example.de').closest('li')!;
    await waitFor(() => expect(within(lena).getByText('Bounced')).toBeVisible());
    await expect(within(lena).getByText('Unconfirmed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send launch news…' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
