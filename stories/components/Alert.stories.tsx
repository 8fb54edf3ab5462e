import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { Alert, type AlertTone } from '@/components/Alert';
import { Button } from '@/components/Button';
import { theme } from '@/theme';

/** Messages the site shows (product.md §5 and the waitlist flow). */
const messages: Record<AlertTone, string> = {
  error: 'Something went wrong. Please try again.',
  success: 'Welcome aboard! Check your inbox for a confirmation email.',
  info: 'Most inquiries are answered within 4-6 hours.',
  warning: 'Your session expires in 5 minutes. Save your changes.',
};

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', children: messages.info },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'info', 'warning'] },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error interrupts: it is an `alert`, which screen readers announce at once. */
export const ErrorTone: Story = {
  args: { tone: 'error', children: messages.error },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.error);
  },
};

/** The other tones wait their turn: they are a polite `status`. */
export const SuccessTone: Story = {
  args: { tone: 'success', children: messages.success },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.success);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InfoTone: Story = {};

export const WarningTone: Story = { args: { tone: 'warning', children: messages.warning } };

export const WithTitle: Story = {
  args: { tone: 'error', title: 'Unable to connect to server', children: 'Check your connection and try again.' },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').querySelector('svg')).toBeNull();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: theme.space[300] }}>
      {(Object.keys(messages) as AlertTone[]).map((tone) => (
        <Alert key={tone} {...args} tone={tone}>
          {messages[tone]}
        </Alert>
      ))}
    </div>
  ),
};

/** With `onClose` a Dismiss button appears; a mouse click or the keyboard calls it. */
export const Dismissible: Story = {
  args: { tone: 'success', title: "You're In!", children: messages.success, onClose: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.click(dismiss);
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

function DismissibleAlert() {
  const [open, setOpen] = useState(true);
  if (!open) return <Button onClick={() => setOpen(true)}>Show the alert again</Button>;
  return (
    <Alert tone="warning" onClose={() => setOpen(false)}>
      {messages.warning}
    </Alert>
  );
}

/** In use: the owner removes the alert when it is dismissed. */
export const DismissedOnClose: Story = {
  render: () => <DismissibleAlert />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Show the alert again' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.warning);
  },
};

export const LongContent: Story = {
  args: {
    tone: 'error',
    title: 'We could not send your message',
    onClose: fn(),
    children: (
      <>
        <p>
          The server did not answer in time. Your message has been kept in the form, so nothing is lost; try again in a
          moment, or write to support@example.com if the problem continues. Requests made while the service is being
          updated can take longer than usual, and repeated attempts are safe: the same message will not be sent twice.
        </p>
        <p style={{ marginTop: theme.space[200] }}>
          Reference: request-3f9c2a7e-5b1d-4e8a-9c0f-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};
