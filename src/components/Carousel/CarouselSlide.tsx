/** The carousel's slide: the shown image (its narrow crop below `sm`) or, if it failed, a placeholder; its caption. */
import { ImageOff } from 'lucide-react';
import type { KeyboardEvent } from 'react';

import { Caption, Frame, Placeholder, PlaceholderTitle, Slide, ZoomButton } from './Carousel.styles';
import { CarouselPicture } from './CarouselPicture';
import type { CarouselImage, CarouselProps } from './types';
import type { CarouselPosition } from './useCarouselPosition';

type CarouselSlideProps = Pick<CarouselProps, 'onImageClick'> &
  Required<Pick<CarouselProps, 'unavailableText' | 'imageLoading' | 'imageSizes'>> & {
    image: CarouselImage;
    carousel: CarouselPosition;
    /** Named by the controls' `aria-controls`. */
    slideId: string;
    /** Arrow keys on the zoom button. */
    onZoomKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };

export function CarouselSlide({
  image,
  carousel: { current, failed, markFailed, position },
  slideId,
  unavailableText,
  imageLoading,
  imageSizes,
  onImageClick,
  onZoomKeyDown,
}: CarouselSlideProps) {
  const picture = failed.has(current) ? (
    <Placeholder>
      <ImageOff size={32} aria-hidden="true" />
      <PlaceholderTitle>{unavailableText}</PlaceholderTitle>
      <span>{image.alt}</span>
    </Placeholder>
  ) : (
    // A new element per image, so a failure is reported for the image that failed.
    <CarouselPicture
      key={current}
      image={image}
      sizes={imageSizes}
      loading={imageLoading}
      onFailed={() => markFailed(current)}
    />
  );

  return (
    <Slide role="group" aria-roledescription="slide" aria-label={position(current)} id={slideId}>
      <Frame>
        {onImageClick && !failed.has(current) ? (
          <ZoomButton
            type="button"
            aria-label={`Zoom image: ${image.alt}`}
            onClick={() => onImageClick(current)}
            onKeyDown={onZoomKeyDown}
          >
            {picture}
          </ZoomButton>
        ) : (
          picture
        )}
      </Frame>
      {image.caption && <Caption>{image.caption}</Caption>}
    </Slide>
  );
}
