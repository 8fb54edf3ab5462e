import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@testing/web/render';
import { answers, sentBodies, stubFetch } from '@testing/web/fetchStub';
import { openWaitlist } from './openWaitlist';
// Loaded up front, as the host loads them on demand: their imports then settle without real time passing.
import './offlineWaitlistSync';
import './syncOfflineEntries';
import { WaitlistDialogHost } from './WaitlistDialogHost';

/** Renders the host and waits until it has started the offline sync (a chunk it imports on mount). */
async function renderHost() {
  const rendered = renderWithProviders(<WaitlistDialogHost />);
  await act(() => import('./offlineWaitlistSync'));
  return rendered;
}

const key = 'invoiceSystemWaitlist';
const stored = () => JSON.parse(localStorage.getItem(key) ?? '[]');
const syncedAda = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  company: null,
  timestamp: '2026-03-14T09:26:53.000Z',
};
const offlineAda = { ...syncedAda, offline: true };

describe('the site-wide waitlist dialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is closed until a window-level openWaitlist event opens it', async () => {
    stubFetch(answers.created());
    await renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('openWaitlist'));
    });
    // The dialog's code is fetched on the first open; once here, it opens at once.
    expect(await screen.findByRole('dialog', { name: 'Join the Waitlist' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openWaitlist());
    expect(screen.getByRole('dialog', { name: 'Join the Waitlist' })).toBeInTheDocument();
  });

  it('opens on the first event of a visit, while its code is still on the way, also under fake timers', async () => {
    // A fresh copy of the host, whose dialog code has not been fetched yet (the test above fetched it).
    vi.resetModules();
    const { WaitlistDialogHost: FreshHost } = await import('./WaitlistDialogHost');
    vi.useFakeTimers();
    stubFetch(answers.created());
    renderWithProviders(<FreshHost />);

    act(() => openWaitlist());
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Join the Waitlist' })).toBeInTheDocument(), {
      timeout: 15_000,
    });
  });

  it('stops listening once unmounted', async () => {
    stubFetch(answers.created());
    const { unmount } = await renderHost();
    unmount();
    act(() => openWaitlist());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("records where the visit came from once the app runs, and keeps the first page's record", async () => {
    sessionStorage.clear();
    stubFetch(answers.created());
    const { unmount } = await renderHost();
    const recorded = sessionStorage.getItem('invoiceflow.attribution');
    expect(JSON.parse(recorded!)).toEqual({ landingPage: window.location.pathname });

    unmount();
    window.history.pushState(null, '', '/features?utm_source=later');
    await renderHost();
    expect(sessionStorage.getItem('invoiceflow.attribution')).toBe(recorded);
    window.history.pushState(null, '', '/');
  });

  it('sends the sign-ups saved offline when it mounts', async () => {
    localStorage.setItem(key, JSON.stringify([offlineAda]));
    const fetch = stubFetch(answers.created(77));
    await renderHost();

    await waitFor(() => expect(stored()).toEqual([{ ...syncedAda, id: 77 }]));
    expect(sentBodies(fetch)).toEqual([{ email: 'ada@example.com', name: 'Ada', company: null, source: 'website' }]);
  });

  it('sends them again when the browser is back online', async () => {
    const fetch = stubFetch(answers.network, answers.duplicate);
    await renderHost();
    // Saved after the load, while offline: only the online event can send it now.
    localStorage.setItem(key, JSON.stringify([offlineAda]));
    expect(fetch).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(stored()).toEqual([offlineAda]);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(stored()).toEqual([syncedAda]));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tries again a second later when the network does not carry requests yet right after the online event', async () => {
    const fetch = stubFetch(answers.network, answers.created(77));
    await renderHost();
    localStorage.setItem(key, JSON.stringify([offlineAda]));
    // The sending code is already loaded (imported above), so its dynamic import settles in microtasks.
    vi.useFakeTimers();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([offlineAda]);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(stored()).toEqual([{ ...syncedAda, id: 77 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem(key, JSON.stringify([offlineAda]));
    const fetch = stubFetch(answers.created());
    await renderHost();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(fetch).not.toHaveBeenCalled();
    expect(stored()).toEqual([offlineAda]);
  });
});
