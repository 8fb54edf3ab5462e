import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { AppProviders } from '@/app/AppProviders';
import { invitedAdminEmail, setPasswordToken } from '@testing/mocks/authHandlers';
import {
  CONFIRMATION_MISSING_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  SetPasswordScreen,
  setPasswordProblems,
} from './SetPasswordScreen';
import { isSetPasswordPath, passwordSetEmail, passwordSetState, setPasswordTokenOf } from './setPasswordLink';

// The screens' states are stories (stories/portal/SetPassword); what a story cannot see, the address bar
// of the router, is tested here.

describe('the set-password link', () => {
  it.each([
    ['/set-password', true],
    ['/set-password/', true],
    ['set-password', true],
    ['/', false],
    ['/set-password/more', false],
    ['/waitlist', false],
  ])('%s is the set-password screen: %s', (pathname, expected) => {
    expect(isSetPasswordPath(pathname)).toBe(expected);
  });

  it('reads the token from the fragment', () => {
    expect(setPasswordTokenOf('#token=2.1790000000.abc_-')).toBe('2.1790000000.abc_-');
    expect(setPasswordTokenOf('#other=1&token=abc')).toBe('abc');
    expect(setPasswordTokenOf('#token=')).toBeUndefined();
    expect(setPasswordTokenOf('')).toBeUndefined();
  });

  it('hands the address to the login screen through the history state, and nothing else', () => {
    expect(passwordSetEmail(passwordSetState('amara@example.com'))).toBe('amara@example.com');
    for (const state of [null, undefined, 'amara@example.com', { passwordSetFor: 3 }, {}]) {
      expect(passwordSetEmail(state)).toBeUndefined();
    }
  });
});

describe('the set-password checks before sending', () => {
  it.each([
    ['a good pair', 'a-long-enough-one', 'a-long-enough-one', {}],
    ['a short password', 'eleven-char', 'eleven-char', { password: PASSWORD_TOO_SHORT_MESSAGE }],
    ['no confirmation', 'a-long-enough-one', '', { confirmation: CONFIRMATION_MISSING_MESSAGE }],
    ['two passwords', 'a-long-enough-one', 'a-long-enough-on', { confirmation: PASSWORDS_DIFFER_MESSAGE }],
    ['nothing', '', '', { password: PASSWORD_TOO_SHORT_MESSAGE, confirmation: CONFIRMATION_MISSING_MESSAGE }],
  ])('%s', (_case, password, confirmation, expected) => {
    expect(setPasswordProblems(password, confirmation)).toEqual(expected);
  });

  it('counts twelve characters as enough', () => {
    expect(setPasswordProblems('123456789012', '123456789012')).toEqual({});
  });
});

describe('the set-password screen', () => {
  const sent: unknown[] = [];
  const server = setupServer(
    http.post('/api/auth/password', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ email: invitedAdminEmail });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(() => server.close());

  /** The router's address, as the address bar shows it. */
  function Address() {
    const { pathname, search, hash, state } = useLocation();
    return (
      <output aria-label="Address" data-state={JSON.stringify(state)}>
        {`${pathname}${search}${hash}`}
      </output>
    );
  }

  it('takes the token out of the address at once, and sends it with the password', async () => {
    render(
      <AppProviders>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[`/set-password?from=mail#token=${setPasswordToken}`]}>
            <SetPasswordScreen />
            <Address />
          </MemoryRouter>
        </QueryClientProvider>
      </AppProviders>,
    );
    const address = screen.getByRole('status', { name: 'Address' });
    await waitFor(() => expect(address).toHaveTextContent(/^\/set-password\?from=mail$/));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'violet-harbour-lantern');
    await user.type(screen.getByLabelText(/^Confirm password/), 'violet-harbour-lantern');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(address).toHaveTextContent(/^\/$/));
    expect(JSON.parse(address.dataset.state ?? 'null')).toEqual(passwordSetState(invitedAdminEmail));
    expect(sent).toEqual([{ token: setPasswordToken, password: 'violet-harbour-lantern' }]);
  });
});
