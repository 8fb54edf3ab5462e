import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { preferredScrollBehavior } from '../../theme/scrollBehavior';

/**
 * How long after a page with a `#target` has rendered the window scrolls to that target (SPEC §9:
 * Learn More scrolls to the showcase 100 ms after reaching /how-it-works).
 */
export const SCROLL_TO_TARGET_DELAY_MS = 100;

/**
 * Scrolls the window when the route changes: smoothly to the top (SPEC §2: "every route change scrolls
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
    const timer = window.setTimeout(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
    }, SCROLL_TO_TARGET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
