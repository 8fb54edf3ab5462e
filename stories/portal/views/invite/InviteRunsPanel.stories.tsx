import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import type { InviteRun } from '@shared/contract';
import { InviteRunsPanel } from '@portal/views/waitlist/invite/InviteRunsPanel';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { withQueryClient } from '@testing/stories/withQueryClient';

const runs: InviteRun[] = [
  {
    id: 3,
    createdAt: '2026-11-21T10:00:00.000Z',
    createdBy: 'admin@invoiceflow.example',
    invited: 100,
    queued: 100,
    sent: 0,
    failed: 0,
    notConfigured: 0,
    suppressed: 0,
  },
  {
    id: 2,
    createdAt: '2026-11-20T09:30:00.000Z',
    createdBy: 'grace@invoiceflow.example',
    invited: 250,
    queued: 0,
    sent: 247,
    failed: 3,
    notConfigured: 0,
    suppressed: 0,
  },
];

const withRuns = createAdminMock({ inviteRuns: runs, sendPerPoll: 60 });
const none = createAdminMock();

const meta = {
  title: 'Features/Admin/Views/Invite/InviteRunsPanel',
  component: InviteRunsPanel,
  decorators: [withQueryClient],
  parameters: { route: '/waitlist', msw: { handlers: withRuns.handlers } },
  beforeEach: () => {
    withRuns.reset();
    none.reset();
  },
} satisfies Meta<typeof InviteRunsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The latest runs, newest first, each with its progress; the one still sending is asked again every few
 * seconds until nothing of it is queued.
 */
export const Runs: Story = {
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Invite runs' });
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('247 of 250 sent, 3 failed');
    await expect(within(items[1]!).getByRole('link', { name: 'See the failed mails in the Outbox' })).toBeVisible();
    // The mock sends 60 per poll: the first answer already moved, the next poll moves on.
    await expect(items[0]).toHaveTextContent('60 of 100 sent, 40 queued');
    await waitFor(() => expect(items[0]).toHaveTextContent('100 of 100 sent'), { timeout: 8000 });
  },
};

/** No run yet: nothing at all. */
export const NoRuns: Story = {
  parameters: { msw: { handlers: none.handlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(none.requests('GET', '/api/launch/invites')).toHaveLength(1));
    await expect(canvas.queryByRole('region', { name: 'Invite runs' })).not.toBeInTheDocument();
  },
};
