import { breakpoint } from '@shared/theme/tokens';

type Breakpoint = keyof typeof breakpoint;

/** Widths below a breakpoint: 0.02 px under it, so the two sides of a breakpoint never overlap. */
const below = (name: Breakpoint) => `(max-width: ${breakpoint[name] - 0.02}px)`;

/**
 * Media queries by breakpoint, for use inside styled templates:
 * `${media.up('lg')} { … }` applies from the `lg` width up, `${media.down('lg')}` below it; `media.below('sm')`
 * is the query alone.
 */
export const media = {
  up: (name: Breakpoint) => `@media (min-width: ${breakpoint[name]}px)`,
  down: (name: Breakpoint) => `@media ${below(name)}`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /**
   * The bare query for widths below a breakpoint, for HTML that takes one: a `<source media>` or a
   * `sizes` entry, so art direction switches at the same width as the styles do.
   */
  below,
} as const;
