import { breakpoint, layout } from '@shared/theme/tokens';

import { carouselArrowColumn, WIDE_CAROUSEL } from './carouselLayout';

/** The widest a page shows a carousel's screenshot: large enough to read, small enough to take in at once. */
export const screenshotMaxWidth = '64rem';

/**
 * The widest a page band's carousel of screenshots grows (its "stage", centred in the page's
 * Container): the image at `screenshotMaxWidth` and the arrows beside it.
 */
export const screenshotStageMaxWidth = `calc(${screenshotMaxWidth} + 2 * ${carouselArrowColumn})`;

/** A length in rem as a number (the values above and the tokens are written in rem). */
const rem = (length: string) => Number.parseFloat(length);
const image = rem(screenshotMaxWidth);
const arrows = 2 * rem(carouselArrowColumn);
const gutters = { narrow: 2 * rem(layout.gutter.mobile), wide: 2 * rem(layout.gutter.desktop) };

/**
 * The `sizes` of the image of a carousel in such a stage: the width it is shown at for every window
 * width, so the browser fetches the file that is sharp there and no larger. Widest window first: the
 * stage at its widest; then the stage filling the Container, less the arrows beside the image; then,
 * with the arrows under the image, the Container's width (its gutters grow at `md`). Plain numbers:
 * a media condition in `sizes` with `calc()` is not understood everywhere.
 */
export const screenshotStageSizes = [
  `(min-width: ${image + arrows + gutters.wide}rem) ${image}rem`,
  `(min-width: ${rem(WIDE_CAROUSEL) + gutters.wide}rem) calc(100vw - ${gutters.wide + arrows}rem)`,
  `(min-width: ${breakpoint.md}px) calc(100vw - ${gutters.wide}rem)`,
  `calc(100vw - ${gutters.narrow}rem)`,
].join(', ');
