import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { siteConfig } from '../../src/config/site';
import { HomePage } from '../../src/pages/HomePage';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Professional Invoicing Made Simple' })).toBeVisible();
    await expect(canvas.getByText('Early users get 50% off their first year.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
