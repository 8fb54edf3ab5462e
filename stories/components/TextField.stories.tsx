import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectVisibleFocusRing } from '@testing/stories/focusRing';

import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { theme } from '@/theme';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is always visible and is the input's accessible name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(canvas.getByText('First name')).toBeVisible();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the label focuses the input: the two are associated.
    await userEvent.click(canvas.getByText('First name'));
    await expect(input).toHaveFocus();
  },
};

export const EmailType: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@company.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const PasswordType: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'hunter2');
    await expect(input).toHaveValue('hunter2');
  },
};

/** The waitlist dialog's company field: "(Optional)" shows next to the label and is part of its name. */
export const Optional: Story = {
  args: { label: 'Company', optional: true, autoComplete: 'organization' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(Optional)')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Company (Optional)' });
    await expect(input).not.toBeRequired();
  },
};

/** The asterisk is seen but not heard: the native `required` is what a screen reader announces. */
export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    const marker = canvas.getByText('*');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We will only use it to tell you when we launch.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('We will only use it to tell you when we launch.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('We will only use it to tell you when we launch.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { label: 'Email', type: 'email', required: true, defaultValue: '', error: 'Email is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Email is required'));
  },
};

/** Both messages describe the input, hint first; a caller's own `aria-describedby` is kept too. */
export const WithHintAndError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ada@',
    hint: 'Use your work address.',
    error: 'Enter a valid email address',
    'aria-describedby': 'email-policy',
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <p id="email-policy" style={{ marginTop: theme.space[300] }}>
          We never share it.
        </p>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We never share it. Use your work address. Enter a valid email address',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Email', type: 'email', disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'ada@example.com', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  args: { label: 'Email', type: 'email' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('ada@example.com'.length);
  },
};

/** Keyboard users see where they are: the focus ring appears on tab. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expectVisibleFocusRing(input);
  },
};

export const FullWidth: Story = {
  args: { label: 'Subject', fullWidth: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Subject' });
    const container = input.closest('div')?.parentElement ?? canvasElement;
    await expect(input.getBoundingClientRect().width).toBeCloseTo(container.getBoundingClientRect().width, 0);
  },
};

export const LongLabel: Story = {
  args: {
    label: 'The name of the company or organisation you would like your invoices to be issued from',
    optional: true,
    hint: 'This appears on every invoice you send, above your address and tax number.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^The name of the company .* \(Optional\)$/ });
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('appears on every invoice'));
  },
};

/** The ref reaches the `<input>`, so a form can move focus to it (e.g. the first invalid field). */
export const RefToInput: Story = {
  args: { label: 'Email', type: 'email' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: theme.space[300], justifyItems: 'start' }}>
        <TextField {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Go to email
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { label: 'Email', type: 'email', fullWidth: true, hint: 'Use your work address.', required: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};
