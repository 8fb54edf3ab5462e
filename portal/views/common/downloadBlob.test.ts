import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadBlob, REVOKE_AFTER_MS } from './downloadBlob';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadBlob', () => {
  it('clicks a detached link to the file, and lets the object URL go only once the browser had time to read it', () => {
    vi.useFakeTimers();
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: a URL class that has them stands in.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:waitlist';
        static revokeObjectURL = revokeObjectURL;
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    downloadBlob(new Blob(['Id,Email']), 'waitlist-2026-11-21.csv');

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('waitlist-2026-11-21.csv');
    expect(link.getAttribute('href')).toBe('blob:waitlist');
    expect(link.isConnected).toBe(false);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:waitlist');
  });
});
