import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/api';
import type { ContactStats, WaitlistStats } from '@shared/contract';
import type { ArrivalTotals } from './arrivals';
import {
  ArrivalAnnouncer,
  keepInboxLive,
  LIVE_REFRESH_MS,
  useArrivalAnnouncement,
  useNewMessages,
} from './liveUpdates';

/** What the server holds; the stats calls answer from it. */
const server = { messages: 10, newestMessageId: 10, signups: 40 };

function serveStats() {
  const contactStats = vi
    .spyOn(api.contact, 'stats')
    .mockImplementation(
      async () =>
        ({ totalMessages: server.messages, newestId: server.newestMessageId, newMessages: 0 }) as ContactStats,
    );
  const waitlistStats = vi
    .spyOn(api.waitlist, 'stats')
    .mockImplementation(async () => ({ totalEntries: server.signups }) as WaitlistStats);
  return { contactStats, waitlistStats };
}

/** The shell's announcer on a live client, as the portal renders it. */
async function renderAnnouncer() {
  const client = keepInboxLive(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  render(
    <QueryClientProvider client={client}>
      <ArrivalAnnouncer />
    </QueryClientProvider>,
  );
  await settle();
  return screen.getByRole('status', { name: 'New arrivals' });
}

/** Runs the timers due now, such as a refetch on showing the tab. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Moves the clock on to the next poll. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));

/** The region's text once the answers have rendered (`vi.waitFor` moves fake timers on in small steps). */
const eventually = (region: HTMLElement, text: string | RegExp) =>
  vi.waitFor(() => expect(region).toHaveTextContent(text));

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: hidden ? 'hidden' : 'visible' });
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('live arrivals', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(server, { messages: 10, newestMessageId: 10, signups: 40 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('announces nothing on the first load', async () => {
    serveStats();
    const region = await renderAnnouncer();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
  });

  it('announces what arrived at the next poll', async () => {
    serveStats();
    const region = await renderAnnouncer();
    Object.assign(server, { messages: 12, newestMessageId: 12, signups: 41 });
    await nextPoll();
    await eventually(region, '2 new messages and 1 new sign-up');

    server.signups = 42;
    await nextPoll();
    await eventually(region, /^1 new sign-up$/);
  });

  it('announces nothing when the totals shrink, as after the administrator deletes', async () => {
    serveStats();
    const region = await renderAnnouncer();
    server.messages = 9;
    await nextPoll();
    expect(region).toHaveTextContent('');
    // Counting goes on from the smaller total: one more message is one new message.
    Object.assign(server, { messages: 10, newestMessageId: 11 });
    await nextPoll();
    await eventually(region, /^1 new message$/);
  });

  it('announces a message that arrived while another was deleted, though the total stayed the same', async () => {
    serveStats();
    const region = await renderAnnouncer();
    Object.assign(server, { messages: 10, newestMessageId: 11 });
    await nextPoll();
    await eventually(region, /^1 new message$/);
  });

  it('stops polling while the tab is hidden and asks again as soon as it is shown', async () => {
    const { contactStats } = serveStats();
    const region = await renderAnnouncer();
    setTabHidden(true);
    const callsWhenHidden = contactStats.mock.calls.length;
    Object.assign(server, { messages: 11, newestMessageId: 11 });
    await nextPoll();
    await nextPoll();
    expect(contactStats.mock.calls.length).toBe(callsWhenHidden);

    setTabHidden(false);
    await settle();
    expect(contactStats.mock.calls.length).toBe(callsWhenHidden + 1);
    await eventually(region, '1 new message');
  });
});

/** A list of `total` rows whose newest has id `newestId` (by default as many as there are rows). */
const reading = (total: number, newestId = total) => ({ total, newestId });

describe('arrival announcement', () => {
  it('makes a repeated announcement a new one, so screen readers read it again', () => {
    const { result, rerender } = renderHook((totals: ArrivalTotals) => useArrivalAnnouncement(totals), {
      initialProps: { messages: undefined, signups: undefined } as ArrivalTotals,
    });
    rerender({ messages: reading(5), signups: reading(1) });
    expect(result.current).toBeNull();
    rerender({ messages: reading(6), signups: reading(1) });
    const first = result.current;
    rerender({ messages: reading(7), signups: reading(1) });
    expect(result.current?.text).toBe('1 new message');
    expect(result.current?.sequence).not.toBe(first?.sequence);
  });

  it('keeps counting from the last totals while one is unknown again', () => {
    const { result, rerender } = renderHook((totals: ArrivalTotals) => useArrivalAnnouncement(totals), {
      initialProps: { messages: reading(5), signups: reading(1) } as ArrivalTotals,
    });
    rerender({ messages: undefined, signups: reading(1) });
    rerender({ messages: reading(5), signups: reading(1) });
    expect(result.current).toBeNull();
  });
});

describe('the new messages count', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts the messages whose status is New, as the New Messages card does, not the unread ones', async () => {
    // Two read but still New (the work queue), one unread answer that reopened a message: 3 new, 1 unread.
    vi.spyOn(api.contact, 'stats').mockResolvedValue({ newMessages: 3, unreadMessages: 1 } as ContactStats);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useNewMessages(), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(result.current).toBeUndefined();
    await vi.waitFor(() => expect(result.current).toBe(3));
  });
});
