/**
 * Presses React dropped: a plain button (one that does nothing without the app) pressed on a section
 * below the first screen whose code is not there yet. React cannot hand the click to the section, so it
 * stops it before it reaches the button. If the click does reach the button, React let it through
 * (hydrating the section there and then, its code being here) or is not listening yet: it is let go.
 * A page whose deferred section has buttons imports this module, so it listens before anything
 * hydrates; the section presses the button again once it has (`PressAgainOnceHydrated`).
 */

/** Whether React owns the element: it marks each element it has rendered or hydrated. */
export const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** The last press React dropped, and when (the click's time stamp, on `performance.now()`'s clock). */
export let earlyPress: { button: HTMLElement; at: number } | null = null;

export const letGoOfEarlyPress = () => (earlyPress = null);

if (typeof window !== 'undefined') {
  window.addEventListener(
    'click',
    ({ target, timeStamp }) => {
      earlyPress = null;
      const button =
        target instanceof Element ? target.closest<HTMLElement>('button[type=button]:not([popovertarget])') : null;
      if (!button || isReacts(button)) return;
      earlyPress = { button, at: timeStamp };
      button.addEventListener('click', letGoOfEarlyPress, { once: true });
    },
    true,
  );
}
