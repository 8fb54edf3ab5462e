import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answers, sentBodies, stubFetch } from '@testing/web/fetchStub';
import { syncOfflineEntries } from './syncOfflineEntries';

const key = 'invoiceSystemWaitlist';
const stored = () => JSON.parse(localStorage.getItem(key) ?? '[]');
const offlineEntry = (email: string, id: number) => ({
  id,
  email,
  name: email === 'ada@example.com' ? 'Ada' : null,
  company: null,
  timestamp: '2026-03-14T09:26:53.000Z',
  offline: true,
});

/** Sam joined online; Ada and Grace wait offline, one before and one after him. */
const samJoined = { id: 5, email: 'sam@example.com', name: null, company: null, timestamp: '2026-03-01T00:00:00.000Z' };
const adaSamGrace = [offlineEntry('ada@example.com', 1), samJoined, offlineEntry('grace@example.com', 2)];

describe('sending offline sign-ups again', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends each offline entry as a website sign-up and, on 201, clears its flag and takes the server id', async () => {
    localStorage.setItem(key, JSON.stringify(adaSamGrace));
    const fetch = stubFetch(answers.created(301), answers.created(302));

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 2, dropped: 0, remaining: 0 });

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/webpage/waitlist');
    expect(sentBodies(fetch)).toEqual([
      { email: 'ada@example.com', name: 'Ada', company: null, source: 'website' },
      { email: 'grace@example.com', name: null, company: null, source: 'website' },
    ]);
    expect(stored()).toEqual([
      { id: 301, email: 'ada@example.com', name: 'Ada', company: null, timestamp: '2026-03-14T09:26:53.000Z' },
      samJoined,
      { id: 302, email: 'grace@example.com', name: null, company: null, timestamp: '2026-03-14T09:26:53.000Z' },
    ]);
  });

  it("sends this visit's attribution with an entry kept offline on this very page, and none with older ones", async () => {
    sessionStorage.setItem('invoiceflow.attribution', JSON.stringify({ landingPage: '/', utmCampaign: 'launch' }));
    const savedNow = Math.ceil(performance.timeOrigin + performance.now());
    localStorage.setItem(
      key,
      JSON.stringify([offlineEntry('grace@example.com', 2), offlineEntry('ada@example.com', savedNow)]),
    );
    const fetch = stubFetch(answers.created(301), answers.created(302));

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 2, dropped: 0, remaining: 0 });
    sessionStorage.clear();
    expect(sentBodies(fetch)).toEqual([
      { email: 'grace@example.com', name: null, company: null, source: 'website' },
      {
        email: 'ada@example.com',
        name: 'Ada',
        company: null,
        source: 'website',
        landingPage: '/',
        utmCampaign: 'launch',
      },
    ]);
  });

  it("sends the share link's code kept with an entry on any later page, and forgets it once the server has it", async () => {
    localStorage.setItem(
      key,
      JSON.stringify([{ ...offlineEntry('ada@example.com', 1), referralCode: 'Ab3_-x9QzK0w' }]),
    );
    const fetch = stubFetch(answers.created(301));

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 1, dropped: 0, remaining: 0 });
    expect(sentBodies(fetch)).toEqual([
      { email: 'ada@example.com', name: 'Ada', company: null, source: 'website', referralCode: 'Ab3_-x9QzK0w' },
    ]);
    expect(stored()).toEqual([
      { id: 301, email: 'ada@example.com', name: 'Ada', company: null, timestamp: '2026-03-14T09:26:53.000Z' },
    ]);
  });

  it('clears the flag on 409, since the server has the email already, and keeps the local id', async () => {
    localStorage.setItem(key, JSON.stringify([offlineEntry('ada@example.com', 1)]));
    stubFetch(answers.duplicate);

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 1, dropped: 0, remaining: 0 });
    expect(stored()).toEqual([
      { id: 1, email: 'ada@example.com', name: 'Ada', company: null, timestamp: '2026-03-14T09:26:53.000Z' },
    ]);
  });

  it('drops an entry the server refuses (400) from the copy, and sends the next ones', async () => {
    localStorage.setItem(key, JSON.stringify(adaSamGrace));
    const fetch = stubFetch(answers.invalid, answers.created(302));

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 1, dropped: 1, remaining: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(stored()).toEqual([
      samJoined,
      { id: 302, email: 'grace@example.com', name: null, company: null, timestamp: '2026-03-14T09:26:53.000Z' },
    ]);

    // Nothing is left to send: the next page view sends nothing.
    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 0, dropped: 0, remaining: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the flag when the server is unavailable (503), to send it next time', async () => {
    const entries = [offlineEntry('ada@example.com', 1)];
    localStorage.setItem(key, JSON.stringify(entries));
    stubFetch(answers.unavailable);

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 0, dropped: 0, remaining: 1 });
    expect(stored()).toEqual(entries);
  });

  it('keeps the flag on a server error, and tries the next entries', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([offlineEntry('ada@example.com', 1), offlineEntry('grace@example.com', 2)]),
    );
    const fetch = stubFetch(answers.serverError, answers.created(302));

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 1, dropped: 0, remaining: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(stored()[0]).toMatchObject({ email: 'ada@example.com', id: 1, offline: true });
    expect(stored()[1]).not.toHaveProperty('offline');
  });

  it('keeps every flag without a network, and stops at the first failure', async () => {
    const entries = [offlineEntry('ada@example.com', 1), offlineEntry('grace@example.com', 2)];
    localStorage.setItem(key, JSON.stringify(entries));
    const fetch = stubFetch(answers.network);

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 0, dropped: 0, remaining: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual(entries);
  });

  it('stops when asked to slow down (429), keeping the flags', async () => {
    const entries = [offlineEntry('ada@example.com', 1), offlineEntry('grace@example.com', 2)];
    localStorage.setItem(key, JSON.stringify(entries));
    const fetch = stubFetch(answers.rateLimited);

    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 0, dropped: 0, remaining: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual(entries);
  });

  it('sends nothing when no entry is offline', async () => {
    const fetch = stubFetch(answers.created());
    await expect(syncOfflineEntries()).resolves.toEqual({ synced: 0, dropped: 0, remaining: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never sends an entry twice when asked again during a run (page load and the online event)', async () => {
    localStorage.setItem(key, JSON.stringify([offlineEntry('ada@example.com', 1)]));
    const fetch = stubFetch(answers.created(301));

    const [first, second, third] = await Promise.all([
      syncOfflineEntries(),
      syncOfflineEntries(),
      syncOfflineEntries(),
    ]);
    expect(first).toEqual({ synced: 1, dropped: 0, remaining: 0 });
    expect(second).toEqual({ synced: 0, dropped: 0, remaining: 0 });
    expect(third).toBe(second);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends, in one more run, an entry saved while a run was under way', async () => {
    localStorage.setItem(key, JSON.stringify([offlineEntry('ada@example.com', 1)]));
    const fetch = stubFetch(answers.created(301), answers.created(302));

    const first = syncOfflineEntries();
    const saved = JSON.parse(localStorage.getItem(key) ?? '[]');
    localStorage.setItem(key, JSON.stringify([...saved, offlineEntry('grace@example.com', 2)]));
    const second = syncOfflineEntries();

    await expect(first).resolves.toEqual({ synced: 1, dropped: 0, remaining: 0 });
    await expect(second).resolves.toEqual({ synced: 1, dropped: 0, remaining: 0 });
    expect(sentBodies(fetch).map((body) => body.email)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(stored().map((entry: { id: number }) => entry.id)).toEqual([301, 302]);
  });

  it('never rejects, even when storage cannot be read', async () => {
    const fetch = stubFetch(answers.created());
    const broken = {
      getItem: () => {
        throw new DOMException('Access is denied', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    await expect(syncOfflineEntries(broken)).resolves.toEqual({ synced: 0, dropped: 0, remaining: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });
});
