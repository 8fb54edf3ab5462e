import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { preferredScrollBehavior } from '../../theme/scrollBehavior';

/**
 * Scrolls the window to the top whenever the route changes (SPEC §2: "every route change scrolls
 * smoothly to the top"). The first render is left alone, so a reload keeps the browser's own restored
 * position. Renders nothing.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: preferredScrollBehavior() });
  }, [pathname]);

  return null;
}
