import { expect } from 'storybook/test';

import { composite, contrastRatio, parseColor, type Rgba } from '@shared/theme/contrast';

const transparent = (color: Rgba) => color.alpha === 0;

/**
 * The colour one sees behind `element`: its own background and its ancestors', translucent ones painted
 * over what lies under them, down to the first opaque one (the page, white, if none is). Background
 * images (the hero's glow) are left out: shared/theme/contrast.test.ts checks the ring against the glow.
 */
export function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = parseColor(getComputedStyle(node).backgroundColor);
    if (transparent(layer)) continue;
    layers.push(layer);
    if (layer.alpha === 1) break;
  }
  const page: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };
  return layers.reduceRight((under, over) => composite(over, under), page);
}

/** What a focused control's ring is, read from its computed outline. */
export function focusRingOf(element: Element) {
  const style = getComputedStyle(element);
  return {
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    offset: parseFloat(style.outlineOffset),
    color: parseColor(style.outlineColor),
  };
}

/**
 * Asserts `element` has focus and shows a ring WCAG 2.2 accepts: solid, 2 px or thicker, and 3:1 or
 * more against the colour it lies on: the surface around the control for a ring outside it, the
 * control's own background for a ring drawn inside its edge (a negative offset). Where the ring is
 * the colour of the control's fill (a primary button), the gap between them has to show: 2 px or more,
 * 3:1 against the fill. Returns the ring's contrast.
 */
export async function expectVisibleFocusRing(element: Element) {
  await expect(element).toHaveFocus();
  await expect(element.matches(':focus-visible')).toBe(true);
  const ring = focusRingOf(element);
  await expect(ring.style).toBe('solid');
  await expect(ring.width).toBeGreaterThanOrEqual(2);
  const inside = ring.offset < 0;
  const lyingOn = backgroundBehind(inside ? element : element.parentElement!);
  const contrast = contrastRatio(ring.color, lyingOn);
  await expect(contrast, `ring ${JSON.stringify(ring.color)} on ${JSON.stringify(lyingOn)}`).toBeGreaterThanOrEqual(3);
  const fill = composite(parseColor(getComputedStyle(element).backgroundColor), lyingOn);
  if (!inside && contrastRatio(ring.color, fill) < 3) {
    await expect(ring.offset).toBeGreaterThanOrEqual(2);
    await expect(contrastRatio(fill, lyingOn)).toBeGreaterThanOrEqual(3);
  }
  return contrast;
}
