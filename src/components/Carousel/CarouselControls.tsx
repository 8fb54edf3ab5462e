/** The carousel's arrows (previous, next) and its dots, one per image. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';

import { Arrow, Dot, Dots } from './Carousel.styles';
import type { CarouselImage } from './types';
import type { CarouselPosition } from './useCarouselPosition';

type CarouselControlsProps = {
  images: CarouselImage[];
  carousel: CarouselPosition;
  /** The slide they control. */
  slideId: string;
  /** The next arrow, where focus goes when the zoom button gives way to a placeholder. */
  nextButtonRef: Ref<HTMLButtonElement>;
};

export function CarouselControls({
  images,
  carousel: { current, multiple, position, goTo, handleKeyDown },
  slideId,
  nextButtonRef,
}: CarouselControlsProps) {
  return (
    <>
      <Arrow
        $side="start"
        variant="solid"
        label="Previous image"
        icon={<ChevronLeft size={22} />}
        aria-controls={slideId}
        disabled={!multiple}
        onClick={() => goTo(current - 1)}
        onKeyDown={handleKeyDown}
      />
      <Arrow
        ref={nextButtonRef}
        $side="end"
        variant="solid"
        label="Next image"
        icon={<ChevronRight size={22} />}
        aria-controls={slideId}
        disabled={!multiple}
        onClick={() => goTo(current + 1)}
        onKeyDown={handleKeyDown}
      />
      <Dots role="group" aria-label="Choose an image">
        {images.map((dotImage, at) => (
          <Dot
            key={`${at}-${dotImage.src}`}
            type="button"
            aria-label={`Go to image ${position(at)}`}
            aria-current={at === current ? 'true' : undefined}
            aria-controls={slideId}
            disabled={!multiple}
            $active={at === current}
            onClick={() => goTo(at)}
            onKeyDown={handleKeyDown}
          />
        ))}
      </Dots>
    </>
  );
}
