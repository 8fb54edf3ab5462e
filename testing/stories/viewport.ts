import { expect } from 'storybook/test';

/**
 * Asserts the page does not scroll sideways: nothing in it is wider than the viewport. Run it in a
 * story rendered at `globals: { viewport: { value: 'narrow' } }` (320 px), the narrowest phone.
 */
export async function expectNoHorizontalScroll(canvasElement: HTMLElement, width = 320) {
  const { documentElement, defaultView } = canvasElement.ownerDocument;
  await expect(defaultView?.innerWidth).toBe(width);
  await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
}
