import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TextArea } from '../../src/components/TextArea';

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

/** With a limit: a live counter under the field, quiet for screen readers while far from the limit. */
export const CharacterLimit: Story = {
  args: { label: 'Admin notes', characterLimit: 200, fullWidth: true, hint: 'Only administrators see these notes.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin notes' });
    await expect(canvas.getByText('0 / 200')).toBeVisible();
    await userEvent.type(textarea, 'Called back on Monday.');
    await expect(canvas.getByText('22 / 200')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('Only administrators see these notes. 22 / 200 characters');
    // No `maxLength`: the browser would cut a longer paste without a word.
    await expect(textarea).not.toHaveAttribute('maxlength');
  },
};

/** In the last tenth of the limit, what is left is announced politely. */
export const CharacterLimitNear: Story = {
  args: { label: 'Admin notes', characterLimit: 200, fullWidth: true, defaultValue: 'x'.repeat(185) },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin notes' });
    await expect(canvas.getByText('185 / 200')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(expect.stringContaining('15 characters left'));
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

/** Pasted past the limit: the text is kept whole, the counter turns to an error that says by how much. */
export const CharacterLimitExceeded: Story = {
  args: { label: 'Admin notes', characterLimit: 200, fullWidth: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin notes' });
    await userEvent.click(textarea);
    await userEvent.paste('y'.repeat(1234));
    await expect(textarea).toHaveValue('y'.repeat(1234));
    await expect(canvas.getByText('1,234 / 200')).toBeVisible();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('1,034 characters too many: the limit is 200. Shorten the text.')).toBeVisible();
  },
};
