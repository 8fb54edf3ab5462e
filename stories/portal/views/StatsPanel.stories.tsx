import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Clock, Inbox, Mail } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { StatsPanel } from '@portal/views/common/StatsPanel';

/** The zone this browser shows times in (the machine's own). */
const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A zone certainly not the browser's, for the server to count in. */
const otherZone = browserZone === 'Pacific/Auckland' ? 'Europe/Paris' : 'Pacific/Auckland';

const answered = (timeZone: string) => ({
  isError: false,
  isPending: false,
  isFetching: false,
  refetch: fn(),
  data: { timeZone },
});

const meta = {
  title: 'Features/Admin/Views/StatsPanel',
  component: StatsPanel,
  args: {
    query: answered(otherZone),
    cards: [
      { label: 'Total Messages', value: 412, icon: <Inbox size={20} /> },
      { label: 'New Messages', value: 9, icon: <Mail size={20} /> },
      { label: 'Today', value: 3, icon: <Clock size={20} /> },
      { label: 'This Week', value: 27, icon: <CalendarDays size={20} /> },
    ],
  },
} satisfies Meta<typeof StatsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The server counts today and this week in another zone than the browser's: the note names both, so
 * "Today: 3" is not read as the administrator's own today.
 */
export const CountedInAnotherZone: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        `Today, this week and this month are counted in ${otherZone} time. Times in the lists are in your time zone, ${browserZone}.`,
      ),
    ).toBeVisible();
  },
};

/** Server and browser in one zone: the note names it once. */
export const CountedInTheBrowserZone: Story = {
  args: { query: answered(browserZone) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Today, this week and this month are counted in ${browserZone} time.`)).toBeVisible();
  },
};

/** While the stats load, the cards wait and no zone is named yet. */
export const Loading: Story = {
  args: { query: { isError: false, isPending: true, isFetching: true, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/are counted in/)).not.toBeInTheDocument();
  },
};
