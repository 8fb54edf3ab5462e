import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Rocket } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button, ButtonLink } from '@/components/Button';
import { theme } from '@/theme';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Join Waitlist', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'inverse', 'outlineInverse'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn More' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Logout' } };

export const Inverse: Story = {
  args: { variant: 'inverse', children: 'View Features' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.color.surface.inverse, padding: theme.space[600] }}>
        <Story />
      </div>
    ),
  ],
};

/** The second action on a dark band, beside a primary one. */
export const OutlineInverse: Story = {
  args: { variant: 'outlineInverse', children: 'Learn More' },
  decorators: Inverse.decorators,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Learn More' });
    await expect(button).toBeVisible();
    // Light text on the dark band, with no fill of its own.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: {
    startIcon: <Rocket size={18} aria-hidden />,
    endIcon: <ArrowRight size={18} aria-hidden />,
    children: 'Launch System',
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Joining Waitlist...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Joining Waitlist...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Waitlist' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** `ButtonLink` looks like a button and navigates: client-side for site paths, new tab for external ones. */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ButtonLink href="/features" variant="secondary">
        View Features
      </ButtonLink>
      <ButtonLink href="https://example.com/demo" variant="ghost">
        Watch the demo
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View Features' })).toHaveAttribute('href', '/features');
    const external = canvas.getByRole('link', { name: 'Watch the demo' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
