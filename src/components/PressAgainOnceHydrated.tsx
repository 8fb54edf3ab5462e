import { type RefObject, useEffect } from 'react';

import { earlyPress, letGoOfEarlyPress } from './earlyPress';

/** A press older than this when its section hydrates is let go: the visitor has moved on. */
const PRESS_KEPT_MS = 3000;

export type PressAgainOnceHydratedProps = {
  /** The section's root element: only a press on a button inside it is pressed again. */
  section: RefObject<HTMLElement | null>;
};

/**
 * Rendered (as nothing) by a section with buttons that a page may hydrate late (`deferredSection`):
 * once the section has hydrated (this effect runs then), presses again the button of it that was pressed
 * on its prerendered markup in the last few seconds (a tab, an arrow, a zoom), which React dropped
 * (src/components/earlyPress.ts, which the page imports). A press on another section is that section's
 * to take up: it may not have hydrated yet. After a task, so that a click the section hydrated for, which
 * React handled, has let go first. Rendered any other way (a story, a navigation), it finds nothing.
 */
export function PressAgainOnceHydrated({ section }: PressAgainOnceHydratedProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const press = earlyPress;
      if (press && section.current?.contains(press.button) && performance.now() - press.at < PRESS_KEPT_MS) {
        letGoOfEarlyPress();
        press.button.click();
      }
    });
    return () => clearTimeout(timer);
  }, [section]);
  return null;
}
