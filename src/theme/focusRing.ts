import { css } from 'styled-components';

import type { Theme } from './theme';

/**
 * The keyboard focus ring: the one indicator every focusable control shows (WCAG 2.4.7 and 1.4.11),
 * drawn by GlobalStyle's `:focus-visible` rule, so a control needs no rule of its own. A solid outline,
 * not a shadow: it follows the corners, takes no room, never replaces a control's own shadow, and
 * forced-colours mode keeps it. Its colour is the one of the surface around the control (`color.focus`):
 * a surface names its kind with `focusRingOn`, which the controls inside inherit; where none does, the
 * light surfaces' colour applies. Rule and contrast figures: docs/design/focus-ring.md.
 */
const ringColorProperty = '--focus-ring-color';

/** Thick enough for WCAG 2.4.13's 2 px perimeter; the gap keeps it off a filled control's own colour. */
const ringWidth = '2px';
const ringGap = '2px';

const ringColor = ({ theme }: { theme: Theme }) => `var(${ringColorProperty}, ${theme.color.focus.light})`;

/** The ring, outside the control's edge with a gap. GlobalStyle gives it to every `:focus-visible`. */
export const focusRing = css`
  outline: ${ringWidth} solid ${ringColor};
  outline-offset: ${ringGap};
`;

/**
 * The ring inside the control's edge, for a control whose parent clips what lies outside it (a
 * scrolling tab list, a full-screen viewer, a panel with rounded corners): it then lies against the
 * control's own background, which has to be a surface of the same kind.
 */
export const focusRingInset = css`
  outline: ${ringWidth} solid ${ringColor};
  outline-offset: -${ringWidth};
`;

/**
 * The light-surface ring with a light band on both sides, for a control that floats over content of
 * any colour (an image, every band a floating button passes): the ring always lies against the band,
 * and on a dark backdrop the band itself stands out. It uses the shadow, so it replaces the control's
 * own while focused.
 */
export const focusRingOnAnyBackground = css`
  outline: ${ringWidth} solid ${({ theme }) => theme.color.focus.light};
  outline-offset: ${ringGap};
  box-shadow: 0 0 0 calc(${ringGap} + 2 * ${ringWidth}) ${({ theme }) => theme.color.focus.halo};
`;

export type FocusRingSurface = Exclude<keyof Theme['color']['focus'], 'halo'>;

/**
 * Given to an element that paints a surface (a dark band, a light panel inside the dark viewer): the
 * ring of every control inside it takes that surface's focus colour.
 */
export const focusRingOn = (surface: FocusRingSurface) => css`
  ${ringColorProperty}: ${({ theme }) => theme.color.focus[surface]};
`;
