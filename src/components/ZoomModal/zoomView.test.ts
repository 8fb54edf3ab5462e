import { describe, expect, it } from 'vitest';

import { clampView, initialView, scaleLimits, stepScale, zoomAround } from './zoomView';

const screenshot = { width: 1280, height: 800 };
/** A phone's free area: 375 px wide less the gutters, under the close button and over the controls. */
const phone = { left: 8, top: 60, width: 359, height: 620 };
/** A laptop's free area: 1440 × 900 less the same. */
const laptop = { left: 16, top: 72, width: 1408, height: 700 };

describe('zoom view', () => {
  it('opens at the image’s own size, however small the screen, with the focus point in the middle', () => {
    const limits = scaleLimits(screenshot, phone, 2);
    const view = initialView(screenshot, phone, limits, { x: 536, y: 400 });
    expect(view.scale).toBe(1);
    expect(view.x + 536).toBeCloseTo(phone.left + phone.width / 2);
    expect(view.y + 400).toBeCloseTo(phone.top + phone.height / 2);
    // Near an edge the image stops at it: no gap above its top.
    expect(initialView(screenshot, phone, limits, { x: 536, y: 100 }).y).toBe(phone.top);
  });

  it('opens on a part wider than the screen from its left edge, and centres it where it fits', () => {
    const limits = scaleLimits(screenshot, phone, 2);
    const crop = { x: 256, y: 200, width: 560, height: 420 };
    const view = initialView(screenshot, phone, limits, crop);
    expect(view.x + 256).toBe(phone.left);
    expect(view.y + 200 + 210).toBeCloseTo(phone.top + phone.height / 2);
    const wide = initialView(screenshot, laptop, scaleLimits(screenshot, laptop, 2), crop);
    // At 1440 px the whole width fits: centred across, whatever the part.
    expect(wide.x).toBeCloseTo(16 + (1408 - 1280) / 2);
  });

  it('opens on the whole image, larger than its own size, on a screen larger than it', () => {
    const wall = { left: 16, top: 72, width: 2528, height: 1400 };
    const view = initialView(screenshot, wall, scaleLimits(screenshot, wall, 2), { x: 0, y: 0 });
    expect(view.scale).toBeCloseTo(1400 / 800);
    // Smaller than the area across: centred, whatever the focus point.
    expect(view.x).toBeCloseTo(16 + (2528 - 1280 * view.scale) / 2);
  });

  it('zooms from the whole image in view up to twice the image’s own size', () => {
    expect(scaleLimits(screenshot, phone, 2)).toEqual({ min: 359 / 1280, max: 2 });
    expect(scaleLimits(screenshot, laptop, 2)).toEqual({ min: 700 / 800, max: 2 });
  });

  it('keeps an image larger than the area covering it, and a smaller one centred', () => {
    const limits = scaleLimits(screenshot, laptop, 2);
    const pushedRight = clampView({ scale: 1.5, x: 500, y: -5000 }, screenshot, laptop, limits);
    expect(pushedRight.x).toBe(laptop.left);
    expect(pushedRight.y).toBe(laptop.top + laptop.height - 800 * 1.5);
    const small = clampView({ scale: 0.875, x: 999, y: 999 }, screenshot, laptop, limits);
    expect(small.x).toBeCloseTo(16 + (1408 - 1120) / 2);
    expect(small.y).toBe(72);
    expect(clampView({ scale: 9, x: 0, y: 0 }, screenshot, laptop, limits).scale).toBe(2);
  });

  it('keeps the point under the pointer where it is while zooming', () => {
    const view = zoomAround({ scale: 1, x: -100, y: -50 }, 2, { x: 300, y: 200 });
    // The image point under (300, 200) was (400, 250); at 2x it is still drawn at (300, 200).
    expect(view.x + 400 * 2).toBe(300);
    expect(view.y + 250 * 2).toBe(200);
  });

  it('steps by 1.5 and stops at the image’s own size on the way', () => {
    const limits = { min: 0.28, max: 2 };
    expect(stepScale(1, 1, limits)).toBe(1.5);
    expect(stepScale(1.5, 1, limits)).toBe(2);
    expect(stepScale(2, 1, limits)).toBe(2);
    expect(stepScale(0.8, 1, limits)).toBe(1);
    expect(stepScale(1.2, -1, limits)).toBe(1);
    expect(stepScale(0.3, -1, limits)).toBe(0.28);
  });
});
