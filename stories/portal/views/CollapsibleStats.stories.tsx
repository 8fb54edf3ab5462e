import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Clock, Inbox, Mail } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';

import { CollapsibleStats } from '@portal/views/common/CollapsibleStats';

/** Where these stories keep the choice: a key of their own, not the portal's. */
const storageKey = 'adminOverview:story';

const answered = {
  isError: false,
  isPending: false,
  isFetching: false,
  refetch: fn(),
  data: { timeZone: 'UTC' },
};

const meta = {
  title: 'Features/Admin/Views/CollapsibleStats',
  component: CollapsibleStats,
  args: {
    label: 'Stats and breakdowns',
    storageKey,
    query: answered,
    cards: [
      { label: 'Total Messages', value: 12480, icon: <Inbox size={20} /> },
      { label: 'New Messages', value: 9, icon: <Mail size={20} /> },
      { label: 'Today', value: 3, icon: <Clock size={20} /> },
      { label: 'This Week', value: 27, icon: <CalendarDays size={20} /> },
    ],
    children: <p>The breakdowns show here.</p>,
  },
} satisfies Meta<typeof CollapsibleStats>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: 'Stats and breakdowns' });

/** Collapsed: the four figures on one line, grouped as the cards group them, beside the toggle. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Total Messages').nextElementSibling).toHaveTextContent('12,480');
    await expect(canvas.queryByText('The breakdowns show here.')).not.toBeInTheDocument();
  },
};

/** Expanded: the cards, the zone they are counted in, then what the view puts under them. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(toggle(canvas));
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The breakdowns show here.')).toBeVisible();
    await expect(canvas.getByText('Today, this week and this month are counted in UTC time.')).toBeVisible();
    await expect(localStorage.getItem(storageKey)).toBe('expanded');
  },
};

/** While the stats load, each figure waits (read as "Loading"). */
export const Loading: Story = {
  args: { query: { isError: false, isPending: true, isFetching: true, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New Messages').nextElementSibling).toHaveTextContent('Loading');
  },
};

/** The stats call failed: the banner of product.md §8 with its retry, collapsed as expanded. */
export const Unavailable: Story = {
  args: { query: { isError: true, isPending: false, isFetching: false, refetch: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to connect to server');
    await expect(canvas.queryByText('Total Messages')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.refetch).toHaveBeenCalled();
  },
};
