/**
 * Presses React dropped: a plain button (one that does nothing without the app) pressed on a section
 * below the first screen whose code is not there yet. React cannot hand the click to the section, so it
 * stops it before it reaches the button. If the click does reach the button, React let it through (the
 * section had hydrated, or hydrated there and then, its code being here) or is not listening yet: it is
 * let go. So the press is kept from the moment it starts to the moment it reaches the button, and is left
 * kept only when it never does; no need to ask React which elements it owns (it says so only through
 * private properties). A page whose deferred section has buttons imports this module, so it listens before
 * anything hydrates; the section presses the button again once it has (`PressAgainOnceHydrated`).
 */

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
      if (!button) return;
      earlyPress = { button, at: timeStamp };
      // Added before the click reaches the button, so this click calls it if it gets there.
      button.addEventListener('click', letGoOfEarlyPress, { once: true });
    },
    true,
  );
}
