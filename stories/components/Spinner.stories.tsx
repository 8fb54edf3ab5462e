import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from '@/components/Spinner';
import { theme } from '@/theme';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Checking your session' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status region that screen readers announce. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your session' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: theme.space[600], alignItems: 'center' }}>
      <Spinner {...args} size="sm" label="Loading small" />
      <Spinner {...args} size="md" label="Loading medium" />
      <Spinner {...args} size="lg" label="Loading large" />
    </div>
  ),
};

/** Inside something that already says what is happening ("Joining Waitlist..."), it is decorative. */
export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
