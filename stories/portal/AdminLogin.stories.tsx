import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

import { storageKeys } from '@/api';
import { siteConfig } from '@/config/site';
import { AdminApp } from '@portal/AdminApp';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import {
  ACCOUNT_LOCKED_MESSAGE,
  adminPassword,
  adminToken,
  adminUser,
  authenticatorCode,
  createTwoFactorLoginMock,
  loginHandlers,
  logoutHandlers,
  recoveryCode,
  twoFactorAdmin,
  twoFactorLoginHandlers,
} from '@testing/mocks/authHandlers';
import { startSignedOut } from '@testing/stories/adminSession';

type Canvas = ReturnType<typeof within>;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
// A password input has no role; its label finds it.
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/);

/** Types the credentials, as a person would, and presses Sign In. */
async function signIn(canvas: Canvas, email = adminUser.email, password = adminPassword) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.type(passwordField(canvas), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

/** After a refusal: the banner says `message`, the spinner is gone, nothing is stored, the form is usable. */
async function expectRefused(canvas: Canvas, message: string | RegExp) {
  const banner = await canvas.findByRole('alert');
  await expect(banner).toHaveTextContent(message);
  const button = canvas.getByRole('button', { name: 'Sign In' });
  await expect(button).toBeEnabled();
  // The spinner shows only while busy: the button is back to its idle self.
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(emailField(canvas)).toHaveValue(adminUser.email);
  await expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  await expect(localStorage.getItem(storageKeys.adminUser)).toBeNull();
}

/** The code field of the second step, by the label of its kind. */
const codeField = (canvas: Canvas, label: 'Authentication code' | 'Recovery code' = 'Authentication code') =>
  canvas.getByRole('textbox', { name: label });

/** Signs in as the admin with a second factor and waits for the second step, its code field focused. */
async function reachSecondStep(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
  await signIn(canvas, twoFactorAdmin.email);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await waitFor(() => expect(codeField(canvas)).toHaveFocus());
}

/** Types a code into the focused field and presses Verify. */
async function verify(canvas: Canvas, code: string, label?: 'Authentication code' | 'Recovery code') {
  await userEvent.type(codeField(canvas, label), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
}

/** A refusal of the second step: its banner says `message`, the step stays, nothing is stored. */
async function expectCodeRefused(canvas: Canvas, message: string) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
  await expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
}

const adminMock = createAdminMock();
const twoFactorMock = createTwoFactorLoginMock();

const meta = {
  title: 'Features/Admin/Login',
  component: AdminApp,
  parameters: {
    layout: 'fullscreen',
    route: '/',
    msw: { handlers: [loginHandlers.signedIn, twoFactorMock.handler, ...adminMock.handlers] },
  },
  beforeEach: () => {
    adminMock.reset();
    twoFactorMock.reset();
    return startSignedOut();
  },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No stored session: the login form, both fields required, the e-mail typed as e-mail; kept out of search. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    await expect(emailField(canvas)).toBeRequired();
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
    await expect(passwordField(canvas)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // No site navigation: the portal sits outside the public layout.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const { head } = canvasElement.ownerDocument;
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe(`Admin Sign In · ${siteConfig.brandName}`));
    await expect(head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  },
};

/** Empty fields are caught before anything is sent. */
export const RequiredFields: Story = {
  parameters: {
    visual: {
      unstable: "the browser's own 'Please fill out this field.' bubble, drawn over the page for a few seconds",
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect((emailField(canvas) as HTMLInputElement).validity.valueMissing).toBe(true);
    await userEvent.type(emailField(canvas), adminUser.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect((passwordField(canvas) as HTMLInputElement).validity.valueMissing).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Waiting for the server: the button reads "Signing in..." with a spinner and cannot be pressed again. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: [loginHandlers.slow] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas);
    const button = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Wrong password: the server's message in the banner. */
export const InvalidCredentials: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas, adminUser.email, 'not the password');
    await expectRefused(canvas, /^Invalid email or password$/);
  },
};

/** Too many attempts (429): the server's message. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [loginHandlers.rateLimited] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas);
    await expectRefused(canvas, /^Too many requests\. Please try again in 900 seconds\.$/);
  },
};

/** An answer without a message field (a proxy's HTML page): the HTTP status text. */
export const StatusTextFallback: Story = {
  parameters: { msw: { handlers: [loginHandlers.badGateway] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas);
    await expectRefused(canvas, /^Bad Gateway$/);
  },
};

/** No answer at all. */
export const Unreachable: Story = {
  parameters: { msw: { handlers: [loginHandlers.networkError] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas);
    await expectRefused(canvas, /^Unable to connect to server\. Please check your connection and try again\.$/);
  },
};

/** Signing in stores the token and the user, and opens the portal on the Waitlist Dashboard. */
export const SignsIn: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Olivia Bennett')).toBeVisible();
    // The dashboard with its figures, not still loading them.
    await expect(await canvas.findByText(/sign-ups in the last 30 days/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument());
    await expect(localStorage.getItem(storageKeys.adminToken)).toBe(adminToken);
    await expect(JSON.parse(localStorage.getItem(storageKeys.adminUser) ?? 'null')).toEqual(adminUser);
  },
};

/** A refusal, then a correct try: the banner goes and the portal opens. */
export const RetryAfterError: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas, adminUser.email, 'typo');
    await canvas.findByRole('alert');
    await userEvent.clear(passwordField(canvas));
    await userEvent.type(passwordField(canvas), adminPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeVisible();
  },
};

/** On a phone the form fills the width and the banner wraps. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [loginHandlers.rateLimited] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await signIn(canvas);
    await canvas.findByRole('alert');
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/**
 * An account with a second factor: the right password opens the second step in the same card, its code
 * field focused and typed for an authenticator's digits; nothing is stored yet.
 */
export const SecondFactor: Story = {
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await expect(canvas.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const field = codeField(canvas);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  },
};

/** The app's code (typed as the app shows it, in two groups) signs in: the portal opens for that admin. */
export const SecondFactorSignsIn: Story = {
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await verify(canvas, `${authenticatorCode.slice(0, 3)} ${authenticatorCode.slice(3)}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Ravi Patel')).toBeVisible();
    await expect(await canvas.findByText(/sign-ups in the last 30 days/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument());
    await expect(localStorage.getItem(storageKeys.adminToken)).toBe(adminToken);
    await expect(JSON.parse(localStorage.getItem(storageKeys.adminUser) ?? 'null')).toEqual(twoFactorAdmin);
  },
};

/**
 * Without the phone: "Use a recovery code instead" turns the field into one for a recovery code (focus
 * back in it), and back again; a recovery code, typed in capitals, is accepted as well.
 */
export const SecondFactorRecoveryCode: Story = {
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await userEvent.type(codeField(canvas), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = codeField(canvas, 'Recovery code');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('inputmode', 'text');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(canvas.queryByRole('textbox', { name: 'Authentication code' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Use your authenticator app instead' }));
    await expect(codeField(canvas)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(codeField(canvas, 'Recovery code'), recoveryCode.toUpperCase());
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app instead' })).toBeVisible();
  },
};

/** A recovery code works once: the second sign-in with it is refused. */
export const SecondFactorRecoveryCodeUsedUp: Story = {
  parameters: {
    msw: { handlers: [loginHandlers.signedIn, twoFactorMock.handler, logoutHandlers.signedOut, ...adminMock.handlers] },
  },
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await verify(canvas, recoveryCode, 'Recovery code');
    await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));

    await reachSecondStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await verify(canvas, recoveryCode, 'Recovery code');
    await expectCodeRefused(canvas, 'Invalid authentication code');
  },
};

/** A wrong code: the server's message, the step stays, and the code is selected to be typed over. */
export const SecondFactorWrongCode: Story = {
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await verify(canvas, '654321');
    await expectCodeRefused(canvas, 'Invalid authentication code');
    const field = codeField(canvas) as HTMLInputElement;
    await waitFor(() => expect(field).toHaveFocus());
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  },
};

/**
 * More than five minutes on the second step: the server says the sign-in took too long, and the first
 * step comes back saying so, the e-mail kept and the password to be typed again.
 */
export const SecondFactorChallengeExpired: Story = {
  parameters: { msw: { handlers: [loginHandlers.signedIn, twoFactorLoginHandlers.challengeExpired] } },
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await verify(canvas, authenticatorCode);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^This sign-in took too long\. Please sign in again$/);
    await expect(emailField(canvas)).toHaveValue(twoFactorAdmin.email);
    await expect(passwordField(canvas)).toHaveValue('');
    await waitFor(() => expect(passwordField(canvas)).toHaveFocus());
  },
};

/** "Back to sign in": the first step again, the e-mail kept, no banner. */
export const SecondFactorBack: Story = {
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(emailField(canvas)).toHaveValue(twoFactorAdmin.email);
    await expect(passwordField(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(passwordField(canvas)).toHaveFocus());
  },
};

/** Six wrong codes lock the account (429): the server's message, as for wrong passwords. */
export const SecondFactorLocked: Story = {
  parameters: { msw: { handlers: [loginHandlers.signedIn, twoFactorLoginHandlers.locked] } },
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await verify(canvas, '000000');
    await expectCodeRefused(canvas, ACCOUNT_LOCKED_MESSAGE);
  },
};

/** Waiting for the server: "Verifying..." with a spinner; neither the button nor the links can be pressed. */
export const SecondFactorVerifying: Story = {
  parameters: { msw: { handlers: [loginHandlers.signedIn, twoFactorLoginHandlers.slow] } },
  play: async ({ canvas }) => {
    await reachSecondStep(canvas);
    await verify(canvas, authenticatorCode);
    const button = await canvas.findByRole('button', { name: 'Verifying...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeDisabled();
    await expect(codeField(canvas)).toHaveAttribute('readonly');
  },
};

/** On a phone: the second step in recovery-code mode after a refusal, nothing wider than the screen. */
export const SecondFactorMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [loginHandlers.signedIn, twoFactorLoginHandlers.invalidCode] } },
  play: async ({ canvas, canvasElement }) => {
    await reachSecondStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await verify(canvas, 'wxyz-wxyz-wxyz', 'Recovery code');
    await expectCodeRefused(canvas, 'Invalid authentication code');
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
