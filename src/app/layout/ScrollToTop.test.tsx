import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSiteLocation } from '@/components/location/siteLocation';
import { MemoryLocation } from '@testing/web/MemoryLocation';
import { ScrollToTop } from './ScrollToTop';

/*
 * The scroll rules that need a clock or the first render, on the component alone. Scrolling back to the
 * top in a real browser is the layout's story (stories/app/Layout.stories.tsx, DesktopNavigation), and
 * Learn More's whole journey e2e/learnMore.spec.ts and e2e/public.spec.ts.
 */

const showcase = <section id="system-showcase" aria-label="System showcase" />;

/** A stand-in showcase that appears 400 ms after its page, as a section whose code is still loading. */
function LateShowcase() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return shown ? showcase : null;
}

/** /how-it-works shows `howItWorks`; the other pages nothing. */
function Page({ howItWorks }: { howItWorks: ReactElement }) {
  return useSiteLocation().pathname === '/how-it-works' ? howItWorks : null;
}

function renderAt(path: string, howItWorks: ReactElement = showcase) {
  render(
    <MemoryLocation path={path}>
      <ScrollToTop />
      <a href="/">Home</a>
      <a href="/features">Features</a>
      <a href="/how-it-works#system-showcase">Learn More</a>
      <Page howItWorks={howItWorks} />
    </MemoryLocation>,
  );
}

const follow = (name: string) => fireEvent.click(screen.getByRole('link', { name }));

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom has no layout and so no scrolling: record the calls instead.
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('scroll on route change', () => {
  it('leaves the first render alone (a reload keeps its position) and a link to the page shown, scrolls to the top on a new route', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    follow('Home');
    expect(scrollTo).not.toHaveBeenCalled();

    follow('Features');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('to an address with a #target, scrolls to the target 100 ms after the page rendered where the browser cannot tell when the address changed', () => {
    vi.useFakeTimers();
    renderAt('/');
    follow('Learn More');

    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'System showcase' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('counts the 100 ms from the navigation: a page that took 60 ms to render scrolls 40 ms after its render', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // jsdom has no Navigation API: a stand-in that fires `navigate` as a browser does when the address changes.
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    renderAt('/');
    navigation.dispatchEvent(new Event('navigate'));
    vi.advanceTimersByTime(60);
    follow('Learn More');

    act(() => vi.advanceTimersByTime(39));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the target when it appears, if it was not there yet after 100 ms', async () => {
    vi.useFakeTimers();
    renderAt('/', <LateShowcase />);
    follow('Learn More');
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The page watches for it: mutation observers report after the render, as a microtask.
    await act(async () => vi.advanceTimersByTime(300));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'System showcase' }));
  });
});
