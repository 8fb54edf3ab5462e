import { describe, expect, it, vi } from 'vitest';

import type { PageViewCount } from '../repositories/pageViews';
import { calendarDayIn, createPageViewCounter } from './pageViews';

/** A counter whose writes are recorded, and fail while `failing` says so. */
function recordedCounter(limits: { maxPending?: number; maxSourcesPerDay?: number } = {}) {
  const written: PageViewCount[][] = [];
  const state = { failing: false };
  const log = { warn: vi.fn(), info: vi.fn() };
  const counter = createPageViewCounter({
    save: async (rows) => {
      if (state.failing) throw new Error('connection refused');
      written.push(rows);
    },
    log,
    ...limits,
  });
  return { counter, written, state, log };
}

const sorted = (rows: PageViewCount[]) =>
  rows.toSorted((a, b) => `${a.day}${a.source}${a.page}`.localeCompare(`${b.day}${b.source}${b.page}`));

describe('counting page views between writes', () => {
  it('adds up the views of a day, source and page and writes them in one go', async () => {
    const { counter, written } = recordedCounter();
    for (let n = 0; n < 100; n += 1) counter.count('2026-03-02', 'news', '/');
    counter.count('2026-03-02', 'direct', '/about');
    counter.count('2026-03-03', 'news', '/');
    await counter.flush();
    expect(written).toHaveLength(1);
    expect(sorted(written[0]!)).toEqual([
      { day: '2026-03-02', source: 'direct', page: '/about', views: 1 },
      { day: '2026-03-02', source: 'news', page: '/', views: 100 },
      { day: '2026-03-03', source: 'news', page: '/', views: 1 },
    ]);
    // Nothing new, nothing written.
    await counter.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps what a failed write held for the next one, added to what came since', async () => {
    const { counter, written, state, log } = recordedCounter();
    counter.count('2026-03-02', 'news', '/');
    counter.count('2026-03-02', 'news', '/');
    state.failing = true;
    await counter.flush();
    await counter.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    counter.count('2026-03-02', 'news', '/');
    counter.count('2026-03-02', 'podcast', '/');
    state.failing = false;
    await counter.flush();
    expect(log.info).toHaveBeenCalledWith('page views: written again');
    expect(sorted(written.flat())).toEqual([
      { day: '2026-03-02', source: 'news', page: '/', views: 3 },
      { day: '2026-03-02', source: 'podcast', page: '/', views: 1 },
    ]);
  });

  it('holds at most so many counts, dropping and reporting what comes beyond', async () => {
    const { counter, written, log } = recordedCounter({ maxPending: 3 });
    for (const page of ['/', '/about', '/features', '/contact', '/privacy']) counter.count('2026-03-02', 'news', page);
    // A count already held still adds up.
    counter.count('2026-03-02', 'news', '/');
    expect(counter.pendingCount).toBe(3);
    await counter.flush();
    expect(written[0]!.map((row) => row.views)).toEqual([2, 1, 1]);
    expect(log.warn).toHaveBeenCalledWith({ dropped: 2 }, expect.stringContaining('2 not counted'));
  });

  it('names at most so many sources a day, the rest as other', async () => {
    const { counter, written } = recordedCounter({ maxSourcesPerDay: 2 });
    for (const source of ['news', 'podcast', 'made-up-1', 'made-up-2', 'news'])
      counter.count('2026-03-02', source, '/');
    counter.count('2026-03-03', 'made-up-1', '/');
    await counter.flush();
    expect(sorted(written[0]!)).toEqual([
      { day: '2026-03-02', source: 'news', page: '/', views: 2 },
      { day: '2026-03-02', source: 'other', page: '/', views: 2 },
      { day: '2026-03-02', source: 'podcast', page: '/', views: 1 },
      { day: '2026-03-03', source: 'made-up-1', page: '/', views: 1 },
    ]);
  });

  it('writes one flush after the other, never two at once', async () => {
    let running = 0;
    let most = 0;
    const counter = createPageViewCounter({
      save: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      },
      log: { warn: vi.fn(), info: vi.fn() },
    });
    const flushes = [];
    for (let n = 0; n < 5; n += 1) {
      counter.count('2026-03-02', 'news', '/');
      flushes.push(counter.flush());
    }
    await Promise.all(flushes);
    expect(most).toBe(1);
  });
});

describe('the day of a view', () => {
  it('is the calendar day in the stats time zone', () => {
    const instant = new Date('2026-03-01T18:15:00Z');
    expect(calendarDayIn('UTC')(instant)).toBe('2026-03-01');
    expect(calendarDayIn('Asia/Kathmandu')(instant)).toBe('2026-03-02');
    expect(calendarDayIn('America/St_Johns')(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
  });
});
