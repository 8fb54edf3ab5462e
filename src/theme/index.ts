export { GlobalStyle } from './GlobalStyle';
export { media } from './media';
export { theme, type Theme } from './theme';
export { tokens } from '@shared/theme/tokens';
export { typeScale } from './typeScale';
export { visuallyHidden } from './visuallyHidden';
export { focusRing, focusRingInset, focusRingOn, focusRingOnAnyBackground, type FocusRingSurface } from './focusRing';
export { preferredScrollBehavior } from './scrollBehavior';
export { interLatinFontUrl } from './fonts';
