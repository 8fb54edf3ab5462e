import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { NotFoundPage } from '../../src/pages/NotFoundPage';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
