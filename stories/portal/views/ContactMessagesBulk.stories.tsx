import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { ContactMessages } from '@portal/views/contact';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { manyContactMessages } from '@testing/mocks/fixtures';
import { pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Recent Messages' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
const rowOf = (canvas: Canvas, name: string) => within(table(canvas)).getByText(name).closest('tr') as HTMLElement;
const checkboxOf = (canvas: Canvas, name: string) => canvas.getByRole('checkbox', { name: `Select ${name}` });
const pageCheckbox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Select all on this page' });
const bulkBar = (canvas: Canvas) => canvas.getByRole('region', { name: 'Bulk actions' });
const statValue = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;
const heading = (canvas: Canvas, name: string) => within(table(canvas)).getByRole('columnheader', { name });
const lastListQuery = (mock: ReturnType<typeof createAdminMock>) =>
  mock.requests('GET', '/api/contact').at(-1)?.query.toString();

/** 64 messages: the newest six unread, older ones worked through. */
const many = () => createAdminMock({ contact: manyContactMessages });
/** Grace (New, unread), Alan (In Progress, read) and Katherine (Resolved, read and replied). */
const small = () => createAdminMock();
const someRows = small();
const allMatching = many();
const bulkRead = small();
const bulkStatus = small();
const exportSelection = small();
const sortable = small();
const filtersSet = small();
const breakdownClick = small();
const outOfRange = many();
const rowClick = small();
const cards = small();
const mocks = [
  someRows,
  allMatching,
  bulkRead,
  bulkStatus,
  exportSelection,
  sortable,
  filtersSet,
  breakdownClick,
  outOfRange,
  rowClick,
  cards,
];

const meta = {
  title: 'Features/Admin/Views/ContactMessages/Selection, sorting and filters',
  component: ContactMessages,
  decorators: [withQueryClient],
  parameters: { route: '/admin/messages', msw: { handlers: someRows.handlers } },
  beforeEach: () => {
    for (const mock of mocks) mock.reset();
  },
} satisfies Meta<typeof ContactMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rows ticked: the bar says "2 selected", the heading checkbox is half-ticked, the rows highlighted. */
export const SomeRowsSelected: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(checkboxOf(canvas, 'Grace Hopper'));
    await userEvent.click(checkboxOf(canvas, 'Katherine Johnson'));
    await expect(within(bulkBar(canvas)).getByRole('status')).toHaveTextContent('2 selected');
    await expect(pageCheckbox(canvas)).toBePartiallyChecked();
    await expect(rowOf(canvas, 'Grace Hopper')).toHaveAttribute('data-selected', 'true');
    await expect(rowOf(canvas, 'Alan Turing')).not.toHaveAttribute('data-selected');
    // Every match is on this page: there is nothing more to offer.
    await expect(within(bulkBar(canvas)).queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();

    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(pageCheckbox(canvas)).not.toBeChecked();
  },
};

/**
 * The heading checkbox selects the page, then "Select all 64 matching": the bar counts every match, and a
 * bulk action names the filter, not ids. (Deleting a selection, and its confirmation, are AdminListView's
 * stories; through the real server, e2e/adminBulk.spec.ts.)
 */
export const AllMatchingSelected: Story = {
  parameters: { route: '/admin/messages?read=unread', msw: { handlers: allMatching.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: /^Select / });
    // Only the six unread ones match, all on this page; clear the filter to see the offer.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Read state' }), '');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    // The heading checkbox selects the 50 rows of the page and offers all 64 that match.
    await userEvent.click(pageCheckbox(canvas));
    await expect(within(bulkBar(canvas)).getByRole('status')).toHaveTextContent('50 selected');
    await expect(pageCheckbox(canvas)).toBeChecked();
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Select all 64 messages matching' }));
    await expect(within(bulkBar(canvas)).getByRole('status')).toHaveTextContent('All 64 messages selected');

    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(allMatching.requests('POST', '/api/contact/bulk').map((request) => request.body)).toEqual([
        { action: 'read', filter: {} },
      ]),
    );
    await waitFor(() => expect(statValue(canvas, 'Total Messages')).toHaveTextContent('64'));
    await waitFor(() => expect(bodyRows(canvas).filter((row) => row.hasAttribute('data-emphasis'))).toHaveLength(0));
  },
};

/** Mark as read for the selection: one call with the ids, the rows and the counters follow. */
export const BulkMarkAsRead: Story = {
  parameters: { msw: { handlers: bulkRead.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(checkboxOf(canvas, 'Grace Hopper'));
    await userEvent.click(checkboxOf(canvas, 'Alan Turing'));
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(rowOf(canvas, 'Grace Hopper')).not.toHaveAttribute('data-emphasis'));
    await expect(bulkRead.requests('POST', '/api/contact/bulk').map((request) => request.body)).toEqual([
      { action: 'read', ids: [3, 2] },
    ]);
    // A toast slides in from opacity 0: visible from its second frame on.
    await waitFor(() => expect(pageOf(canvasElement).getByText('1 message marked as read.')).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  },
};

/** Set status from the bar's menu: every selected message gets it, the status breakdown follows. */
export const BulkSetStatus: Story = {
  parameters: { msw: { handlers: bulkStatus.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(pageCheckbox(canvas));
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Set status' }));
    const menu = within(bulkBar(canvas)).getByRole('menu', { name: 'Set status' });
    await waitFor(() => expect(menu).toBeVisible());
    // The keyboard moves through the choices: the menu opened on the first, "New".
    await expect(within(menu).getByRole('menuitem', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Resolved' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(table(canvas)).getAllByText('Resolved')).toHaveLength(3));
    await expect(bulkStatus.requests('POST', '/api/contact/bulk').map((request) => request.body)).toEqual([
      { action: 'status', status: 'Resolved', ids: [3, 2, 1] },
    ]);
    // The counters follow: none is New any more.
    await waitFor(() => expect(statValue(canvas, 'New Messages')).toHaveTextContent('0'));
  },
};

let linkClick: MockInstance<() => void>;

/** Export selection downloads exactly the selected messages, named as a selection by the server. */
export const ExportSelection: Story = {
  parameters: { msw: { handlers: exportSelection.handlers } },
  beforeEach: () => {
    // Stands in for the browser's download, which a test run cannot look at.
    linkClick = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return () => linkClick.mockRestore();
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(checkboxOf(canvas, 'Katherine Johnson'));
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(linkClick).toHaveBeenCalledTimes(1));
    await expect(exportSelection.requests('GET', '/api/contact/export')[0]?.query.get('ids')).toBe('1');
    await expect((linkClick.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^contact-messages-selection-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  },
};

/** Sortable headings: the date shows newest first; Name sorts A–Z, then Z–A; the order is in the call. */
export const SortableHeadings: Story = {
  parameters: { msw: { handlers: sortable.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await expect(heading(canvas, 'Date')).toHaveAttribute('aria-sort', 'descending');
    await expect(heading(canvas, 'Name')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(heading(canvas, 'Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(heading(canvas, 'Name')).toHaveAttribute('aria-sort', 'ascending'));
    await expect(heading(canvas, 'Date')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(lastListQuery(sortable)).toContain('sort=name'));
    await waitFor(() => expect(bodyRows(canvas)[0]).toHaveTextContent('Alan Turing'));

    await userEvent.click(within(heading(canvas, 'Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(heading(canvas, 'Name')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(bodyRows(canvas)[0]).toHaveTextContent('Katherine Johnson'));
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-desc');

    // "Waiting longest" has no heading of its own: no column shows an order then.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'waiting');
    await waitFor(() => expect(lastListQuery(sortable)).toContain('sort=waiting'));
    for (const name of ['Name', 'Date']) await expect(heading(canvas, name)).toHaveAttribute('aria-sort', 'none');
  },
};

/** Every filter set from the URL: the controls show them, the call carries them, Clear filters clears all. */
export const FiltersSet: Story = {
  parameters: {
    route: '/admin/messages?reply=awaiting&source=WEBSITE&from=2026-11-01&to=2026-11-30&status=New',
    msw: { handlers: filtersSet.handlers },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await expect(canvas.getByRole('combobox', { name: 'Reply' })).toHaveValue('awaiting');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Source' })).toHaveValue('website'));
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-30');
    const query = filtersSet.requests('GET', '/api/contact').at(-1)?.query;
    await expect(Object.fromEntries(query ?? [])).toMatchObject({
      status: 'New',
      isReplied: 'false',
      source: 'WEBSITE',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await expect(canvas.getByText('1 message')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(canvas.getByText('3 messages')).toBeVisible();
    for (const name of ['Reply', 'Source', 'Filter by status']) {
      await expect(canvas.getByRole('combobox', { name })).toHaveValue('');
    }
    await expect(canvas.getByLabelText('From')).toHaveValue('');
  },
};

/** A click on a breakdown row filters the list by it, and shows pressed; a second click clears it. */
export const BreakdownFilters: Story = {
  parameters: { msw: { handlers: breakdownClick.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Stats and breakdowns' }));
    const statuses = canvas.getByRole('list', { name: 'Status Breakdown' });
    const resolved = within(statuses).getByRole('button', { name: /^Resolved/ });
    await userEvent.click(resolved);
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(resolved).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Resolved');
    await userEvent.click(resolved);
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));

    const sources = canvas.getByRole('list', { name: 'Source Breakdown' });
    await userEvent.click(within(sources).getByRole('button', { name: /^website/ }));
    await waitFor(() => expect(lastListQuery(breakdownClick)).toContain('source=website'));
  },
};

/** `?page=500` of two pages shows the last page, and the URL's page becomes 2 without a history entry. */
export const PageBeyondTheLast: Story = {
  parameters: { route: '/admin/messages?page=500', msw: { handlers: outOfRange.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 51–64 of 64 messages · Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(lastListQuery(outOfRange)).toBe('sort=newest&page=2&pageSize=50'));
    await expect(bodyRows(canvas)).toHaveLength(14);
    await expect(canvas.queryByText('No messages yet')).not.toBeInTheDocument();
  },
};

/** A click anywhere on a row (not on its controls) opens the message; a checkbox click only selects. */
export const ClickRowToOpen: Story = {
  parameters: { msw: { handlers: rowClick.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    await userEvent.click(checkboxOf(canvas, 'Alan Turing'));
    await expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(rowOf(canvas, 'Alan Turing')).getByText('Importing clients from a spreadsheet'));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Message Details' });
    await expect(dialog).toHaveTextContent('Importing clients from a spreadsheet');
    await expect(dialog).toHaveTextContent('alan@example.com');
  },
};

/** Cards on a phone keep the selection and the bulk bar. */
export const CardsSelectedOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: cards.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Recent Messages' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(checkboxOf(canvas, 'Grace Hopper'));
    await expect(within(bulkBar(canvas)).getByRole('status')).toHaveTextContent('1 selected');
    await expect(within(bulkBar(canvas)).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
