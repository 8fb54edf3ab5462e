import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, CalendarRange, Clock, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { StatCard } from '@/components/StatCard';
import { theme } from '@/theme';

/** A waitlist stats response (product.md §3: totalEntries, todayEntries, weekEntries, monthEntries). */
const waitlistStats = { totalEntries: 12480, todayEntries: 37, weekEntries: 264, monthEntries: 1093 };

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Total Signups', value: waitlistStats.totalEntries },
  argTypes: { icon: { control: false } },
  decorators: [
    // A lone card at the width it has in the dashboard grid; the grid story widens the frame.
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.frameWidth ?? '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbers are grouped for reading: 12480 shows as 12,480. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Signups')).toBeVisible();
    await expect(canvas.getByText('12,480')).toBeVisible();
  },
};

export const WithIcon: Story = { args: { icon: <Users size={20} /> } };

export const TrendUp: Story = {
  args: { icon: <Users size={20} />, trend: { direction: 'up', label: '+12% vs last week' } },
  play: async ({ canvas }) => {
    // The arrow and the colour are not read out, so the direction is spelled out for screen readers.
    await expect(canvas.getByText('+12% vs last week')).toHaveTextContent('Up: +12% vs last week');
  },
};

export const TrendDown: Story = {
  args: {
    label: 'Today',
    value: waitlistStats.todayEntries,
    icon: <Clock size={20} />,
    trend: { direction: 'down', label: '−8% vs yesterday' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−8% vs yesterday')).toHaveTextContent('Down: −8% vs yesterday');
  },
};

export const TrendFlat: Story = {
  args: {
    label: 'This Week',
    value: waitlistStats.weekEntries,
    trend: { direction: 'flat', label: 'Same as last week' },
  },
};

/** While the figure loads the card is busy and shows a placeholder, not a stale or zero value. */
export const Loading: Story = {
  args: { loading: true, icon: <Users size={20} />, trend: { direction: 'up', label: '+12% vs last week' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByText('12,480')).not.toBeInTheDocument();
    await expect(canvas.queryByText('+12% vs last week')).not.toBeInTheDocument();
  },
};

export const LargeNumbers: Story = {
  args: { label: 'Total Invoices Sent', value: 1234567890, trend: { direction: 'up', label: '+1,024 this month' } },
  play: async ({ canvas }) => {
    const value = canvas.getByText('1,234,567,890');
    await expect(value).toBeVisible();
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
  },
};

/** A string is shown exactly as given: the caller has formatted it. */
export const TextValue: Story = {
  args: { label: 'Uptime', value: '99.9%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99.9%')).toBeVisible();
  },
};

const dashboard = [
  { label: 'Total Signups', value: waitlistStats.totalEntries, icon: <Users size={20} />, shown: '12,480' },
  { label: 'Today', value: waitlistStats.todayEntries, icon: <Clock size={20} />, shown: '37' },
  { label: 'This Week', value: waitlistStats.weekEntries, icon: <CalendarDays size={20} />, shown: '264' },
  { label: 'This Month', value: waitlistStats.monthEntries, icon: <CalendarRange size={20} />, shown: '1,093' },
];

/** The waitlist dashboard's four stat cards. */
export const DashboardGrid: Story = {
  parameters: { frameWidth: theme.layout.maxWidth },
  render: (args) => (
    <div
      data-testid="stat-grid"
      style={{
        display: 'grid',
        gap: theme.space[400],
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
      }}
    >
      {dashboard.map(({ label, value, icon }) => (
        <StatCard key={label} {...args} label={label} value={value} icon={icon} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = within(canvas.getByTestId('stat-grid'));
    // Each figure sits right after its own label, so the pairs cannot be read crossed.
    for (const { label, shown } of dashboard) {
      await expect(grid.getByText(label).nextElementSibling).toHaveTextContent(shown);
    }
  },
};

export const DashboardGridLoading: Story = {
  ...DashboardGrid,
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
  },
};
