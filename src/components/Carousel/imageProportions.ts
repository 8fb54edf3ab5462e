import type { CSSProperties } from 'react';

import type { CarouselImage } from './types';

/**
 * The custom properties an image's box reads (see Frame in Carousel.styles.ts): its aspect ratio, for
 * the whole image and its narrow crop, kept before the file arrives, and its height-to-width ratio,
 * where the arrows beside it are centred (see Arrow there).
 */
export const imageProportions = (image: CarouselImage) =>
  ({
    '--ratio': `${image.width} / ${image.height}`,
    '--narrow-ratio': image.narrow ? `${image.narrow.width} / ${image.narrow.height}` : undefined,
    '--height-ratio': image.height / image.width,
  }) as CSSProperties;
