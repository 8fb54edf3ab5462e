import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { KeyValueStorage } from '@/api';
import {
  isStoredLocally,
  markEntrySynced,
  offlineEntries,
  readLocalWaitlist,
  saveJoinedEntry,
  saveOfflineEntry,
} from './localWaitlist';

const ada = { email: 'ada@example.com', name: 'Ada', company: 'Analytical Engines' };
const stored = () => JSON.parse(localStorage.getItem('invoiceSystemWaitlist') ?? 'null');

/** Storage that refuses every write, as a full or blocked local storage does. */
const refusingStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {},
};

describe('the local waitlist copy', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T09:26:53.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an offline sign-up under invoiceSystemWaitlist with the time as id, an ISO timestamp and the offline flag', () => {
    expect(saveOfflineEntry(ada)).toBe(true);
    expect(stored()).toEqual([
      {
        id: Date.parse('2026-03-14T09:26:53.000Z'),
        email: 'ada@example.com',
        name: 'Ada',
        company: 'Analytical Engines',
        timestamp: '2026-03-14T09:26:53.000Z',
        offline: true,
      },
    ]);
  });

  it('keeps null for a missing name and company', () => {
    saveOfflineEntry({ email: 'sam@example.com', name: null, company: null });
    expect(stored()).toEqual([expect.objectContaining({ name: null, company: null })]);
  });

  it('does not keep an email twice, whatever its letter case', () => {
    saveOfflineEntry(ada);
    expect(saveOfflineEntry({ ...ada, email: 'ADA@Example.com', name: 'Someone else' })).toBe(false);
    expect(stored()).toHaveLength(1);
    expect(stored()[0].name).toBe('Ada');
    expect(isStoredLocally('Ada@EXAMPLE.com')).toBe(true);
    expect(isStoredLocally('grace@example.com')).toBe(false);
  });

  it('keeps a sign-up the server accepted with its id and without the offline flag', () => {
    saveJoinedEntry(ada, 42);
    expect(stored()).toEqual([
      {
        id: 42,
        email: 'ada@example.com',
        name: 'Ada',
        company: 'Analytical Engines',
        timestamp: '2026-03-14T09:26:53.000Z',
      },
    ]);
  });

  it('replaces an offline copy of the same email when the server accepts it', () => {
    saveOfflineEntry({ email: 'grace@example.com', name: null, company: null });
    saveOfflineEntry(ada);
    saveJoinedEntry({ ...ada, email: 'ADA@example.com' }, 42);
    expect(stored()).toEqual([
      expect.objectContaining({ email: 'grace@example.com', offline: true }),
      expect.not.objectContaining({ offline: true }),
    ]);
    expect(stored()[1]).toMatchObject({ id: 42, email: 'ADA@example.com' });
    expect(offlineEntries().map((entry) => entry.email)).toEqual(['grace@example.com']);
  });

  it('clears the offline flag of a synced entry, taking the server id when there is one', () => {
    saveOfflineEntry(ada);
    saveOfflineEntry({ email: 'grace@example.com', name: null, company: null });
    markEntrySynced('ADA@example.com', 7);
    markEntrySynced('grace@example.com', undefined);
    expect(stored()).toEqual([
      {
        id: 7,
        email: 'ada@example.com',
        name: 'Ada',
        company: 'Analytical Engines',
        timestamp: '2026-03-14T09:26:53.000Z',
      },
      {
        id: Date.parse('2026-03-14T09:26:53.000Z'),
        email: 'grace@example.com',
        name: null,
        company: null,
        timestamp: '2026-03-14T09:26:53.000Z',
      },
    ]);
  });

  it('reads a damaged or foreign value as an empty list', () => {
    localStorage.setItem('invoiceSystemWaitlist', '{not json');
    expect(readLocalWaitlist()).toEqual([]);
    localStorage.setItem('invoiceSystemWaitlist', JSON.stringify({ email: 'ada@example.com' }));
    expect(readLocalWaitlist()).toEqual([]);
    localStorage.setItem('invoiceSystemWaitlist', JSON.stringify([{ email: 'ada@example.com', id: 1 }, 'junk']));
    expect(readLocalWaitlist()).toEqual([{ email: 'ada@example.com', id: 1 }]);
  });

  it('lets a storage failure through, so the caller can tell the person', () => {
    expect(() => saveOfflineEntry(ada, refusingStorage)).toThrow('The quota has been exceeded.');
    expect(() => saveJoinedEntry(ada, 1, refusingStorage)).toThrow('The quota has been exceeded.');
  });
});
