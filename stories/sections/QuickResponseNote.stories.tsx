import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { QuickResponseNote } from '@/sections/QuickResponseNote';

const meta = {
  title: 'Sections/QuickResponseNote',
  component: QuickResponseNote,
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  args: { style: { maxWidth: '28rem' } },
} satisfies Meta<typeof QuickResponseNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The response promise of product.md §1: most inquiries in 4-6 hours, all within 24 hours. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('group', { name: 'Quick Response Guarantee' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quick Response Guarantee' })).toBeVisible();
    await expect(note).toHaveTextContent(
      'Most inquiries are answered within 4-6 hours, and every inquiry within 24 hours.',
    );
  },
};

export const NestedHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Quick Response Guarantee' })).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };
