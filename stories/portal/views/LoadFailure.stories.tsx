import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { LoadFailure } from '@portal/views/common/LoadFailure';

const meta = {
  title: 'Features/Admin/Views/LoadFailure',
  component: LoadFailure,
  args: {
    children:
      'Contact Messages could not be loaded. Check the connection and try again; if the portal has been updated since this page was opened, reload the page.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What failed, announced as an alert, and Try again, which asks once more. */
export const Failed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Contact Messages could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Asking again: the button says so and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  },
};

/** At 375 px the button goes under the sentence. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
