import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { BackToFormLink } from '@/pages/formOutcome/BackToFormLink';

const meta = {
  title: 'Pages/Back to form link',
  component: BackToFormLink,
  args: { form: 'waitlist' },
} satisfies Meta<typeof BackToFormLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The way back to the waitlist form: a real link to its page, which works without JavaScript. */
export const Waitlist: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the waitlist form' })).toHaveAttribute('href', '/waitlist');
  },
};

/** The way back to the contact form. */
export const Contact: Story = {
  args: { form: 'contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute('href', '/contact');
  },
};
