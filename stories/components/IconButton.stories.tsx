import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRight, ExternalLink, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';

import { IconButton } from '@/components/IconButton';
import { theme } from '@/theme';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <X size={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'solid', 'overlay'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name: the button is found by what it does, not by its icon. */
export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('title', 'Close');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Solid: Story = { args: { variant: 'solid', label: 'Next image', icon: <ChevronRight size={20} /> } };

export const Overlay: Story = {
  args: { variant: 'overlay', label: 'Open video in a new tab', icon: <ExternalLink size={18} /> },
  decorators: [
    (Story) => (
      <div style={{ background: theme.color.brand.primary, padding: theme.space[600] }}>
        <Story />
      </div>
    ),
  ],
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: theme.space[300], alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Close small" />
      <IconButton {...args} size="md" label="Close medium" />
      <IconButton {...args} size="lg" label="Close large" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Previous image', variant: 'solid', icon: <ChevronRight size={20} /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Previous image' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
