import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { preferredScrollBehavior } from '@/theme/scrollBehavior';

/**
 * How long after a page with a `#target` has rendered the window scrolls to that target (product.md §9:
 * Learn More scrolls to the showcase 100 ms after reaching /how-it-works).
 */
export const SCROLL_TO_TARGET_DELAY_MS = 100;

/** How long to wait for a target that is not on the page yet (a section whose code is still loading). */
export const TARGET_WAIT_LIMIT_MS = 3000;

/**
 * Scrolls the window when the route changes: smoothly to the top (product.md §2: "every route change scrolls
 * smoothly to the top"), or, when the new address names a target (`/how-it-works#system-showcase`),
 * to that target 100 ms after the new page has rendered. Timing from the render rather than the click
 * means a slow page still gets there, and the scroll to the top never cancels the scroll to the
 * target. The first render is left alone, so a reload keeps the browser's restored position.
 * Renders nothing.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(`${pathname}${hash}`);

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
    const timer = window.setTimeout(() => {
      if (!scrollToTarget()) watcher.observe(document.body, { childList: true, subtree: true });
      else stopWatching();
    }, SCROLL_TO_TARGET_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWatching();
    };
  }, [pathname, hash]);

  return null;
}
