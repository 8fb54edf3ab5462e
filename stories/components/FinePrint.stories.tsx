import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { FinePrint } from '@/components/FinePrint';

const meta = {
  title: 'Components/FinePrint',
  component: FinePrint,
  args: {
    text: 'By joining you agree that we keep these details to tell you about the launch. See our',
    linkLabel: 'privacy note',
    href: '/privacy',
  },
} satisfies Meta<typeof FinePrint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small line with a link that opens in a new tab, and says so to screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'privacy note (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
