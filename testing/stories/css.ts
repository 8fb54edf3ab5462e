/**
 * Computed styles come back in pixels while tokens are in rem; this turns a token into what
 * `getComputedStyle` reports, assuming the browser's default 16 px root size the site keeps.
 */
export const remToPx = (rem: string) => `${parseFloat(rem) * 16}px`;

/** A `#rrggbb` token as `getComputedStyle` reports a colour: `rgb(r, g, b)`. */
export const hexToRgb = (hex: string) => {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
};
