import { useEffect, useRef } from 'react';
import { useSiteLocation } from '@/components/location/siteLocation';

import { preferredScrollBehavior } from '@/theme/scrollBehavior';

/**
 * How long after the navigation to a page with a `#target` the window scrolls to that target (product.md
 * §9: Learn More scrolls to the showcase 100 ms after reaching /how-it-works).
 */
export const SCROLL_TO_TARGET_DELAY_MS = 100;

/** How long to wait for a target that is not on the page yet (a section whose code is still loading). */
export const TARGET_WAIT_LIMIT_MS = 3000;

/**
 * Scrolls the window when the route changes: smoothly to the top (product.md §2: "every route change scrolls
 * smoothly to the top"), or, when the new address names a target (`/how-it-works#system-showcase`),
 * to that target 100 ms after the navigation, or as soon as the new page has rendered if that took
 * longer (the target must be on the page), and never scrolling to the top first, which would cancel it.
 * The first render is left alone, so a reload keeps the browser's restored position. Renders nothing.
 */
export function ScrollToTop() {
  const { pathname, hash } = useSiteLocation();
  const previous = useRef(`${pathname}${hash}`);

  // When the address last changed (`performance.now()`): the Navigation API's `navigate` event fires as
  // a link or the app changes the address, or on back and forward, before the new page has rendered, which
  // takes a good part of the 100 ms on a slow phone. Unset in a browser without the API, where the
  // 100 ms are counted from the render.
  const lastNavigationAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    const navigation = window.navigation;
    const stamp = () => (lastNavigationAt.current = performance.now());
    navigation?.addEventListener('navigate', stamp);
    return () => navigation?.removeEventListener('navigate', stamp);
  }, []);

  useEffect(() => {
    const address = `${pathname}${hash}`;
    if (previous.current === address) return;
    previous.current = address;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: preferredScrollBehavior() });
      return;
    }
    const targetId = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => {
      const target = document.getElementById(targetId);
      target?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
      return target !== null;
    };
    // A target rendered a little later (its section's code still on its way) is scrolled to when it
    // appears, for a few seconds at most.
    const watcher = new MutationObserver(() => {
      if (scrollToTarget()) stopWatching();
    });
    const giveUp = window.setTimeout(() => stopWatching(), TARGET_WAIT_LIMIT_MS);
    const stopWatching = () => {
      watcher.disconnect();
      window.clearTimeout(giveUp);
    };
    const sinceNavigation = lastNavigationAt.current === undefined ? 0 : performance.now() - lastNavigationAt.current;
    const timer = window.setTimeout(
      () => {
        if (!scrollToTarget()) watcher.observe(document.body, { childList: true, subtree: true });
        else stopWatching();
      },
      Math.max(0, SCROLL_TO_TARGET_DELAY_MS - sinceNavigation),
    );
    return () => {
      window.clearTimeout(timer);
      stopWatching();
    };
  }, [pathname, hash]);

  return null;
}
