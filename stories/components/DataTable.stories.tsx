import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { ClampedText, DataTable, type DataTableColumn } from '@/components/DataTable';
import { theme } from '@/theme';

type WaitlistEntry = {
  id: number;
  email: string;
  name?: string;
  company?: string;
  source?: string;
  joinedAt: string;
};

type MessageStatus = 'new' | 'in-progress' | 'replied' | 'resolved';

type ContactMessage = {
  id: number;
  name: string;
  email: string;
  subject: string;
  status: MessageStatus;
  isRead: boolean;
  isReplied: boolean;
  createdAt: string;
};

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

const waitlist: WaitlistEntry[] = [
  {
    id: 1,
    email: 'amara@northwind.example',
    name: 'Amara Okafor',
    company: 'Northwind Traders',
    source: 'homepage',
    joinedAt: '2025-03-02T09:15:00Z',
  },
  { id: 2, email: 'li.wei@example.com', name: 'Li Wei', source: 'features', joinedAt: '2025-03-03T14:40:00Z' },
  { id: 3, email: 'no-name@example.org', company: 'Bright Ledger Ltd', joinedAt: '2025-03-04T08:05:00Z' },
  {
    id: 4,
    email: 'sofia@atelier.example',
    name: 'Sofia Marín',
    company: 'Atelier Marín',
    source: 'coming-soon',
    joinedAt: '2025-03-05T17:30:00Z',
  },
];

const waitlistColumns: DataTableColumn<WaitlistEntry>[] = [
  { key: 'email', header: 'Email' },
  { key: 'name', header: 'Name', render: (entry) => entry.name ?? 'N/A' },
  { key: 'company', header: 'Company', render: (entry) => entry.company ?? 'N/A' },
  { key: 'source', header: 'Source', render: (entry) => entry.source ?? 'Direct' },
  { key: 'joinedAt', header: 'Join Date', align: 'end', render: (entry) => formatDate(entry.joinedAt) },
];

const messages: ContactMessage[] = [
  {
    id: 11,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Pricing for teams',
    status: 'new',
    isRead: false,
    isReplied: false,
    createdAt: '2025-03-06T10:00:00Z',
  },
  {
    id: 12,
    name: 'Alan Turing',
    email: 'alan@example.com',
    subject: 'Import from spreadsheets',
    status: 'in-progress',
    isRead: true,
    isReplied: false,
    createdAt: '2025-03-05T16:20:00Z',
  },
  {
    id: 13,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Multi-currency invoices',
    status: 'new',
    isRead: false,
    isReplied: false,
    createdAt: '2025-03-05T08:45:00Z',
  },
  {
    id: 14,
    name: 'Katherine Johnson',
    email: 'katherine@example.com',
    subject: 'Launch date',
    status: 'replied',
    isRead: true,
    isReplied: true,
    createdAt: '2025-03-01T12:10:00Z',
  },
];

const statusLabel: Record<MessageStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  replied: 'Replied',
  resolved: 'Resolved',
};

const statusTone: Record<MessageStatus, keyof typeof theme.color.status> = {
  new: 'info',
  'in-progress': 'warning',
  replied: 'success',
  resolved: 'neutral',
};

function StatusBadge({ status }: { status: MessageStatus }) {
  const tone = theme.color.status[statusTone[status]];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: `${theme.space[50]} ${theme.space[200]}`,
        borderRadius: theme.radius.pill,
        border: `1px solid ${tone.border}`,
        background: tone.bg,
        color: tone.fg,
        fontSize: theme.typography.fontSize[100],
        whiteSpace: 'nowrap',
      }}
    >
      {statusLabel[status]}
    </span>
  );
}

const messageColumns: DataTableColumn<ContactMessage>[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'subject', header: 'Subject' },
  { key: 'status', header: 'Status', render: (message) => <StatusBadge status={message.status} /> },
  { key: 'createdAt', header: 'Date', render: (message) => formatDate(message.createdAt) },
];

// The handlers the row actions call; cleared at the start of the play functions that read them.
const markAsRead = fn();
const markAsReplied = fn();
const viewDetails = fn();

const messageActions = (message: ContactMessage) => (
  <>
    {!message.isRead && (
      <Button size="sm" variant="ghost" onClick={() => markAsRead(message)}>
        Mark as Read
      </Button>
    )}
    {!message.isReplied && (
      <Button size="sm" variant="ghost" onClick={() => markAsReplied(message)}>
        Mark as Replied
      </Button>
    )}
    <Button size="sm" variant="secondary" onClick={() => viewDetails(message)}>
      View Details
    </Button>
  </>
);

const isUnread = (message: ContactMessage) => !message.isRead;

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: {
    caption: 'Recent Signups',
    columns: waitlistColumns as DataTableColumn<unknown>[],
    rows: waitlist,
    getRowId: (row) => (row as WaitlistEntry).id,
    emptyText: 'No signups yet',
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Recent signups: missing names and companies read N/A, a missing source reads Direct. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Signups' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Email',
      'Name',
      'Company',
      'Source',
      'Join Date',
    ]);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(cells(rows[0] as HTMLElement)).toEqual([
      'amara@northwind.example',
      'Amara Okafor',
      'Northwind Traders',
      'homepage',
      'Mar 2, 2025',
    ]);
    await expect(cells(rows[1] as HTMLElement)).toEqual([
      'li.wei@example.com',
      'Li Wei',
      'N/A',
      'features',
      'Mar 3, 2025',
    ]);
    await expect(cells(rows[2] as HTMLElement)).toEqual([
      'no-name@example.org',
      'N/A',
      'Bright Ledger Ltd',
      'Direct',
      'Mar 4, 2025',
    ]);

    // The columns have fixed widths, so nothing scrolls sideways: the region is no tab stop.
    const region = canvas.getByRole('region', { name: 'Recent Signups' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region).not.toHaveAttribute('tabindex');
  },
};

/** No rows: one cell spanning every column says so. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Signups' });
    const cell = within(table).getByRole('cell', { name: 'No signups yet' });
    await expect(cell).toHaveAttribute('colspan', '5');
    await expect(bodyRows(table)).toHaveLength(1);
  },
};

/** The messages table's empty state also spans the actions column. */
export const EmptyMessages: Story = {
  args: {
    caption: 'Recent Messages',
    columns: messageColumns as DataTableColumn<unknown>[],
    rows: [],
    emptyText: 'No messages yet',
    rowActions: (row) => messageActions(row as ContactMessage),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No messages yet' })).toHaveAttribute('colspan', '6');
    // The actions column's heading is for screen readers only; the column is narrow.
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  },
};

/** While loading, a spinner row replaces the rows and the table is marked busy. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading signups' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Signups' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading signups' })).toBeVisible();
    await expect(canvas.queryByText('amara@northwind.example')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Loading signups' }).closest('td')).toHaveAttribute('colspan', '5');
  },
};

const messageArgs = {
  caption: 'Recent Messages',
  columns: messageColumns as DataTableColumn<unknown>[],
  rows: messages,
  getRowId: (row: unknown) => (row as ContactMessage).id,
  emptyText: 'No messages yet',
  rowEmphasis: (row: unknown) => isUnread(row as ContactMessage),
  rowActions: (row: unknown) => messageActions(row as ContactMessage),
};

/** Unread messages are bold and highlighted; read ones are not. */
export const EmphasizedRows: Story = {
  args: messageArgs,
  play: async ({ canvas }) => {
    const row = (name: string) => canvas.getByRole('cell', { name }).closest('tr') as HTMLElement;
    for (const unread of ['Grace Hopper', 'Ada Lovelace']) {
      await expect(row(unread)).toHaveAttribute('data-emphasis', 'true');
      await expect(Number(getComputedStyle(row(unread)).fontWeight)).toBeGreaterThanOrEqual(600);
      await expect(getComputedStyle(row(unread)).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    }
    for (const read of ['Alan Turing', 'Katherine Johnson']) {
      await expect(row(read)).not.toHaveAttribute('data-emphasis');
      await expect(Number(getComputedStyle(row(read)).fontWeight)).toBeLessThan(600);
    }
  },
};

/** Each row's actions call their handler with that row; Mark as Read shows only on unread rows. */
export const RowActions: Story = {
  args: messageArgs,
  play: async ({ canvas }) => {
    viewDetails.mockClear();
    markAsRead.mockClear();
    markAsReplied.mockClear();
    const row = (name: string) => canvas.getByRole('cell', { name }).closest('tr') as HTMLElement;

    await userEvent.click(within(row('Alan Turing')).getByRole('button', { name: 'View Details' }));
    await expect(viewDetails).toHaveBeenCalledTimes(1);
    await expect(viewDetails).toHaveBeenCalledWith(messages[1]);

    await userEvent.click(within(row('Ada Lovelace')).getByRole('button', { name: 'Mark as Read' }));
    await expect(markAsRead).toHaveBeenCalledWith(messages[2]);

    await userEvent.click(within(row('Grace Hopper')).getByRole('button', { name: 'Mark as Replied' }));
    await expect(markAsReplied).toHaveBeenCalledWith(messages[0]);

    await expect(within(row('Alan Turing')).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    const replied = within(row('Katherine Johnson'));
    await expect(replied.queryByRole('button', { name: 'Mark as Replied' })).not.toBeInTheDocument();
    await expect(replied.getByRole('button', { name: 'View Details' })).toBeVisible();
  },
};

const longMessages: ContactMessage[] = [
  {
    id: 21,
    name: 'Maximilian Alexander von Hohenberg-Wittelsbach',
    email: 'maximilian.alexander.von.hohenberg-wittelsbach@very-long-company-domain.example',
    subject:
      'We invoice in four currencies across three legal entities and need per-entity numbering, tax rules and templates: is that supported at launch?',
    status: 'new',
    isRead: false,
    isReplied: false,
    createdAt: '2025-03-07T11:00:00Z',
  },
  ...messages.slice(1, 2),
];

/** Long values are clipped to two lines (the whole text on hover) instead of stretching the table or its rows. */
export const LongContent: Story = {
  args: {
    ...messageArgs,
    rows: longMessages,
    columns: messageColumns.map((column) =>
      column.key === 'subject' || column.key === 'name'
        ? {
            ...column,
            render: (message: ContactMessage) => (
              <ClampedText lines={2}>{column.key === 'name' ? message.name : message.subject}</ClampedText>
            ),
          }
        : column,
    ) as DataTableColumn<unknown>[],
  },
  play: async ({ canvas }) => {
    const subject = canvas.getByTitle(longMessages[0]!.subject);
    await expect(subject).toBeVisible();
    // Two lines at most: the row stays short.
    await expect(subject.getBoundingClientRect().height).toBeLessThan(50);
    const region = canvas.getByRole('region', { name: 'Recent Messages' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A visually hidden caption still names the table and its scroll region. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Recent Signups' })).toBeInTheDocument();
    const caption = canvas.getByText('Recent Signups');
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** On a phone the rows are stacked cards: the first column is the title, the others labelled under it. */
export const Mobile: Story = {
  args: messageArgs,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Recent Messages' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(within(cards[0]!).getByText('Email')).toBeVisible();
    await expect(within(cards[0]!).getByText('grace@example.com')).toBeVisible();
    await expect(cards[0]).toHaveAttribute('data-emphasis', 'true');
    const page = list.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

const toggleRow = fn();
const togglePage = fn();
const sortChange = fn();
const openRow = fn();

const selectionOf = (selectedIds: number[], pageState: 'none' | 'some' | 'all') => ({
  isSelected: (row: unknown) => selectedIds.includes((row as ContactMessage).id),
  onToggle: toggleRow,
  pageState,
  onTogglePage: togglePage,
});

const selectableArgs = {
  ...messageArgs,
  rowLabel: (row: unknown) => (row as ContactMessage).name,
  onRowClick: openRow,
};

/** Some rows selected: their checkboxes ticked, the heading's half-ticked; a click reports the row. */
export const SomeRowsSelected: Story = {
  args: { ...selectableArgs, selection: selectionOf([11, 13], 'some') },
  play: async ({ canvas }) => {
    toggleRow.mockClear();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Alan Turing' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Alan Turing' }));
    await expect(toggleRow).toHaveBeenCalledWith(messages[1], true);
  },
};

/** The whole page selected: the heading checkbox is ticked; unticking it reports "none". */
export const WholePageSelected: Story = {
  args: { ...selectableArgs, selection: selectionOf([11, 12, 13, 14], 'all') },
  play: async ({ canvas }) => {
    togglePage.mockClear();
    const heading = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await expect(heading).toBeChecked();
    await userEvent.click(heading);
    await expect(togglePage).toHaveBeenCalledWith(false);
  },
};

/** A click on a row reports it; a click on its checkbox or actions does not. */
export const ClickableRows: Story = {
  args: { ...selectableArgs, selection: selectionOf([], 'none') },
  play: async ({ canvas }) => {
    openRow.mockClear();
    await userEvent.click(canvas.getByRole('cell', { name: 'Import from spreadsheets' }));
    await expect(openRow).toHaveBeenCalledWith(messages[1]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    const graceRow = canvas.getByRole('checkbox', { name: 'Select Grace Hopper' }).closest('tr')!;
    await userEvent.click(within(graceRow).getByRole('button', { name: 'View Details' }));
    await expect(openRow).toHaveBeenCalledTimes(1);
  },
};

/** Sortable headings are buttons; the sorted column says which way (aria-sort), the others none. */
export const SortableHeadings: Story = {
  args: {
    ...messageArgs,
    columns: messageColumns.map((column) => ({ ...column, sortable: true })) as DataTableColumn<unknown>[],
    sort: { column: 'createdAt', direction: 'descending' },
    onSortChange: sortChange,
  },
  play: async ({ canvas }) => {
    sortChange.mockClear();
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Subject' }));
    await expect(sortChange).toHaveBeenCalledWith('subject');
  },
};

/** Cards keep the selection: each card's checkbox, and "Select all on this page" above them. */
export const MobileSelection: Story = {
  args: { ...selectableArgs, selection: selectionOf([12], 'some') },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Alan Turing' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Alan Turing' }).closest('li')).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};
