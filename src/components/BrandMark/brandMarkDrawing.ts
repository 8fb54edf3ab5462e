import { color } from '@shared/theme/tokens';

/** One shape of the mark: an SVG element and its attributes, named as SVG and React both spell them. */
type Shape = { element: 'rect' | 'path'; attributes: Record<string, string | number> };

/**
 * The brand mark, drawn once: an invoice (a page with its corner folded and three lines of text) on the
 * brand's indigo square, on a 64-unit grid. The header and footer draw it inline (BrandMark); the favicon
 * (public/favicon.svg, checked against `brandMarkSvg` by BrandMark.test.tsx), the web app's icons and
 * every share card are drawn from `brandMarkSvg` (scripts/siteImages.mjs, through the build's server
 * entry), so the site has one mark wherever it appears.
 */
export const brandMarkDrawing = {
  size: 64,
  shapes: [
    { element: 'rect', attributes: { width: 64, height: 64, rx: 14, fill: color.brand.primary } },
    {
      element: 'path',
      attributes: { d: 'M20 14h18l10 10v26a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z', fill: '#fff' },
    },
    // The folded corner, a tint of the indigo.
    { element: 'path', attributes: { d: 'M38 14v10h10', fill: '#c9ccff' } },
    { element: 'rect', attributes: { x: 22, y: 30, width: 20, height: 3, rx: 1.5, fill: color.brand.primary } },
    { element: 'rect', attributes: { x: 22, y: 37, width: 14, height: 3, rx: 1.5, fill: color.brand.primary } },
    // The total line, in the green of a paid invoice: the mark's one other colour, as the favicon always had it.
    { element: 'rect', attributes: { x: 22, y: 44, width: 17, height: 3, rx: 1.5, fill: '#0a7f74' } },
  ] satisfies Shape[],
} as const;

/** The mark as a standalone SVG file: the favicon's text, and what the build's pictures embed. */
export function brandMarkSvg(): string {
  const { size, shapes } = brandMarkDrawing;
  const elements = shapes
    .map(
      ({ element, attributes }) =>
        `<${element} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${value}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${elements}</svg>`;
}
