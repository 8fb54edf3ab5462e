import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TextArea } from '@/components/TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    rows: { control: { type: 'number', min: 1, max: 20 } },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the textarea; it grows only vertically, so it never breaks the form's width. */
export const Default: Story = {
  args: { hint: 'Tell us what you would like to invoice and how often.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await expect(getComputedStyle(textarea).resize).toBe('vertical');
    await expect(textarea).toHaveAccessibleDescription('Tell us what you would like to invoice and how often.');
    await userEvent.type(textarea, 'Hello{Enter}there');
    await expect(textarea).toHaveValue('Hello\nthere');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Optional: Story = {
  args: { label: 'Admin notes', optional: true, rows: 3 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin notes (Optional)' });
    await expect(textarea).toHaveAttribute('rows', '3');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Message is required' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(expect.stringContaining('Message is required'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Thanks, we have received your message.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, ' More text', { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue('Thanks, we have received your message.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const longMessage = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}: we send around forty invoices a month in three currencies and would like bulk status updates, reminders for overdue invoices and a monthly export for our accountant.`,
).join('\n\n');

/** Long text scrolls inside the box instead of pushing the page; the reader can drag it taller. */
export const LongContent: Story = {
  args: { label: 'Admin notes', defaultValue: longMessage, fullWidth: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Admin notes' });
    await expect(textarea).toHaveValue(longMessage);
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const Mobile: Story = {
  args: { fullWidth: true, required: true, error: 'Message is required' },
  globals: { viewport: { value: 'mobile' } },
};
