/**
 * What the visual tests count as "the same picture", for the stories (Vitest's `pixelmatch` comparator)
 * and the pages (Playwright's `toHaveScreenshot`, also pixelmatch). Both compare pixel by pixel; the
 * figures are explained in docs/visual-tests.md, "Tolerance".
 */

/**
 * How far apart two colours of one pixel may be before the pixel counts as different, on pixelmatch's
 * 0–1 scale of perceived colour difference (YIQ). 0.1 is below any colour step the design uses (the
 * closest pair of tokens, ink50 and white, is about 0.13 apart) and above the one-level jitter of
 * Chromium's text rasteriser.
 */
export const colorThreshold = 0.1;

/**
 * How many pixels may differ in one image. A one-pixel shift of a spacing token moves every edge below
 * it, hundreds of pixels even in a small story; anti-aliasing noise, when there is any, is a few pixels
 * along a glyph's edge.
 */
export const allowedDifferentPixels = 0;
