import { useEffect } from 'react';

/** Whether React owns the element: it marks each element it has rendered or hydrated. */
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * The last button pressed on a deferred section before it hydrated. React cannot hand such a press to
 * the section (its code is not there yet), so it stops the click and drops it. Taken as the click
 * starts, while React does not own the button, and let go if the click goes on to reach the window:
 * then React handled it (hydrating the section there and then, its code being here), or the button is
 * not React's at all. Listening from the moment a page that uses it loads, before anything hydrates.
 */
let earlyPress: HTMLElement | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'click',
    ({ target }) => {
      const button = target instanceof Element ? target.closest('button') : null;
      earlyPress = button && !isReacts(button) ? button : null;
    },
    true,
  );
  window.addEventListener('click', () => (earlyPress = null));
}

/**
 * For `deferredSection`'s `WhenHydrated`: once the section has hydrated, presses again the button that
 * was pressed on its prerendered markup before (a tab, an arrow, a zoom), so that first press is not
 * lost. After a task, so that a click the section hydrated for, which React handled, has let go first.
 */
export function PressAgainOnceHydrated() {
  useEffect(() => {
    const timer = setTimeout(() => {
      const button = earlyPress;
      if (button?.isConnected && isReacts(button)) {
        earlyPress = null;
        button.click();
      }
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
