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

/**
 * A common phone, 390 × 844 (the preview's phones are 320 and 375 wide): `parameters: phoneViewport`
 * with `globals: { viewport: { value: 'phone' } }`.
 */
export const phoneViewport = {
  viewport: { options: { phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
};

/** The story viewports whose first screen a play function measures (`.storybook/preview.tsx`). */
export const firstScreens = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Asserts `element` is whole within the first screen of the story's viewport (rendered at
 * `globals: { viewport: { value: screen } }`): seen on opening the page, without scrolling. Measured
 * from the top of the page, wherever it is scrolled.
 */
export async function expectInFirstScreen(element: Element, screen: keyof typeof firstScreens) {
  const { width, height } = firstScreens[screen];
  const view = element.ownerDocument.defaultView!;
  await expect(view.innerWidth).toBe(width);
  await expect(view.innerHeight).toBe(height);
  const box = element.getBoundingClientRect();
  await expect(box.height).toBeGreaterThan(0);
  await expect(box.bottom + view.scrollY).toBeLessThanOrEqual(height);
}
