import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { CountedTextArea } from '@/components/TextArea';

/** A TextArea with a character limit: the admin notes and the reply in the message's details. */
const meta = {
  title: 'Components/CountedTextArea',
  component: CountedTextArea,
  args: { label: 'Admin notes', characterLimit: 200, fullWidth: true, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    characterLimit: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof CountedTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a limit: a live counter under the field, quiet for screen readers while far from the limit. */
export const Default: Story = {
  args: { hint: 'Only administrators see these notes.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin notes' });
    await expect(canvas.getByText('0 / 200')).toBeVisible();
    await userEvent.type(textarea, 'Called back on Monday.');
    await expect(canvas.getByText('22 / 200')).toBeVisible();
    // The owner still hears every change.
    await expect(args.onChange).toHaveBeenCalled();
    await expect(textarea).toHaveAccessibleDescription('Only administrators see these notes. 22 / 200 characters');
    // No `maxLength`: the browser would cut a longer paste without a word.
    await expect(textarea).not.toHaveAttribute('maxlength');
  },
};

/** In the last tenth of the limit, what is left is announced politely. */
export const NearTheLimit: Story = {
  args: { defaultValue: 'x'.repeat(185) },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin notes' });
    await expect(canvas.getByText('185 / 200')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(expect.stringContaining('15 characters left'));
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

/** Pasted past the limit: the text is kept whole, the counter turns to an error that says by how much. */
export const OverTheLimit: Story = {
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
