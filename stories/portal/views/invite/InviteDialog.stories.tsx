import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { InviteDialog } from '@portal/views/waitlist/invite/InviteDialog';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { inviteMail, launchFailures } from '@testing/mocks/launchHandlers';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

/**
 * The small fixture: sign-ups 4 and 3 are waiting (4 confirmed its address, 3 did not), 2 is invited, 1
 * has joined. The selection of the first three has two to invite, one who confirmed.
 */
const server = createAdminMock();
const noLaunchUrl = createAdminMock({ launchUrlConfigured: false });
const failing = createAdminMock({ failing: 1 });
const stuck = createAdminMock({ sendPerPoll: 0 });
/** A server run with `INVITE_CONFIRMED_ONLY`: a run that does not say invites only confirmed members. */
const confirmedOnly = createAdminMock({ inviteConfirmedOnly: true });

const selection = { ids: [4, 3, 2], count: 3, capped: false };

const meta = {
  title: 'Features/Admin/Views/Invite/InviteDialog',
  component: InviteDialog,
  decorators: [withQueryClient],
  args: { target: selection, onClose: fn() },
  parameters: { route: '/waitlist', msw: { handlers: server.handlers } },
  beforeEach: () => {
    for (const mock of [server, noLaunchUrl, failing, stuck, confirmedOnly]) mock.reset();
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once its opening animation is over. */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Invite to the launch' });
  await animationsFinished(dialog);
  return dialog;
}

/** Goes from the first step to the preview, and waits for it. */
async function preview(canvasElement: HTMLElement) {
  const dialog = await dialogOf(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
  await expect(await within(dialog).findByRole('heading', { name: 'Preview' })).toHaveFocus();
  return dialog;
}

/** Step one: whom (the selection) and how many, all of them by default, where focus starts. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('Invite the 3 sign-ups selected.');
    const howMany = within(dialog).getByRole('spinbutton', { name: 'How many' });
    await expect(howMany).toHaveFocus();
    await expect(howMany).toHaveValue(3);
    await expect(howMany).toHaveAccessibleDescription('The first of them in order of place, at most 3.');
  },
};

/** Everyone a filter matches: the count the list gave, at most one run's limit. */
export const ChooseAllMatching: Story = {
  args: { target: { filter: { utmCampaign: 'launch' }, count: 12_400, capped: true } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('Invite all 12,400+ sign-ups matching this filter.');
    await expect(within(dialog).getByRole('spinbutton', { name: 'How many' })).toHaveValue(10_000);
  },
};

/** A count out of bounds stays in the step, saying why; no call is made. */
export const ChooseInvalidCount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const howMany = within(dialog).getByRole('spinbutton', { name: 'How many' });
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(howMany).toHaveAttribute('aria-invalid', 'true');
    await expect(howMany).toHaveAccessibleDescription(/Enter a whole number from 1 to 3\./);
    await expect(server.requests('POST')).toEqual([]);
  },
};

/** The preview's "Only members who confirmed their address" box, once the preview has answered. */
const confirmedOnlyBox = (dialog: HTMLElement) =>
  within(dialog).findByRole('checkbox', { name: 'Only members who confirmed their address' });

/**
 * Step two: how many will be invited of those chosen, and the mail as the first gets it, as plain text
 * (nothing in it is interpreted). Send names the count. The server invites unconfirmed members too
 * (its default), so the box is clear; the first preview leaves the choice to the server.
 */
export const PreviewConfigured: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(await within(dialog).findByText('2 will be invited (2 of those chosen are waiting).')).toBeVisible();
    const box = await confirmedOnlyBox(dialog);
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(/the address is theirs and works/);
    await expect(within(dialog).getByText(`Subject: ${inviteMail.subject}`)).toBeVisible();
    await expect(within(dialog).getByLabelText("The invite mail's text")).toHaveTextContent(/Your code: EARLY-/);
    await expect(within(dialog).getByRole('button', { name: 'Send 2 invites' })).toBeEnabled();
    await expect(server.requests('POST', '/api/launch/invites/preview').map((request) => request.body)).toEqual([
      { ids: [4, 3, 2], limit: 3 },
    ]);
  },
};

/**
 * The server takes only confirmed members by default (`INVITE_CONFIRMED_ONLY`): the box starts checked,
 * as the preview answered, and the count leaves the member who did not confirm out.
 */
export const PreviewConfirmedOnlyByDefault: Story = {
  parameters: { msw: { handlers: confirmedOnly.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(
      await within(dialog).findByText('1 will be invited (1 of those chosen is waiting and confirmed their address).'),
    ).toBeVisible();
    await expect(await confirmedOnlyBox(dialog)).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Send 1 invite' })).toBeEnabled();
  },
};

/**
 * Checking the box previews again with the explicit choice (one fewer: Kwame has not confirmed), and the
 * run is sent with it, so it does what the preview showed; only Maria is invited.
 */
export const ToggleConfirmedOnly: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await confirmedOnlyBox(dialog));
    await expect(
      await within(dialog).findByText('1 will be invited (1 of those chosen is waiting and confirmed their address).'),
    ).toBeVisible();
    await expect(await confirmedOnlyBox(dialog)).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 1 invite' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Sending 1 invite' })).toBeVisible();
    await expect(server.requests('POST', '/api/launch/invites/preview').map((request) => request.body)).toEqual([
      { ids: [4, 3, 2], limit: 3 },
      { ids: [4, 3, 2], limit: 3, confirmedOnly: true },
    ]);
    await expect(server.requests('POST', '/api/launch/invites').map((request) => request.body)).toEqual([
      { ids: [4, 3, 2], limit: 3, confirmedOnly: true },
    ]);
    await expect(
      server
        .entries()
        .filter((entry) => entry.status === 'invited')
        .map((entry) => entry.id),
    ).toEqual([4, 2]);
  },
};

/** Only confirmed members, and none of those chosen confirmed: nobody to invite, saying every reason. */
export const PreviewNobodyConfirmed: Story = {
  parameters: { msw: { handlers: confirmedOnly.handlers } },
  args: { target: { ids: [3], count: 1, capped: false } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(await within(dialog).findByText('Nobody to invite')).toBeVisible();
    await expect(dialog).toHaveTextContent(
      'None of those chosen is waiting with a confirmed address: they have been invited, have joined, were removed, have not confirmed, or no mail may go to their address.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Send 0 invites' })).toBeDisabled();
  },
};

/** Without LAUNCH_URL the preview says it must be set, and Send stays disabled. */
export const PreviewLaunchUrlMissing: Story = {
  parameters: { msw: { handlers: noLaunchUrl.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(await within(dialog).findByText('LAUNCH_URL is not set')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send 2 invites' })).toBeDisabled();
  },
};

/** Only invited and joined sign-ups chosen: nobody to invite, no mail, Send disabled. */
export const PreviewNobodyWaiting: Story = {
  args: { target: { ids: [2, 1], count: 2, capped: false } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(await within(dialog).findByText('Nobody to invite')).toBeVisible();
    await expect(dialog).toHaveTextContent('0 will be invited (0 of those chosen are waiting).');
    await expect(dialog).toHaveTextContent(
      'None of those chosen is waiting: they have been invited, have joined or were removed, or no mail may go to their address.',
    );
    await expect(within(dialog).queryByLabelText("The invite mail's text")).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Send 0 invites' })).toBeDisabled();
  },
};

/** The preview fails: the reason shows in the dialog; Back leads to the first step. */
export const PreviewError: Story = {
  parameters: { msw: { handlers: [...launchFailures.previewError, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Send invites' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(within(dialog).getByRole('heading', { name: 'Whom to invite' })).toHaveFocus();
  },
};

/** While the server starts the run, Send reads Sending... and the dialog cannot be closed. */
export const Sending: Story = {
  parameters: { msw: { handlers: [...launchFailures.sendSlow, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    await expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/**
 * Sent: the run's progress, asked again every few seconds while mails are queued, read out politely;
 * the invited sign-ups are invited on the server.
 */
export const Progress: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Sending 2 invites' })).toHaveFocus();
    const summary = within(dialog).getByRole('status');
    await expect(summary).toHaveTextContent('0 of 2 sent, 2 queued');
    await waitFor(() => expect(summary).toHaveTextContent('2 of 2 sent'), { timeout: 8000 });
    await expect(
      server
        .entries()
        .filter((entry) => entry.status === 'invited')
        .map((entry) => entry.id),
    ).toEqual([4, 3, 2]);
    // The run says what the preview showed: the server's default, unconfirmed members included.
    await expect(server.requests('POST', '/api/launch/invites').map((request) => request.body)).toEqual([
      { ids: [4, 3, 2], limit: 3, confirmedOnly: false },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
  },
};

/** Still queued (no mail has gone yet): the bar stays empty and polling goes on. */
export const ProgressQueued: Story = {
  parameters: { msw: { handlers: stuck.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('0 of 2 sent, 2 queued');
    await expect(within(dialog).getByRole('progressbar', { name: 'Invites sent' })).toHaveAttribute('value', '0');
  },
};

/** A mail failed: counted, with a link to the failed mails in the Outbox. */
export const ProgressFailed: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    const summary = await within(dialog).findByRole('status');
    await waitFor(() => expect(summary).toHaveTextContent('1 of 2 sent, 1 failed'), { timeout: 8000 });
    await expect(within(dialog).getByRole('link', { name: 'See the failed mails in the Outbox' })).toHaveAttribute(
      'href',
      '/outbox?state=failed',
    );
  },
};

/** The server refuses (409: LAUNCH_URL went missing since the preview): its reason shows in the dialog. */
export const SendConflict: Story = {
  parameters: { msw: { handlers: [...launchFailures.sendConflict, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Set LAUNCH_URL before sending invites: without it the links in them would lead nowhere',
    );
    await expect(within(dialog).getByRole('button', { name: 'Send 2 invites' })).toBeEnabled();
  },
};

/** A 400 shows the server's reason. */
export const SendBadRequest: Story = {
  parameters: { msw: { handlers: [...launchFailures.sendBadRequest, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('limit must be between 1 and 10000');
  },
};

/** Offline: the dialog says the server could not be reached. */
export const SendNetworkError: Story = {
  parameters: { msw: { handlers: [...launchFailures.sendNetworkError, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};

/** On a phone the preview and its mail fit the screen; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await preview(canvasElement);
    await expect(await within(dialog).findByLabelText("The invite mail's text")).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
