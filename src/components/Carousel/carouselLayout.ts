/**
 * The carousel's breakpoints and sizes: read by its styles, by its markup (the narrow crop's `<source
 * media>`, the thumbnails' `sizes`) and by screenshotStage.ts.
 */
import { breakpoint } from '@shared/theme/tokens';

/** Below this width of the window, an image with a `narrow` crop shows the crop (below `sm`). */
export const NARROW_MEDIA = `(max-width: ${breakpoint.sm - 0.02}px)`;

/**
 * From this width of the carousel itself, the arrows sit beside the image, out of its way; below it
 * they flank the dots in one row under the image, so they never cover what it shows.
 */
export const WIDE_CAROUSEL = '56rem';
/** The arrows' size (IconButton `md`: a 44 px target). */
export const ARROW_SIZE = '2.75rem';
/** The room an arrow beside the image takes: the arrow and the gap to the image. */
export const carouselArrowColumn = '3.5rem';

/** The thumbnails' width, in CSS and in the `sizes` hint that picks their image file. */
export const THUMBNAIL_WIDTH = '5.5rem';
