import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TwoFactorSetupRequiredScreen } from '@portal/security';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { adminUser, authenticatorCode } from '@testing/mocks/authHandlers';
import { renewedAdminToken, twoFactorFailures } from '@testing/mocks/twoFactorHandlers';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const required = createAdminMock({ twoFactor: { required: true } });

/** Resolves once the QR code is drawn and decoded. */
async function qrOf(canvas: Canvas) {
  const qr = (await canvas.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
  await qr.decode();
  return qr;
}

const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: '6-digit code from the app' });

const meta = {
  title: 'Features/Admin/TwoFactorSetupRequiredScreen',
  component: TwoFactorSetupRequiredScreen,
  decorators: [withQueryClient],
  parameters: { layout: 'fullscreen', msw: { handlers: required.handlers } },
  args: { email: adminUser.email, onEnabled: fn(), onSignOut: fn(), onSessionRenewed: fn() },
  beforeEach: () => required.reset(),
} satisfies Meta<typeof TwoFactorSetupRequiredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed in on a server that requires a second factor, without one: the setup in place of the portal,
 * whose account it is, and Sign out, which the portal is told of; no Cancel, as there is nothing else
 * to go to.
 */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeVisible();
    await expect(
      canvas.getByText('This portal asks every administrator for a second factor. Set it up to continue.'),
    ).toBeVisible();
    await expect(canvas.getByText(adminUser.email)).toBeVisible();
    await qrOf(canvas);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Add the key to your app' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    // Signing out changes nothing on this screen (the portal replaces it): the picture stays the setup's.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

// The setup's own states (a code missing or wrong, the key on its way, Turning on...) are
// TwoFactorEnrolment's, shown once in the TwoFactorDialog stories; here the screen around it, the
// setup through to the portal once, and the one failure the dialog's stories do not show (SetupError).

/**
 * The right code: the recovery codes, the new token handed over at once (`onSessionRenewed`), and the
 * portal (`onEnabled`) only once they were saved.
 */
export const Enabled: Story = {
  play: async ({ args, canvas }) => {
    await qrOf(canvas);
    await userEvent.type(codeField(canvas), authenticatorCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible();
    await expect(args.onSessionRenewed).toHaveBeenCalledWith(renewedAdminToken);
    await expect(args.onEnabled).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onEnabled).toHaveBeenCalledWith(renewedAdminToken);
  },
};

/** The setup could not start: the server's reason and Try again, which starts it. */
export const SetupError: Story = {
  parameters: { msw: { handlers: [...twoFactorFailures.setupError, ...required.handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Setup not started');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A long address in other scripts wraps inside the card. */
export const LongUnicodeEmail: Story = {
  args: {
    email: 'zoë.łukasiewicz-ñandú.βασιλική.ямщиков-van-den-bergh@sehr-lange-unternehmensbezeichnung.example.com',
  },
  play: async ({ args, canvas, canvasElement }) => {
    await qrOf(canvas);
    const address = canvas.getByText(args.email);
    const card = address.closest('main')!.firstElementChild!;
    await expect(address.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** On a phone (375 px): the QR code over the key, the long address wrapped, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: LongUnicodeEmail.args,
  play: async ({ canvas, canvasElement }) => {
    const qr = await qrOf(canvas);
    const key = canvas.getByText('JBSW Y3DP EHPK 3PXP');
    await expect(key.getBoundingClientRect().top).toBeGreaterThanOrEqual(qr.getBoundingClientRect().bottom);
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
