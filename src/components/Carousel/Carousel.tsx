/** The Carousel: holds which image shows and lays out its slide, arrows, dots and thumbnails. */
import { type KeyboardEvent, useId, useRef } from 'react';

import { VisuallyHidden } from '../VisuallyHidden';
import { Layout, Root } from './Carousel.styles';
import { CarouselControls } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import { CarouselThumbnails } from './CarouselThumbnails';
import { imageProportions } from './imageProportions';
import type { CarouselImage, CarouselProps } from './types';
import { useCarouselPosition } from './useCarouselPosition';

/**
 * An image carousel following the WAI-ARIA carousel pattern: previous and next buttons that wrap
 * around at both ends, dots, optional thumbnails and ArrowLeft/ArrowRight while focus is inside.
 * With one image the arrows and its one dot ("1 of 1") still show, disabled, so every carousel has
 * the same controls in the same place (product.md §2: every showcase tab has arrows and dots).
 * An image that fails to load is replaced by a placeholder; the others keep showing.
 * Controlled with `index` and `onIndexChange`, or uncontrolled with `defaultIndex`.
 */
export function Carousel({
  images,
  label,
  index,
  defaultIndex = 0,
  onIndexChange,
  onImageClick,
  showThumbnails = false,
  resetKey,
  unavailableText = 'Screenshot unavailable',
  imageLoading = 'lazy',
  imageSizes = '100vw',
  style,
  ...rest
}: CarouselProps) {
  const slideId = useId();
  const nextButtonRef = useRef<HTMLButtonElement>(null);
  const carousel = useCarouselPosition({ count: images.length, index, defaultIndex, onIndexChange, resetKey });

  if (carousel.count === 0) return null;

  const { current, failed, position } = carousel;
  const image = images[current] as CarouselImage;

  const handleZoomKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = carousel.handleKeyDown(event);
    // The zoom button gives way to a placeholder when that image has failed: keep focus in the carousel.
    if (target !== undefined && failed.has(target)) nextButtonRef.current?.focus();
  };

  return (
    <Root aria-roledescription="carousel" aria-label={label} style={{ ...imageProportions(image), ...style }} {...rest}>
      <Layout>
        <CarouselSlide
          image={image}
          carousel={carousel}
          slideId={slideId}
          unavailableText={unavailableText}
          imageLoading={imageLoading}
          imageSizes={imageSizes}
          onImageClick={onImageClick}
          onZoomKeyDown={handleZoomKeyDown}
        />
        <CarouselControls images={images} carousel={carousel} slideId={slideId} nextButtonRef={nextButtonRef} />
        {carousel.multiple && showThumbnails && (
          <CarouselThumbnails images={images} carousel={carousel} slideId={slideId} />
        )}
      </Layout>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        Image {position(current)}
      </VisuallyHidden>
    </Root>
  );
}
