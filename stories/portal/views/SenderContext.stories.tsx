import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { MessageDetailsDialog } from '@portal/views/contact/MessageDetailsDialog';
import { SenderContext } from '@portal/views/contact/SenderContext';
import type { SenderContext as Sender, SenderOtherMessage } from '@shared/contract';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { returningSenderMessages } from '@testing/mocks/savedReplyFixtures';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { expectNoHorizontalScroll, phoneViewport } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

const [opened, ...others] = returningSenderMessages as [
  (typeof returningSenderMessages)[number],
  ...typeof returningSenderMessages,
];
const otherMessage = ({ id, subject, status, createdAt }: SenderOtherMessage): SenderOtherMessage => ({
  id,
  subject,
  status,
  createdAt,
});

/** Maria Gonzalez: on the waitlist since Nov 21, invited, with two other messages. */
const returning: Sender = {
  otherMessages: others.map(otherMessage),
  otherMessageCount: others.length,
  waitlist: { joinedAt: '2026-11-02T08:30:00.000Z', status: 'invited', invitedAt: '2026-11-20T10:00:00.000Z' },
};

const firstTime: Sender = { otherMessages: [], otherMessageCount: 0, waitlist: null };

/** A sender who wrote 13 times: the newest ten of the others, with subjects long enough to wrap. */
const prolific: Sender = {
  otherMessages: Array.from({ length: 10 }, (_, index) => ({
    id: 40 - index,
    subject:
      index === 0
        ? 'Rechnungsvorlagen mit mehrsprachigen Positionsbeschreibungen und Umsatzsteuer-Identifikationsnummern'
        : `Question ${10 - index} about invoices`,
    status: index % 3 === 0 ? 'Resolved' : 'New',
    createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00.000Z`,
  })),
  otherMessageCount: 12,
  waitlist: { joinedAt: '2026-10-01T12:00:00.000Z', status: 'joined', invitedAt: '2026-11-20T10:00:00.000Z' },
};

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'The sender' });

const meta = {
  title: 'Features/Admin/Views/SenderContext',
  component: SenderContext,
  decorators: [withLocationProbe],
  parameters: { route: `/admin/messages?status=New&message=${opened.id}` },
  args: { sender: returning, onRetry: fn() },
} satisfies Meta<typeof SenderContext>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the waitlist, with two other messages: since when and where the sign-up is, then the others newest
 * first, each with its status and day, as a link that opens it in place of this one (the list's own
 * parameters kept).
 */
export const OnWaitlistWithOtherMessages: Story = {
  play: async ({ canvasElement }) => {
    const box = region(canvasElement);
    await expect(box).toHaveTextContent('On the waitlist since Nov 2, 2026');
    await expect(within(box).getByText('Invited')).toBeVisible();
    await expect(box).toHaveTextContent('2 other messages');
    const list = within(box).getByRole('list', { name: 'Other messages from the sender' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Invoices in two currencies',
      'Do you import from QuickBooks?',
    ]);
    await expect(within(list).getByText('Resolved')).toBeVisible();
    await expect(within(list).getByText('Nov 19, 2026')).toBeVisible();
    await userEvent.click(links[0]!);
    await expect(locationOf(within(canvasElement))).toBe('/admin/messages?status=New&message=11');
  },
};

/** A first message from someone not on the waitlist: both said in a line each, nothing to list. */
export const NotOnWaitlistNoOtherMessages: Story = {
  args: { sender: firstTime },
  play: async ({ canvasElement }) => {
    const box = region(canvasElement);
    await expect(box).toHaveTextContent('Not on the waitlist');
    await expect(box).toHaveTextContent('No other messages');
    await expect(within(box).queryByRole('list')).toBeNull();
  },
};

/** More than the server lists: the count says so, and long subjects wrap inside the box. */
export const ManyOtherMessages: Story = {
  args: { sender: prolific },
  play: async ({ canvasElement }) => {
    const box = region(canvasElement);
    await expect(box).toHaveTextContent('12 other messages, the newest 10 below');
    await expect(within(box).getAllByRole('link')).toHaveLength(10);
    await expect(within(box).getByText('Joined')).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** The same on a 390 px phone: nothing scrolls sideways. */
export const ManyOtherMessagesOnPhone: Story = {
  ...ManyOtherMessages,
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await ManyOtherMessages.play!(context);
    await expectNoHorizontalScroll(context.canvasElement, 390);
  },
};

/** On its way. */
export const Loading: Story = {
  args: { sender: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: "Loading the sender's history" })).toBeVisible();
  },
};

/** It could not be loaded: the reason, and a way to try again. */
export const Failed: Story = {
  args: { sender: undefined, error: 'Something went wrong on our side. Please try again.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent("Sender's history not loaded");
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const inDialog = createAdminMock({ contact: returningSenderMessages });

/** Where it lives: above the conversation in the message's dialog, loaded from the server (1440 px). */
export const InMessageDialog: Story = {
  decorators: [withQueryClient],
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: inDialog.handlers } },
  beforeEach: () => {
    inDialog.reset();
    sessionStorage.clear();
  },
  render: () => (
    <MessageDetailsDialog
      message={opened}
      open
      onClose={fn()}
      onMarkReplied={fn()}
      onSetStatus={fn(async () => {})}
      onSave={fn(async () => {})}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Message Details' });
    await animationsFinished(dialog);
    const box = await within(dialog).findByRole('region', { name: 'The sender' });
    await expect(box).toHaveTextContent('On the waitlist since Nov 21, 2026');
    await expect(within(box).getAllByRole('link')).toHaveLength(2);
    await expect(inDialog.requests('GET', `/api/webpage/contact/${opened.id}/sender`)).toHaveLength(1);
  },
};

/** The same on a 390 px phone. */
export const InMessageDialogOnPhone: Story = {
  ...InMessageDialog,
  parameters: { ...InMessageDialog.parameters, ...phoneViewport },
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await InMessageDialog.play!(context);
    await expectNoHorizontalScroll(context.canvasElement, 390);
  },
};
