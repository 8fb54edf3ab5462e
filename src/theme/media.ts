import { breakpoint } from './tokens';

type Breakpoint = keyof typeof breakpoint;

/** The condition "narrower than the `name` breakpoint", as CSS and `window.matchMedia` both take it. */
const belowCondition = (name: Breakpoint) => `(max-width: ${breakpoint[name] - 0.02}px)`;

/**
 * Media queries by breakpoint, for use inside styled templates:
 * `${media.up('lg')} { … }` applies from the `lg` width up, `${media.down('lg')}` below it.
 * `media.below('md')` is the bare condition, for `window.matchMedia` (see `useMediaQuery`).
 */
export const media = {
  up: (name: Breakpoint) => `@media (min-width: ${breakpoint[name]}px)`,
  down: (name: Breakpoint) => `@media ${belowCondition(name)}`,
  below: belowCondition,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
