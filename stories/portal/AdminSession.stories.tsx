import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import { storageKeys } from '@/api';
import { AdminApp } from '@portal/AdminApp';
import { SessionCheck } from '@portal/session';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { adminUser, loginHandlers, logoutHandlers } from '@testing/mocks/authHandlers';
import { seedAdminSession } from '@testing/stories/adminSession';

const expiredNotice = 'Your session has expired. Please sign in again.';

const expectNoStoredSession = async () => {
  await expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  await expect(localStorage.getItem(storageKeys.adminUser)).toBeNull();
};

const adminMock = createAdminMock();

const meta = {
  title: 'Features/Admin/Session',
  component: AdminApp,
  parameters: {
    layout: 'fullscreen',
    route: '/',
    msw: { handlers: [loginHandlers.signedIn, logoutHandlers.signedOut, ...adminMock.handlers] },
  },
  beforeEach: () => {
    adminMock.reset();
    return seedAdminSession();
  },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What shows while the stored session is checked, before the login form or the portal. */
export const CheckingStoredSession: Story = {
  render: () => <SessionCheck />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your session' })).toBeVisible();
  },
};

/** A stored token and user: signed in straight away, on the Waitlist Dashboard. */
export const RestoresStoredSession: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeVisible();
    await expect(canvas.getByText(adminUser.email)).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
  },
};

/** A stored user that is not JSON: both entries are cleared and the login form shows, with no notice. */
export const CorruptStoredUser: Story = {
  beforeEach: () => seedAdminSession({ user: '{"firstName": "Oli' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(canvas.queryByText(expiredNotice)).not.toBeInTheDocument();
    await expectNoStoredSession();
  },
};

/**
 * The token expired while the dashboard was open: its calls answer 401, the session is cleared, and the
 * login screen says why, with the e-mail filled in. Signing in again brings the portal back.
 */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [loginHandlers.signedIn, ...adminFailures.unauthorized, ...adminMock.handlers] },
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(expiredNotice);
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(adminUser.email);
    await expectNoStoredSession();
  },
};

/** Any admin call counts: here a message list opened on Contact Messages answers 401. */
export const SessionExpiredOnContactMessages: Story = {
  parameters: {
    route: '/messages',
    msw: {
      handlers: [
        loginHandlers.signedIn,
        http.get('/api/webpage/contact/stats', () =>
          HttpResponse.json(
            { statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' },
            { status: 401, statusText: 'Unauthorized' },
          ),
        ),
        ...adminMock.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(expiredNotice)).toBeVisible();
    await expectNoStoredSession();
  },
};

/** Logout removes both entries and shows the login form, without the expiry notice. */
export const Logout: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(canvas.queryByText(expiredNotice)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expectNoStoredSession();
  },
};

/**
 * Logout while the server cannot be reached: the browser is cleared and the login form shows at once,
 * without waiting for the call that revokes the token on the server.
 */
export const LogoutOffline: Story = {
  parameters: {
    msw: { handlers: [loginHandlers.signedIn, logoutHandlers.networkError, ...adminMock.handlers] },
  },
  play: Logout.play,
};

/** Logout while the server fails: the browser is cleared all the same, with no error shown. */
export const LogoutServerFailing: Story = {
  parameters: {
    msw: { handlers: [loginHandlers.signedIn, logoutHandlers.serverError, ...adminMock.handlers] },
  },
  play: async (context) => {
    await Logout.play!(context);
    await expect(context.canvas.queryByText(/went wrong/)).not.toBeInTheDocument();
  },
};

/** Logout while the server never answers: the login form shows at once all the same. */
export const LogoutServerHangs: Story = {
  parameters: {
    msw: { handlers: [loginHandlers.signedIn, logoutHandlers.slow, ...adminMock.handlers] },
  },
  play: Logout.play,
};

/** Another tab signing out signs this one out too. */
export const SignedOutInAnotherTab: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' });
    localStorage.removeItem(storageKeys.adminToken);
    localStorage.removeItem(storageKeys.adminUser);
    // The browser fires this in every other tab of the site.
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.adminToken, storageArea: localStorage }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible());
  },
};
