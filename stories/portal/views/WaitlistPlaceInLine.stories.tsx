import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { AdminApp } from '@portal/AdminApp';
import { WaitlistDashboard } from '@portal/views/waitlist';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { manyWaitlistEntries } from '@testing/mocks/fixtures';
import { seedAdminSession } from '@testing/stories/adminSession';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

/*
 * The sign-ups list's place in line and referrals (issue 43): the Place column with each member's
 * credited referrals under their place, the order by place, and how they read beside the admin sidebar
 * on a 1440 px screen and on a phone.
 */

/** 137 sign-ups a few weeks before launch: most waiting in line, some of them moved up by their referrals. */
const busy = createAdminMock({ waitlist: manyWaitlistEntries });

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Recent Signups' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
const headings = (canvas: Canvas) => within(table(canvas)).getAllByRole('columnheader');
/** The cell of `column` (a heading's text) in `row`. */
const cellOf = (canvas: Canvas, row: HTMLElement, column: string) => {
  const index = headings(canvas).findIndex((heading) => heading.textContent === column);
  return within(row).getAllByRole('cell')[index]!;
};

/** Every heading shows whole in its column: none is cut or runs into the next. */
async function expectHeadingsWhole(canvas: Canvas) {
  for (const heading of headings(canvas)) {
    await expect(heading.scrollWidth, heading.textContent ?? '').toBeLessThanOrEqual(heading.clientWidth);
  }
}

const meta = {
  title: 'Features/Admin/Views/WaitlistPlaceInLine',
  component: WaitlistDashboard,
  decorators: [withQueryClient],
  parameters: { route: '/admin/waitlist', msw: { handlers: busy.handlers } },
  beforeEach: () => busy.reset(),
} satisfies Meta<typeof WaitlistDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each sign-up's place in line after its status (`#12`; a dash, "Not in line" to screen readers, once
 * invited, joined or removed), and under it the member's credited referrals ("2 referrals", nothing when
 * none); every heading whole at 1440 px.
 */
export const PlaceAndReferrals: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(headings(canvas).map((heading) => heading.textContent)).toEqual([
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
    const [newest] = bodyRows(canvas);
    const last = manyWaitlistEntries.filter((entry) => entry.position !== null).length;
    // The newest sign-up waits at the back of the line.
    await expect(cellOf(canvas, newest!, 'Place')).toHaveTextContent(new RegExp(`^#${last}$`));
    await expect(manyWaitlistEntries[0]!.position).toBe(last);
    // A member whose link brought two sign-ups that confirmed, moved up ten places for them.
    const referrer = manyWaitlistEntries.slice(0, 50).find((entry) => entry.referrals === 2)!;
    const referrerRow = within(table(canvas)).getByTitle(referrer.email).closest('tr')!;
    await expect(cellOf(canvas, referrerRow, 'Place')).toHaveTextContent(
      new RegExp(`^#${referrer.position}2 referrals$`),
    );
    const removed = manyWaitlistEntries.find((entry) => entry.status === 'removed')!;
    const removedRow = within(table(canvas)).getByTitle(removed.email).closest('tr')!;
    await expect(cellOf(canvas, removedRow, 'Place')).toHaveTextContent('—Not in line');
    await expectHeadingsWhole(canvas);
  },
};

/**
 * "Place in line" in Sort by lists the waiting sign-ups from the next to be invited, then the others;
 * the Place heading turns it around (last in line first), each kept in the URL.
 */
export const SortByPlace: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(within(sortBy).getByRole('option', { name: 'Place in line' })).toHaveValue('position');
    await userEvent.selectOptions(sortBy, 'position');
    /** The places the rows show, without the referrals under them. */
    const places = () =>
      bodyRows(canvas).map((row) => within(cellOf(canvas, row, 'Place')).queryByText(/^#/)?.textContent);
    // The new order is a fresh call: give a loaded machine time.
    await waitFor(() => expect(places()[0]).toBe('#1'), { timeout: 5000 });
    await expect(places()).toEqual(Array.from({ length: 50 }, (_, index) => `#${index + 1}`));
    await expect(busy.requests('GET', '/api/waitlist').at(-1)?.query.get('sort')).toBe('position');
    await expect(locationOf(canvas)).toBe('/admin/waitlist?sort=position');
    const place = within(table(canvas)).getByRole('columnheader', { name: /Place/ });
    await expect(place).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(place).getByRole('button'));
    await waitFor(() => expect(place).toHaveAttribute('aria-sort', 'descending'), { timeout: 5000 });
    await expect(busy.requests('GET', '/api/waitlist').at(-1)?.query.get('sort')).toBe('position-desc');
    await expect(locationOf(canvas)).toBe('/admin/waitlist?sort=position-desc');
    await expect(sortBy).toHaveValue('position-desc');
    // Those out of line first (invited, joined, removed), then the line from its back.
    await waitFor(() => expect(cellOf(canvas, bodyRows(canvas)[0]!, 'Place')).toHaveTextContent('Not in line'), {
      timeout: 5000,
    });
    await expect(within(sortBy).getByRole('option', { name: 'Place in line (last first)' })).toBeInTheDocument();
  },
};

/** On a 375 px phone each sign-up's card names its place and referrals; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Recent Signups' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(50));
    const first = within(cards).getAllByRole('listitem')[0]!;
    const fields = Object.fromEntries(
      [...first.querySelectorAll('dt')].map((label) => [label.textContent, label.nextElementSibling?.textContent]),
    );
    await expect(fields.Place).toBe(`#${manyWaitlistEntries[0]!.position}`);
    const referrer = manyWaitlistEntries.slice(0, 50).find((entry) => entry.referrals === 2)!;
    const referrerCard = within(cards).getByTitle(referrer.email).closest('li')!;
    await expect(within(referrerCard).getByText('2 referrals')).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/**
 * In the portal on a 1440 px screen, beside the 280 px sidebar, the sign-ups are still a table and each
 * of its headings shows whole, Place among them.
 */
export const BesideTheSidebar: Story = {
  render: () => <AdminApp />,
  decorators: [(Story) => <Story />],
  parameters: {
    layout: 'fullscreen',
    route: '/waitlist',
    msw: { handlers: busy.handlers },
  },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => seedAdminSession(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50), { timeout: 5000 });
    await expect(table(canvas).getBoundingClientRect().width).toBeLessThan(1100);
    await expectHeadingsWhole(canvas);
  },
};
