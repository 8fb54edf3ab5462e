/**
 * Computed styles come back in pixels while tokens are in rem; this turns a token into what
 * `getComputedStyle` reports, assuming the browser's default 16 px root size the site keeps.
 */
export const remToPx = (rem: string) => `${parseFloat(rem) * 16}px`;
