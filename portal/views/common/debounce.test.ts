import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last value, when the input has been still for the delay', () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search.schedule('t');
    vi.advanceTimersByTime(299);
    search.schedule('tu');
    vi.advanceTimersByTime(299);
    search.schedule('tur');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('tur');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs the waiting call at once when flushed, and not again when its time comes', () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search.schedule('turing');
    search.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('turing');
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    // Nothing waiting: a flush runs nothing.
    search.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('forgets the waiting call when cancelled', () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search.schedule('turing');
    search.cancel();
    vi.advanceTimersByTime(300);
    expect(run).not.toHaveBeenCalled();
  });
});
