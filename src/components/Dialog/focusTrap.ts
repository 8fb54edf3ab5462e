/** Elements that can take keyboard focus, before visibility and `inert` are checked. */
const candidates = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements inside `container` that Tab stops on, in document order. Hidden ones, those inside
 * an `inert` or closed `<details>` subtree and those taken out of the order (`tabindex="-1"`) are
 * left out, so the first and last entries are where a focus trap has to wrap.
 */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      // jsdom (unit tests) has no layout and no checkVisibility; treat everything as shown there.
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last stop Tab goes to the first, from the
 * first Shift+Tab goes to the last, and a Tab pressed while focus is outside (it fell to the body
 * when the focused button became disabled) comes back in. Steps in between are left to the browser.
 */
export function trapTabKey(container: HTMLElement, event: KeyboardEvent) {
  const stops = tabbableElements(container);
  const first = stops[0];
  const last = stops.at(-1);
  const active = container.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const inside = active instanceof Node && container.contains(active);
  if (!inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
