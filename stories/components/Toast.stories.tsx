import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { Toast, type ToastOptions, ToastProvider, useToast } from '@/components/Toast';
import { pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

/** Notices the admin portal shows when a change does not go through. */
const notSaved: ToastOptions = {
  id: 'save',
  tone: 'error',
  title: 'Not saved',
  message: 'Your changes to this message could not be saved. They are still in the form: please try again.',
};

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { tone: 'error', title: 'Not saved', children: notSaved.message, duration: null, onDismiss: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'info', 'warning'] },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change that did not save: an `alert`, announced at once, with a way to dismiss it. */
export const ErrorNotice: Story = {
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Not saved');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The other tones are a polite `status`: they wait for the screen reader to finish. */
export const SuccessNotice: Story = {
  args: { tone: 'success', title: 'Saved', children: 'The message is marked as resolved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The message is marked as resolved.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InfoNotice: Story = {
  args: { tone: 'info', title: undefined, children: 'The export is being prepared.' },
};

export const WarningNotice: Story = {
  args: { tone: 'warning', title: 'Session ending', children: 'Your session expires in 5 minutes.' },
};

/** It dismisses itself when its time is up. */
export const DismissesItself: Story = {
  args: { tone: 'success', title: undefined, children: 'Changes saved.', duration: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

/** A page that reports a failed save through the provider, as the admin views do. */
function SaveButton({ options = notSaved }: { options?: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Save Changes</Button>;
}

/**
 * The provider stacks notices in the corner of the screen, over everything, without taking focus
 * or blocking the page; showing the same id again replaces the notice instead of stacking a copy.
 */
export const InProvider: Story = {
  render: () => (
    <ToastProvider>
      <SaveButton />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Not saved');
    await expect(save).toHaveFocus();
    await userEvent.click(save);
    await expect(within(notifications).getAllByRole('alert')).toHaveLength(1);
    // The page under the empty part of the corner still takes clicks.
    await expect(getComputedStyle(notifications).pointerEvents).toBe('none');
  },
};

/** A short-lived notice in the provider goes away by itself. */
export const InProviderDismissesItself: Story = {
  render: () => (
    <ToastProvider duration={400}>
      <SaveButton options={{ tone: 'success', message: 'Changes saved.' }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('status')).toHaveTextContent('Changes saved.');
    await waitFor(() => expect(within(notifications).queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** On a phone the notices span the width of the screen, above its bottom edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <ToastProvider>
      <SaveButton />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const notice = await pageOf(canvasElement).findByRole('alert');
    const { left, right } = notice.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(375);
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
