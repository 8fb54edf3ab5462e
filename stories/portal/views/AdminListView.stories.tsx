import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { ToastProvider } from '@/components/Toast';
import { waitlistSorts } from '@shared/contract/constants';
import { AdminListView, BulkDeleteDialog } from '@portal/views/common/AdminListView';
import { sortOptionsOf } from '@portal/views/common/listState';
import { useAdminList } from '@portal/views/common/useAdminList';
import { DATE_COLUMN, waitlistColumns } from '@portal/views/waitlist/waitlistColumns';
import { waitlistList } from '@portal/views/waitlist/waitlistQueries';
import { adminFailures, createAdminMock, createEmptyAdminMock } from '@testing/mocks/adminHandlers';
import { manyWaitlistEntries } from '@testing/mocks/fixtures';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Recent Signups' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);

/**
 * The shared table block with the sign-ups list's definition and no view around it: a filter and a bulk
 * action of the story's own show where a list's parts go.
 */
function SignupList() {
  const list = useAdminList(waitlistList, {
    noun: { one: 'signup', other: 'signups' },
    loadFailure: { log: 'Error fetching:', id: 'story-list', title: 'Not loaded', message: 'Not loaded.' },
    exportKind: 'waitlist',
    exportLog: 'Error exporting:',
    bulkDeleteLog: 'Error deleting:',
  });
  return (
    <>
      <AdminListView
        list={list}
        title="Recent Signups"
        pagesLabel="Signups"
        searchPlaceholder="e.g. maria@brightpath.studio"
        filters={<p>Own filters</p>}
        moreFilters={{ fields: <p>Own less-used filters</p>, active: 0 }}
        sortOptions={sortOptionsOf(waitlistSorts)}
        dateColumn={DATE_COLUMN}
        bulkActions={
          <Button size="sm" variant="secondary">
            Own action
          </Button>
        }
        emptyText={{ failed: 'Signups could not be loaded', filtered: 'No signups match', none: 'No signups yet' }}
        table={{ columns: waitlistColumns, rowLabel: (entry) => entry.email, loadingLabel: 'Loading signups' }}
      />
      <BulkDeleteDialog list={list} title="Delete sign-ups" />
    </>
  );
}

const busy = createAdminMock({ waitlist: manyWaitlistEntries });
const empty = createEmptyAdminMock();

const meta = {
  title: 'Features/Admin/Views/AdminListView',
  component: SignupList,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withLocationProbe,
    withQueryClient,
  ],
  parameters: { route: '/admin/waitlist', msw: { handlers: busy.handlers } },
  beforeEach: () => {
    busy.reset();
    empty.reset();
  },
} satisfies Meta<typeof SignupList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first page: the heading with Export CSV, the toolbar with the list's own filters, the rows, the
 * pages. Next page asks the server for the next 50 and keeps the page in the URL (the one story of paging
 * on for every list built on this block).
 */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(canvas.getByRole('heading', { name: 'Recent Signups' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(canvas.getByText('Own filters')).toBeVisible();
    await expect(canvas.getByText('Showing 1–50 of 137 signups · Page 1 of 3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 51–100 of 137 signups · Page 2 of 3')).toBeVisible();
    await expect(busy.requests('GET', '/api/waitlist').at(-1)?.query.toString()).toBe('sort=newest&page=2&pageSize=50');
    await expect(locationOf(canvas)).toBe('/admin/waitlist?page=2');
  },
};

/** A search that matches nothing: the filtered empty text, and Clear filters takes the search away. */
export const NoMatch: Story = {
  parameters: { route: '/admin/waitlist?q=nobody-at-all' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No signups match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(locationOf(canvas)).not.toContain('q='));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
  },
};

/**
 * The less-used filters and the dates wait behind "Filters", which opens them under the toolbar; an
 * address that sets a date opens them from the start, and the button counts what is set, open or closed.
 */
export const FiltersFromAddress: Story = {
  parameters: { route: '/admin/waitlist?from=2026-10-01&to=2026-10-31' },
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toHaveAccessibleName('Filters 2 active');
    await expect(canvas.getByText('Own less-used filters')).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-10-31');
    await waitFor(() => expect(busy.requests('GET', '/api/waitlist').at(-1)?.query.get('to')).toBe('2026-10-31'));

    await userEvent.click(filters);
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Own less-used filters')).not.toBeVisible();
    await expect(filters).toHaveAccessibleName('Filters 2 active');
    await userEvent.click(filters);
    await expect(canvas.getByLabelText('From')).toBeVisible();
  },
};

/** No rows at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No signups yet')).toBeVisible();
  },
};

/** The page does not load: the failure's empty text. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...adminFailures.listError, ...busy.handlers] } },
  beforeEach: () => silenceConsoleError(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signups could not be loaded')).toBeVisible();
  },
};

/** A selection: the bar shows the list's own action before Export selection and Delete; Delete asks once. */
export const BulkDelete: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(within(bodyRows(canvas)[0]!).getByRole('checkbox'));
    await userEvent.click(within(bodyRows(canvas)[1]!).getByRole('checkbox'));
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    await expect(within(bar).getByRole('button', { name: 'Own action' })).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Delete sign-ups' });
    await animationsFinished(dialog);
    // The server counts the rows first (the dialog says "Counting…"): wait for the number.
    await expect(await within(dialog).findByText('Delete 2 signups?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The picture shows the notice where it rests on the page: once the dialog (which holds the notices
    // while open) has gone and the notice has slid in.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await animationsFinished(await within(notifications).findByRole('status'));
    await waitFor(() => expect(busy.requests('POST', '/api/waitlist/bulk')).toHaveLength(1));
    const [request] = busy.requests('POST', '/api/waitlist/bulk');
    await expect(request?.body).toMatchObject({ action: 'delete' });
    await expect((request?.body as { ids: number[] }).ids).toHaveLength(2);
    await expect(await canvas.findByText('Showing 1–50 of 135 signups · Page 1 of 3')).toBeVisible();
  },
};
