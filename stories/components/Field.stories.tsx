import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect } from 'storybook/test';

import { Field } from '@/components/Field';

/**
 * `Field` is the label, markers, hint and error around a control; TextField, TextArea and Select are
 * built on it. These stories wrap a plain native control to show the wiring it hands over.
 */
const meta = {
  title: 'Components/Field',
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

type DateInputProps = ComponentPropsWithRef<'input'>;

export const WithHintAndError: Story = {
  args: { label: 'Launch date', children: () => null },
  render: () => (
    <Field<DateInputProps>
      label="Launch date"
      hint="When your first invoice goes out"
      error="Pick a date in the future"
      required
      type="date"
    >
      {(control) => <input {...control} />}
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Launch date/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/When your first invoice goes out.*Pick a date in the future/);
  },
};

export const Optional: Story = {
  args: { label: 'Company', children: () => null },
  render: () => (
    <Field<DateInputProps> label="Company" optional>
      {(control) => <input {...control} />}
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company (Optional)' })).not.toBeRequired();
  },
};
