import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { AuditLog } from '@portal/views/audit';
import { auditActions } from '@shared/contract/constants';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { auditFailures } from '@testing/mocks/auditHandlers';
import { longUnicodeAuditEvents, longUnicodeMembers } from '@testing/mocks/teamFixtures';
import { silenceConsoleError } from '@testing/stories/console';
import { pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

/** About sixty entries: today's by Olivia, Samuel and Priya, a failed sign-in by nobody, and a week before. */
const trail = createAdminMock();
const empty = createAdminMock({ auditEvents: [] });
const longTrail = createAdminMock({ members: longUnicodeMembers, auditEvents: longUnicodeAuditEvents });

const meta = {
  title: 'Features/Admin/Views/Audit',
  component: AuditLog,
  decorators: [withQueryClient],
  parameters: { route: '/admin/audit', msw: { handlers: trail.handlers } },
  beforeEach: () => {
    for (const mock of [trail, empty, longTrail]) mock.reset();
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Audit log' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const administrator = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Administrator' });
const action = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Action' });
/** The query strings the view asked the trail with. */
const listQueries = (mock: typeof trail) =>
  mock.requests('GET', '/api/admin/audit').map((request) => request.query.toString());

/**
 * The newest 50 of 64 entries: when, who (name and address), what, the records it touched and a short
 * fact. A failed sign-in to an address nobody has is by "Nobody signed in".
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What', 'Records', 'Detail']);
    const rows = bodyRows(canvas);
    await expect(cellsOf(rows[0]!)).toEqual([
      'Nov 21, 2026, 11:46 AM',
      'Olivia Bennettolivia.bennett@invoiceflow.app',
      'Sent a set-password link',
      'user #5',
      'None',
    ]);
    await expect(cellsOf(rows[3]!)).toEqual([
      'Nov 21, 2026, 11:12 AM',
      'Nobody signed in',
      'Failed sign-in',
      'None',
      'unknown address',
    ]);
    await expect(cellsOf(rows[9]!).slice(2, 5)).toEqual([
      'Deleted',
      'contact #41, #43, #44, #47, #52 and 7 more',
      'spam',
    ]);
    await expect(cellsOf(rows[7]!).slice(2, 4)).toEqual(['Sent launch invites', 'invite run #7 and 249 more']);
    await expect(canvas.getByText('Showing 1–50 of 64 entries · Page 1 of 2')).toBeVisible();
    await expect(listQueries(trail)).toEqual(['page=1&pageSize=50']);
  },
};

/**
 * More than a page: Next page shows the last 14, the page kept in the URL. The filters offer everyone
 * and each account, every action by its label; chosen, they are asked of the server from page 1 again and
 * kept in the URL.
 */
export const PagingAndFilters: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 51–64 of 64 entries · Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(14));
    await expect(cellsOf(bodyRows(canvas).at(-1)!).slice(1, 3)).toEqual([
      'Mei Tanakamei.tanaka@invoiceflow.app',
      'Signed in',
    ]);
    await expect(listQueries(trail).at(-1)).toBe('page=2&pageSize=50');
    await expect(locationOf(canvas)).toBe('/admin/audit?page=2');

    await waitFor(() =>
      expect(
        within(administrator(canvas))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Everyone', 'Olivia Bennett', 'Samuel Okafor', 'Mei Tanaka', 'Priya Raman', 'Lukas Brandt']),
    );
    const actions = within(action(canvas)).getAllByRole('option');
    // Every action the server records, and "All actions".
    await expect(actions).toHaveLength(auditActions.length + 1);
    await expect(actions[0]).toHaveTextContent('All actions');
    await userEvent.selectOptions(administrator(canvas), 'Samuel Okafor');
    await userEvent.selectOptions(action(canvas), 'Deleted');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(bodyRows(canvas).map((row) => cellsOf(row)[3])).toEqual([
      'contact #41, #43, #44, #47, #52 and 7 more',
      'waitlist #4988',
    ]);
    await expect(listQueries(trail).at(-1)).toBe('actorId=2&action=delete&page=1&pageSize=50');
    await expect(locationOf(canvas)).toBe('/admin/audit?actorId=2&action=delete');
    await expect(canvas.getByText('2 entries')).toBeVisible();
  },
};

/** Filters from the URL that match nothing: the choices show them, and the table says so. */
export const NoMatch: Story = {
  parameters: { route: '/admin/audit?actorId=3&action=export' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entries match these filters.')).toBeVisible();
    await waitFor(() => expect(administrator(canvas)).toHaveDisplayValue('Mei Tanaka'));
    await expect(action(canvas)).toHaveDisplayValue('Exported');
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entries yet.')).toBeVisible();
  },
};

/** Waiting for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...auditFailures.auditSlow, ...trail.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the audit log' })).toBeVisible();
  },
};

/** The trail could not be loaded: said in its place, in the server's words, with Try again; logged. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...auditFailures.auditError, ...trail.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Audit log not loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith('Error fetching the audit log:', expect.any(Error));
  },
};

let linkClick: MockInstance<() => void>;
let objectUrl: MockInstance<typeof URL.createObjectURL>;

/**
 * Export CSV downloads every entry the filters match, named as the server names it; the export is an
 * entry of its own.
 */
export const ExportCsv: Story = {
  parameters: { route: '/admin/audit?action=sign_in' },
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
    await waitFor(() => expect(bodyRows(canvas).length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(linkClick).toHaveBeenCalledTimes(1));
    await expect(trail.requests('GET', '/api/admin/audit/export').map((request) => request.query.toString())).toEqual([
      'action=sign_in',
    ]);
    const link = linkClick.mock.contexts[0] as HTMLAnchorElement;
    await expect(link.download).toBe('audit-2026-11-21.csv');
    const file = await (objectUrl.mock.calls[0]![0] as Blob).text();
    await expect(file).toContain('Signed in');
    await expect(file).not.toContain('Failed sign-in');
    await expect(trail.auditEvents().at(-1)).toMatchObject({ action: 'export', targetType: 'audit', count: 8 });
  },
};

/** The export fails: a notice says so; logged. */
export const ExportError: Story = {
  parameters: { msw: { handlers: [...auditFailures.exportError, ...trail.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const notice = await within(pageOf(canvasElement).getByRole('region', { name: 'Notifications' })).findByRole(
      'alert',
    );
    await expect(notice).toHaveTextContent('Export failed');
    await expect(console.error).toHaveBeenCalledWith('Error exporting the audit log:', expect.any(Error));
  },
};

/** Names in several scripts, long addresses and details, a bulk action of 1,875 records: cut to two lines. */
export const LongUnicode: Story = {
  parameters: { msw: { handlers: longTrail.handlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(8));
    await expect(canvas.getAllByText('waitlist #4000, #4001, #4002, #4003, #4004 and 1,870 more')).toHaveLength(4);
    await expect(canvas.getAllByText('Αλέξανδρος Παπαδόπουλος-Καραγιάννης')[0]).toBeVisible();
  },
};

/** On a 375 px phone each entry is a card and the filters share a row; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Audit log' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(50));
    const first = within(cards).getAllByRole('listitem')[0]!;
    await expect([...first.querySelectorAll('dt')].map((label) => label.textContent)).toEqual([
      'Who',
      'What',
      'Records',
      'Detail',
    ]);
    await expect(administrator(canvas)).toBeVisible();
    await expect(action(canvas)).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** The longest names on a phone: cut, never widening the page. */
export const MobileLongUnicode: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: longTrail.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Audit log' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(8));
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
