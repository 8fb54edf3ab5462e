import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { HoneypotField } from '@/components/HoneypotField';

const meta = {
  title: 'Components/HoneypotField',
  component: HoneypotField,
  args: { value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form aria-label="Example form" style={{ position: 'relative' }}>
        <p>The field below is there, but nobody sees, reaches or hears it.</p>
        <HoneypotField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </form>
    );
  },
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off-screen, hidden from assistive technology, out of the tab order and of autofill. */
export const Hidden: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(input).toHaveAttribute('tabindex', '-1');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    // Off-screen rather than display: none, which bots skip.
    await expect(getComputedStyle(input).display).not.toBe('none');
    await expect(input.getBoundingClientRect().right).toBeLessThan(0);
  },
};
