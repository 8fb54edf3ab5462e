import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { InviteRun } from '@shared/contract';
import { InviteRunProgress } from '@portal/views/waitlist/invite/InviteRunProgress';

const run = (
  counts: Pick<InviteRun, 'queued' | 'sent' | 'failed' | 'notConfigured'> & Partial<Pick<InviteRun, 'suppressed'>>,
): InviteRun => ({
  id: 7,
  createdAt: '2026-11-21T10:00:00.000Z',
  createdBy: 'admin@invoiceflow.example',
  invited: counts.queued + counts.sent + counts.failed + counts.notConfigured + (counts.suppressed ?? 0),
  suppressed: 0,
  ...counts,
});

const meta = {
  title: 'Features/Admin/Views/Invite/InviteRunProgress',
  component: InviteRunProgress,
  args: { run: run({ queued: 120, sent: 0, failed: 0, notConfigured: 0 }), label: 'Invites sent', live: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteRunProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just queued: nothing settled yet; the sentence is a polite live region. */
export const Queued: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 120 sent, 120 queued');
    const bar = canvas.getByRole('progressbar', { name: 'Invites sent' });
    await expect(bar).toHaveAttribute('value', '0');
    await expect(bar).toHaveAttribute('max', '120');
  },
};

/** Part of the run has gone out. */
export const PartlySent: Story = {
  args: { run: run({ queued: 48, sent: 72, failed: 0, notConfigured: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('72 of 120 sent, 48 queued');
    await expect(canvas.getByRole('progressbar', { name: 'Invites sent' })).toHaveAttribute('value', '72');
  },
};

/** Every invite sent: the bar is full, nothing links elsewhere. */
export const Done: Story = {
  args: { run: run({ queued: 0, sent: 120, failed: 0, notConfigured: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('120 of 120 sent');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Some failed: counted, and linked to the Outbox filtered by failed mails, where they can be retried. */
export const Failed: Story = {
  args: { run: run({ queued: 0, sent: 117, failed: 3, notConfigured: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('117 of 120 sent, 3 failed');
    await expect(canvas.getByRole('link', { name: 'See the failed mails in the Outbox' })).toHaveAttribute(
      'href',
      '/outbox?state=failed',
    );
  },
};

/** No SMTP server: the invites are kept and go once one is configured. */
export const NotConfigured: Story = {
  args: { run: run({ queued: 0, sent: 0, failed: 0, notConfigured: 120 }), live: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 120 sent, 120 not sent (no SMTP server)')).toBeVisible();
    // Not the dialog's own run: no live region.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
