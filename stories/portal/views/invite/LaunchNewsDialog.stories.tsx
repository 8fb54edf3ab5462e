import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { LaunchNewsDialog } from '@portal/views/waitlist/invite/LaunchNewsDialog';
import { createAdminMock, createEmptyAdminMock } from '@testing/mocks/adminHandlers';
import { launchFailures, launchNewsMail, newsCountBeforeMembersMoved } from '@testing/mocks/launchHandlers';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

/**
 * The small fixture: Maria and Kwame wait, Lena is invited but her address bounced (suppressed), Sam has
 * joined. The launch news would go to two members.
 */
const server = createAdminMock();
/** Nobody on the list: nobody would get it. */
const empty = createEmptyAdminMock();

const meta = {
  title: 'Features/Admin/Views/Invite/LaunchNewsDialog',
  component: LaunchNewsDialog,
  decorators: [withQueryClient],
  args: { onClose: fn() },
  parameters: { route: '/waitlist', msw: { handlers: server.handlers } },
  beforeEach: () => {
    for (const mock of [server, empty]) mock.reset();
  },
} satisfies Meta<typeof LaunchNewsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once its opening animation is over. */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Send launch news' });
  await animationsFinished(dialog);
  return dialog;
}

/**
 * The preview: how many members it goes to, and the mail as the first of them gets it, as plain text.
 * Send names the exact count; focus starts on Cancel, so a hurried Enter mails nobody.
 */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('It goes to 2 members.')).toBeVisible();
    await expect(within(dialog).getByText(`Subject: ${launchNewsMail.subject}`)).toBeVisible();
    await expect(within(dialog).getByLabelText('The launch news text')).toHaveTextContent(/InvoiceFlow is live/);
    await expect(within(dialog).getByRole('button', { name: 'Send to 2 members' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(server.requests('POST', '/api/launch/news/preview')).toHaveLength(1);
    await expect(server.requests('POST', '/api/launch/news')).toEqual([]);
  },
};

/** While the server counts: it says so, and Send waits for a number to name. */
export const Counting: Story = {
  parameters: { msw: { handlers: [...launchFailures.newsPreviewSlow, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Counting who would get it…');
    await expect(within(dialog).getByRole('button', { name: 'Send launch news' })).toBeDisabled();
  },
};

/**
 * Sent with the count shown (`expectedCount`): the dialog says how many mails are queued, with a link to
 * the Outbox; Done closes it. Each member had it once.
 */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send to 2 members' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Launch news queued' })).toHaveFocus();
    await expect(dialog).toHaveTextContent(
      '2 mails queued in the outbox, sent over the next minutes; closing this does not stop the sending.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Follow them in the Outbox' })).toHaveAttribute(
      'href',
      '/outbox',
    );
    await expect(server.requests('POST', '/api/launch/news').map((request) => request.body)).toEqual([
      { expectedCount: 2 },
    ]);
    await expect(server.launchNewsSent()).toEqual([4, 3]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Members joined or left between the preview and the send: the server refuses and queues nothing; the
 * dialog shows its message and counts again, and Send names the new number, to confirm it.
 */
export const CountMoved: Story = {
  parameters: { msw: { handlers: [...newsCountBeforeMembersMoved(3), ...server.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send to 3 members' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The number of matching members changed from 3 to 2 since you confirmed; review and confirm again.',
    );
    await expect(await within(dialog).findByText('It goes to 2 members.')).toBeVisible();
    await expect(server.launchNewsSent()).toEqual([]);
    await expect(console.error).toHaveBeenCalledWith('Error sending the launch news:', expect.any(Error));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 2 members' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Launch news queued' })).toBeVisible();
    await expect(server.requests('POST', '/api/launch/news').map((request) => request.body)).toEqual([
      { expectedCount: 3 },
      { expectedCount: 2 },
    ]);
  },
};

/** Everyone had it, or nobody may be mailed: the dialog says so, shows no mail, and Send stays disabled. */
export const Nobody: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('Nobody would get it')).toBeVisible();
    await expect(dialog).toHaveTextContent(
      'Every member waiting or invited has had it already, or no mail may go to their address.',
    );
    await expect(within(dialog).queryByLabelText('The launch news text')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Send to 0 members' })).toBeDisabled();
  },
};

/** The preview fails: the reason shows, and nothing can be sent. */
export const PreviewError: Story = {
  parameters: { msw: { handlers: [...launchFailures.newsPreviewError, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('No preview');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Send launch news' })).toBeDisabled();
  },
};

/** While the server queues the mails, Send reads Sending... and the dialog cannot be closed. */
export const Sending: Story = {
  parameters: { msw: { handlers: [...launchFailures.newsSendSlow, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send to 2 members' }));
    await expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** The send fails: the reason shows in the dialog, and Send can be pressed again. */
export const SendError: Story = {
  parameters: { msw: { handlers: [...launchFailures.newsSendError, ...server.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send to 2 members' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Not sent');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send to 2 members' })).toBeEnabled());
    await expect(console.error).toHaveBeenCalledWith('Error sending the launch news:', expect.any(Error));
  },
};

/** On a phone the preview and its mail fit the screen; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByLabelText('The launch news text')).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
