import { breakpoint } from '@shared/theme/tokens';

type Breakpoint = keyof typeof breakpoint;

/**
 * Media queries by breakpoint, for use inside styled templates:
 * `${media.up('lg')} { … }` applies from the `lg` width up, `${media.down('lg')}` below it.
 */
export const media = {
  up: (name: Breakpoint) => `@media (min-width: ${breakpoint[name]}px)`,
  down: (name: Breakpoint) => `@media (max-width: ${breakpoint[name] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
