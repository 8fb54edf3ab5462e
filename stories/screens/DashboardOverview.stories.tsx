import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DashboardOverview } from './parts/DashboardOverview';

const meta = {
  title: 'Product screens/Dashboard Overview',
  component: DashboardOverview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The analytics dashboard: this month's figures, monthly earnings, invoice counts by status, recent invoices. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Monthly earnings from July 2025/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'The three latest invoices' })).toBeVisible();
  },
};
