import { useEffect } from 'react';

import { earlyPress, isReacts, letGoOfEarlyPress } from './earlyPress';

/** A press older than this when its section hydrates is let go: the visitor has moved on. */
const PRESS_KEPT_MS = 3000;

/**
 * Rendered (as nothing) by a section with buttons that a page may hydrate late (`deferredSection`):
 * once the section has hydrated, presses again the button of it that was pressed on its prerendered
 * markup in the last few seconds (a tab, an arrow, a zoom), which React dropped (src/components/
 * earlyPress.ts, which the page imports). After a task, so that a click the section hydrated for, which
 * React handled, has let go first. Rendered any other way (a story, a navigation), it finds nothing.
 */
export function PressAgainOnceHydrated() {
  useEffect(() => {
    const timer = setTimeout(() => {
      const press = earlyPress;
      if (press && isReacts(press.button) && performance.now() - press.at < PRESS_KEPT_MS) {
        letGoOfEarlyPress();
        press.button.click();
      }
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
