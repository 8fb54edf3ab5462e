import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { expectVisibleFocusRing } from '@testing/stories/focusRing';

import { Select, type SelectOption } from '@/components/Select';

/** The contact message statuses (product.md: New, InProgress shown as In Progress, Resolved, Closed). */
const statusOptions: SelectOption[] = [
  { value: 'New', label: 'New' },
  { value: 'InProgress', label: 'In Progress' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'Closed', label: 'Closed' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Status', options: statusOptions, defaultValue: 'New', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select: the label names it, and the chevron is decoration hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('New');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'New',
      'In Progress',
      'Resolved',
      'Closed',
    ]);
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Options can be `<option>` children too, e.g. to add a prompt or group them. */
export const WithChildren: Story = {
  args: { label: 'Subject', options: undefined, defaultValue: '', required: true },
  render: (args) => (
    <Select {...args}>
      <option value="" disabled>
        Choose a subject
      </option>
      <optgroup label="Product">
        <option value="demo">Book a demo</option>
        <option value="pricing">Pricing</option>
      </optgroup>
      <optgroup label="Account">
        <option value="waitlist">My waitlist place</option>
      </optgroup>
    </Select>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toBeRequired();
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Pricing');
    await expect(select).toHaveValue('pricing');
  },
};

export const WithHint: Story = {
  args: { hint: 'The sender is not notified of status changes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
      'The sender is not notified of status changes.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Could not update the status. Please try again.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Could not update the status. Please try again.')).toBeVisible();
    await expect(select).toHaveAccessibleDescription(
      expect.stringContaining('Could not update the status. Please try again.'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toBeDisabled();
    await userEvent.selectOptions(select, 'Resolved');
    await expect(select).toHaveValue('New');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChangeSelection: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'In Progress');
    await expect(select).toHaveValue('InProgress');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole<HTMLOptionElement>('option', { name: 'In Progress' }).selected).toBe(true);
  },
};

/** Keyboard users see where they are: the focus ring appears on tab. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expectVisibleFocusRing(select);
  },
};

export const Mobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile' } },
};
