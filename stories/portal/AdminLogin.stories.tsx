import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

import { storageKeys } from '@/api';
import { siteConfig } from '@/config/site';
import { AdminApp } from '@portal/AdminApp';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { adminPassword, adminToken, adminUser, loginHandlers } from '@testing/mocks/authHandlers';
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

const adminMock = createAdminMock();

const meta = {
  title: 'Features/Admin/Login',
  component: AdminApp,
  parameters: {
    layout: 'fullscreen',
    route: '/',
    msw: { handlers: [loginHandlers.signedIn, ...adminMock.handlers] },
  },
  beforeEach: () => {
    adminMock.reset();
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
