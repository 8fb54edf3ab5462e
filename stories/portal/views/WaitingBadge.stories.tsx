import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { FixedClock } from '@portal/views/common/clock';
import { WaitingBadge } from '@portal/views/contact/WaitingBadge';
import { fixtureNow } from '@testing/mocks/fixtures';

/** A message that arrived `minutes` before the fixtures' "now". */
const receivedBefore = (minutes: number, isReplied = false) => ({
  waitingSince: new Date(Date.parse(fixtureNow) - minutes * 60_000).toISOString(),
  isReplied,
});

const meta = {
  title: 'Features/Admin/Views/WaitingBadge',
  component: WaitingBadge,
  // The clock stands at the fixtures' "now", so every run shows the same waits.
  decorators: [(Story) => <FixedClock now={fixtureNow}>{Story()}</FixedClock>],
  args: { message: receivedBefore(35) },
} satisfies Meta<typeof WaitingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Within the usual answer time (under 6 hours): how long, in the calm colour. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Waiting 35 min');
    await expect(badge).toBeVisible();
    await expect(badge.tagName).toBe('TIME');
    await expect(badge).toHaveAttribute('dateTime', 'PT35M');
  },
};

/** Past 6 hours, the usual answer time: the text says "late", not only the amber colour. */
export const Late: Story = {
  args: { message: receivedBefore(7 * 60 + 12) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting 7 hr — late')).toHaveAttribute('dateTime', 'PT7H');
  },
};

/** Past 24 hours, the promise is broken: "overdue", in red. */
export const Overdue: Story = {
  args: { message: receivedBefore(2 * 24 * 60 + 3 * 60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting 2 days — overdue')).toHaveAttribute('dateTime', 'P2D');
  },
};

/** The three levels side by side, as a list of messages shows them. */
export const AllLevels: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <WaitingBadge message={receivedBefore(0)} />
      <WaitingBadge message={receivedBefore(5 * 60 + 59)} />
      <WaitingBadge message={receivedBefore(6 * 60)} />
      <WaitingBadge message={receivedBefore(23 * 60 + 59)} />
      <WaitingBadge message={receivedBefore(24 * 60)} />
      <WaitingBadge message={receivedBefore(9 * 24 * 60)} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-waiting]')];
    await expect(badges.map((badge) => [badge.textContent, badge.getAttribute('data-waiting')])).toEqual([
      ['Waiting under 1 min', 'none'],
      ['Waiting 5 hr', 'none'],
      ['Waiting 6 hr — late', 'late'],
      ['Waiting 23 hr — late', 'late'],
      ['Waiting 24 hr — overdue', 'overdue'],
      ['Waiting 9 days — overdue', 'overdue'],
    ]);
  },
};

/** A replied message waits for nothing: no badge. */
export const Replied: Story = {
  args: { message: receivedBefore(3 * 24 * 60, true) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
