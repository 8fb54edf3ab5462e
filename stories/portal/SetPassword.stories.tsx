import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

import { storageKeys } from '@/api';
import { siteConfig } from '@/config/site';
import { AdminApp } from '@portal/AdminApp';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import {
  adminUser,
  invitedAdminEmail,
  loginHandlers,
  setPasswordHandlers,
  setPasswordToken,
} from '@testing/mocks/authHandlers';
import { seedAdminSession, startSignedOut } from '@testing/stories/adminSession';

type Canvas = ReturnType<typeof within>;

// Password inputs have no role; their labels find them (the label ends in the required marker).
const newPasswordField = (canvas: Canvas) => canvas.getByLabelText(/^New password/);
const confirmField = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/);

const aGoodPassword = 'violet-harbour-lantern-42';

/** Waits for the screen, types both passwords as a person would, and presses Set password. */
async function setPassword(canvas: Canvas, password: string, confirmation = password) {
  await canvas.findByRole('heading', { level: 1, name: 'Set your password' });
  if (password) await userEvent.type(newPasswordField(canvas), password);
  if (confirmation) await userEvent.type(confirmField(canvas), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
}

const adminMock = createAdminMock();

/** The mailed link as the portal receives it: the token in the fragment. */
const mailedLink = (token = setPasswordToken) => `/set-password#token=${token}`;

const meta = {
  title: 'Features/Admin/Set Password',
  component: AdminApp,
  parameters: {
    layout: 'fullscreen',
    route: mailedLink(),
    msw: { handlers: [setPasswordHandlers.set, loginHandlers.signedIn, ...adminMock.handlers] },
  },
  beforeEach: () => {
    adminMock.reset();
    return startSignedOut();
  },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link from the invitation mail: a new password typed twice; kept out of search. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    for (const field of [newPasswordField(canvas), confirmField(canvas)]) {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await expect(field).toBeRequired();
    }
    await expect(newPasswordField(canvas)).toHaveAccessibleDescription('At least 12 characters.');
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    const { head } = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(`Set Your Password · Admin · ${siteConfig.brandName}`),
    );
    await expect(head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  },
};

/** The two passwords differ: said under the second field, which gets focus; nothing is sent. */
export const Mismatch: Story = {
  parameters: { msw: { handlers: [setPasswordHandlers.slow] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, aGoodPassword, `${aGoodPassword}!`);
    await expect(confirmField(canvas)).toHaveAccessibleDescription('The passwords do not match');
    await expect(confirmField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmField(canvas)).toHaveFocus();
    await expect(newPasswordField(canvas)).not.toHaveAttribute('aria-invalid');
    // With the slow handler, a request would have made the button busy.
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();

    // Typing in the field takes its message away.
    await userEvent.type(confirmField(canvas), '?');
    await expect(confirmField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(confirmField(canvas)).toHaveAccessibleDescription('The passwords do not match');
  },
};

/** Shorter than 12 characters (and not confirmed): each field says what it needs, the first one focused. */
export const TooShort: Story = {
  parameters: { msw: { handlers: [setPasswordHandlers.slow] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, 'short', '');
    await expect(newPasswordField(canvas)).toHaveAccessibleDescription(
      'At least 12 characters. Password must be at least 12 characters',
    );
    await expect(newPasswordField(canvas)).toHaveFocus();
    await expect(confirmField(canvas)).toHaveAccessibleDescription('Type the new password again to confirm it');
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();
  },
};

/** A link past its 24 hours, or used already: the server's message in the banner. */
export const LinkExpired: Story = {
  parameters: { route: mailedLink('1.1790000000.a-link-that-was-used-already') },
  play: async ({ canvas }) => {
    await setPassword(canvas, aGoodPassword);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^This link has expired or was already used\. Ask an administrator to send you a new one$/,
    );
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  },
};

/** A link cut short (no token in it): the screen says so, with no fields to fill in vain. */
export const MissingToken: Story = {
  parameters: { route: '/set-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^This link is incomplete\. Open the link from your invitation mail again\.$/,
    );
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

/** Waiting for the server: "Setting password..." with a spinner, the fields read-only. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [setPasswordHandlers.slow] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, aGoodPassword);
    const button = await canvas.findByRole('button', { name: 'Setting password...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(newPasswordField(canvas)).toHaveAttribute('readonly');
  },
};

/**
 * The password is set: the login screen follows, saying so, with the account's address filled in and
 * the password field focused; nothing is stored until the admin signs in.
 */
export const PasswordSet: Story = {
  play: async ({ canvas }) => {
    await setPassword(canvas, aGoodPassword);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Your password is set\. Sign in with it\.$/);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(invitedAdminEmail);
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
    await expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  },
};

/** Someone is signed in in this browser: the mailed link still opens its own screen, not the portal. */
export const WhileSignedIn: Story = {
  beforeEach: () => seedAdminSession(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await expect(canvas.queryByText(adminUser.email)).not.toBeInTheDocument();
    await expect(newPasswordField(canvas)).toBeVisible();
  },
};

/** On a phone: the card fills the width, the field messages wrap, nothing is wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [setPasswordHandlers.slow] } },
  play: async ({ canvas, canvasElement }) => {
    await setPassword(canvas, 'short', 'shorter');
    await expect(confirmField(canvas)).toHaveAccessibleDescription('The passwords do not match');
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
