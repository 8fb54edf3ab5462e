import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminPassword, adminToken, adminUser, loginHandlers, logoutHandlers } from '@testing/mocks/authHandlers';
import { api, storageKeys } from '@/api';
import { AppProviders } from '@/app/AppProviders';
import { renderWithProviders } from '@testing/web/render';
import { AdminApp } from './AdminApp';
import { messageDraftKey } from './views/contact/messageDrafts';

// The views are the teammate's; here a stand-in makes one admin call through the shared client, which
// is all the session rules need.
vi.mock('./views/waitlist', () => ({
  WaitlistDashboard: function StandInDashboard() {
    const stats = useQuery({ queryKey: ['stand-in', 'waitlist-stats'], queryFn: api.waitlist.stats });
    return <p>{stats.isSuccess ? `Total: ${stats.data.totalEntries}` : 'Loading stats'}</p>;
  },
}));
vi.mock('./views/contact', () => ({ ContactMessages: () => <p>Messages view</p> }));

const statsPath = '/api/webpage/waitlist/stats';
const statsAnswer = http.get(statsPath, () =>
  HttpResponse.json({ totalEntries: 3, todayEntries: 1, weekEntries: 2, monthEntries: 3, sourceBreakdown: {} }),
);
const unauthorizedAnswer = () =>
  HttpResponse.json(
    { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired or is invalid. Please sign in again' },
    { status: 401, statusText: 'Unauthorized' },
  );

// The shell asks for the contact stats too (its unread count and live announcement).
const contactStatsAnswer = http.get('/api/webpage/contact/stats', () =>
  HttpResponse.json({ totalMessages: 0, unreadMessages: 0 }),
);

const server = setupServer(loginHandlers.signedIn, logoutHandlers.signedOut, statsAnswer, contactStatsAnswer);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const storeSession = (user: string = JSON.stringify(adminUser), token = adminToken) => {
  localStorage.setItem(storageKeys.adminToken, token);
  localStorage.setItem(storageKeys.adminUser, user);
};

const storedEntries = () => [localStorage.getItem(storageKeys.adminToken), localStorage.getItem(storageKeys.adminUser)];

function renderPortal(path = '/') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AdminApp />, { route: path });
  return user;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText(/^Password/);

async function signIn(user: ReturnType<typeof userEvent.setup>, password = adminPassword) {
  await user.type(emailField(), adminUser.email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin session', () => {
  it('reads the stored session before its first render: the shell, never a spinner first', () => {
    storeSession();
    // The first render's output, as renderToString gives it: no effect has run.
    const html = renderToString(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <AdminApp />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('Olivia Bennett');
    expect(html).not.toContain('Checking your session');
    expect(html).not.toContain('<form');
  });

  it('signs in from a stored token and a parseable stored user', async () => {
    storeSession();
    renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Olivia Bennett')).toBeInTheDocument();
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
  });

  it('clears both entries and shows the login form when the stored user is corrupt', async () => {
    storeSession('{"firstName": "Oli');
    renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(storedEntries()).toEqual([null, null]);
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('stores the token and the user on login', async () => {
    const user = renderPortal();
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.adminToken)).toBe(adminToken);
    expect(JSON.parse(localStorage.getItem(storageKeys.adminUser) ?? 'null')).toEqual(adminUser);
  });

  it('removes both entries on logout and shows the login form without a notice', async () => {
    storeSession();
    const user = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(storedEntries()).toEqual([null, null]);
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('asks the server to sign the token out on logout, so a copy of it stops working', async () => {
    const revoked: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/logout') revoked.push(request.headers.get('authorization'));
    });
    storeSession();
    const user = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(revoked).toEqual([`Bearer ${adminToken}`]));
    server.events.removeAllListeners();
  });

  it.each([
    ['offline', logoutHandlers.networkError],
    ['failing', logoutHandlers.serverError],
    ['never answering', logoutHandlers.slow],
  ])('clears the browser and shows the login form on logout with the server %s', async (_, logoutAnswer) => {
    server.use(logoutAnswer);
    storeSession();
    const user = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(storedEntries()).toEqual([null, null]);
    expect(screen.queryByText(/session has expired|went wrong/)).not.toBeInTheDocument();
  });

  it('clears the session and says it expired when an admin call answers 401', async () => {
    server.use(http.get(statsPath, unauthorizedAnswer));
    storeSession();
    renderPortal();
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(storedEntries()).toEqual([null, null]);
    expect(emailField()).toHaveValue(adminUser.email);
  });

  it('signs in again after expiry, and the notice goes once the form is sent', async () => {
    let answered401 = false;
    server.use(
      http.get(statsPath, () => {
        if (answered401) return undefined;
        answered401 = true;
        return unauthorizedAnswer();
      }),
    );
    storeSession();
    const user = renderPortal();
    await screen.findByText('Your session has expired. Please sign in again.');
    await user.type(passwordField(), adminPassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('keeps the drafts of messages through an expired session, and forgets them on logout', async () => {
    const draftKey = messageDraftKey(2);
    sessionStorage.setItem(draftKey, JSON.stringify({ notes: 'Call back on Monday' }));
    let answered401 = false;
    server.use(
      http.get(statsPath, () => {
        if (answered401) return undefined;
        answered401 = true;
        return unauthorizedAnswer();
      }),
    );
    storeSession();
    const user = renderPortal();
    await screen.findByText('Your session has expired. Please sign in again.');
    expect(sessionStorage.getItem(draftKey)).not.toBeNull();

    await user.type(passwordField(), adminPassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });
});

describe('admin login screen', () => {
  it('has a required e-mail field of type email and a required password field', async () => {
    renderPortal();
    await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('reads "Signing in..." while the request runs', async () => {
    server.use(
      http.post('/api/auth/login', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderPortal();
    await signIn(user);
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['the server message', loginHandlers.invalidCredentials, 'Invalid email or password'],
    ['the server message of a 429', loginHandlers.rateLimited, 'Too many requests. Please try again in 900 seconds.'],
    ['the status text when the answer has no message', loginHandlers.badGateway, 'Bad Gateway'],
  ])('shows %s in the error banner and stops the spinner', async (_case, handler, message) => {
    server.use(handler);
    const user = renderPortal();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/\./g, '\\.')}$`));
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(storedEntries()).toEqual([null, null]);
  });

  it('says the server cannot be reached when there is no answer', async () => {
    server.use(loginHandlers.networkError);
    const user = renderPortal();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please check your connection and try again.',
    );
  });
});

describe('admin shell', () => {
  it('keeps the chosen section in the URL', async () => {
    storeSession();
    const user = renderPortal('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    // The screen's code is a chunk of its own: it shows once that has loaded.
    expect(await screen.findByText('Messages view')).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Admin sidebar' }));
    expect(sidebar.getByRole('link', { name: 'System Debug' })).toHaveAttribute('href', '/debug');
    await user.click(sidebar.getByRole('link', { name: 'System Debug' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'System Debug' })).toBeInTheDocument();
  });

  it('shows the initials, name, e-mail and both chips in the header', async () => {
    storeSession();
    renderPortal();
    const header = within(await screen.findByRole('banner'));
    for (const text of ['OB', 'Olivia Bennett', adminUser.email, 'Admin', 'Secure Session']) {
      expect(header.getByText(text)).toBeInTheDocument();
    }
  });
});

/**
 * Answers only the debug tool's own call (a plain fetch, without the service layer's Accept header);
 * the shell's stats polling of the same path still gets the healthy answer.
 */
const toDebugTool = (answer: () => Response) =>
  http.get(statsPath, ({ request }) => (request.headers.has('accept') ? undefined : answer()));

describe('System Debug', () => {
  it.each([
    ['the raw JSON answer', statsAnswer, /^\{\n {2}"totalEntries": 3,/],
    ['"Error: <status> <statusText>"', toDebugTool(unauthorizedAnswer), /^Error: 401 Unauthorized$/],
    ['"Fetch error: <message>"', toDebugTool(() => HttpResponse.error()), /^Fetch error: \S/],
  ])('prints %s', async (_case, handler, printed) => {
    server.use(handler);
    storeSession();
    const user = renderPortal('/debug');
    await user.click(await screen.findByRole('button', { name: 'Test Waitlist Stats Endpoint' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Result' }).textContent).toMatch(printed));
    // The debug tool reports; it does not end the session.
    expect(localStorage.getItem(storageKeys.adminToken)).toBe(adminToken);
  });
});
