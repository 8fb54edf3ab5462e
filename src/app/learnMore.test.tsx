import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HomePage } from '@/pages/HomePage';
import { renderInLayout } from '@testing/web/renderInLayout';

/** The landing page, and a stand-in /how-it-works holding the showcase Learn More scrolls to. */
const routes = {
  '/': <HomePage />,
  '/how-it-works': (
    <section id="system-showcase" aria-label="System showcase">
      Showcase
    </section>
  ),
};

/** A stand-in showcase that appears 400 ms after its page, as a section whose code is still loading. */
function LateShowcase() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <section id="system-showcase" aria-label="System showcase">
      Showcase
    </section>
  ) : null;
}

// The first render of the whole landing page in jsdom can take seconds on a busy machine.
describe('Learn More on the landing page', { timeout: 30_000 }, () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView = vi.fn();
    // jsdom has no layout and so no scrolling: record the calls instead.
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes to /how-it-works, then after 100 ms scrolls smoothly to the system showcase', () => {
    renderInLayout('/', routes);
    const learnMore = screen.getByRole('link', { name: 'Learn More about how it works' });
    expect(learnMore).toHaveAttribute('href', '/how-it-works#system-showcase');
    fireEvent.click(learnMore);

    expect(screen.getByTestId('location')).toHaveTextContent('/how-it-works');
    const showcase = screen.getByRole('region', { name: 'System showcase' });

    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(showcase);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps instead of gliding for visitors who prefer reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query })),
    );
    renderInLayout('/', routes);
    fireEvent.click(screen.getByRole('link', { name: 'Learn More about how it works' }));
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('scrolls to the showcase when it appears, if it was not there yet after 100 ms', async () => {
    renderInLayout('/', { ...routes, '/how-it-works': <LateShowcase /> });
    fireEvent.click(screen.getByRole('link', { name: 'Learn More about how it works' }));
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The page watches for it: mutation observers report after the render, as a microtask.
    await act(async () => vi.advanceTimersByTime(300));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'System showcase' }));
  });
});
