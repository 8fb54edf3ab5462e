import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { waitlistStatuses } from '@shared/contract/constants';
import { WaitlistStatusCell, WaitlistStatusChip } from '@portal/views/waitlist/WaitlistStatusChip';

const meta = {
  title: 'Features/Admin/Views/WaitlistStatusChip',
  component: WaitlistStatusChip,
  args: { status: 'waiting' },
} satisfies Meta<typeof WaitlistStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each status in the contract's words and its colour; the text says it, so colour is never the only signal. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {waitlistStatuses.map((status) => (
        <WaitlistStatusChip key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Waiting', 'Invited', 'Joined', 'Removed'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};

/** A status a newer server sends that this build does not know reads as sent. */
export const UnknownStatus: Story = {
  args: { status: 'waitlisted-vip' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('waitlisted-vip')).toBeVisible();
  },
};

/** In the table: invited and joined carry the day they got there (the time on hover); waiting none. */
export const InCells: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', width: '7.25rem' }}>
      <WaitlistStatusCell status="waiting" date={null} />
      <WaitlistStatusCell status="invited" date="2026-11-21T10:00:00.000Z" />
      <WaitlistStatusCell status="joined" date="2026-11-20T14:25:00.000Z" />
      <WaitlistStatusCell status="removed" date={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dates = [...canvasElement.querySelectorAll('time')];
    await expect(dates.map((date) => date.dateTime)).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-20T14:25:00.000Z']);
    await expect(dates[0]).toHaveTextContent(/^Nov 21, 2026$/);
  },
};
