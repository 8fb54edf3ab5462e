/**
 * WCAG 2.2 contrast ratios between colours, as the tokens write them (`#rrggbb`, `rgba(…)`) and as
 * `getComputedStyle` reports them (`rgb(…)`, `rgba(…)`). Pure, so the token tests and the stories'
 * play functions compute the same figures docs/design/focus-ring.md states.
 */

/** A colour in 0-255 channels and a 0-1 alpha. */
export type Rgba = { red: number; green: number; blue: number; alpha: number };

/** Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and the space-separated `rgb(r g b / a)`. */
export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ];
    return { red, green, blue, alpha: 1 };
  }
  const channels = /^rgba?\(([^)]*)\)$/
    .exec(text)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (channels && (channels.length === 3 || channels.length === 4)) {
    const [red, green, blue] = channels.slice(0, 3).map(Number) as [number, number, number];
    const alphaText = channels[3] ?? '1';
    const alpha = alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : Number(alphaText);
    if ([red, green, blue, alpha].every(Number.isFinite)) return { red, green, blue, alpha };
  }
  throw new Error(`Not a colour this helper reads: "${value}"`);
}

/** `top` painted over the opaque `bottom` (a translucent backdrop over the page): the colour one sees. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.alpha + under * (1 - top.alpha);
  return {
    red: mix(top.red, bottom.red),
    green: mix(top.green, bottom.green),
    blue: mix(top.blue, bottom.blue),
    alpha: 1,
  };
}

/** WCAG's relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance({ red, green, blue }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/**
 * The contrast ratio of two colours, 1 to 21, whichever is lighter. Translucent colours are first
 * painted over white, the page's own surface; composite them yourself for any other backdrop.
 */
export function contrastRatio(first: string | Rgba, second: string | Rgba): number {
  const white: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };
  const [lighter, darker] = [first, second]
    .map((color) => (typeof color === 'string' ? parseColor(color) : color))
    .map((color) => relativeLuminance(color.alpha < 1 ? composite(color, white) : color))
    .sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
