/** The carousel's row of thumbnail buttons, one per image, scrolling sideways inside itself when it does not fit. */
import { ImageOff } from 'lucide-react';

import { Thumbnail, ThumbnailPlaceholder, Thumbnails, ThumbnailTrack } from './Carousel.styles';
import { THUMBNAIL_WIDTH } from './carouselLayout';
import { failedBeforeListening } from './failedBeforeListening';
import type { CarouselImage } from './types';
import type { CarouselPosition } from './useCarouselPosition';

type CarouselThumbnailsProps = {
  images: CarouselImage[];
  carousel: CarouselPosition;
  /** The slide they control. */
  slideId: string;
};

export function CarouselThumbnails({
  images,
  carousel: { current, position, goTo, handleKeyDown, failed, markFailed },
  slideId,
}: CarouselThumbnailsProps) {
  return (
    <Thumbnails role="group" aria-label="Thumbnails">
      <ThumbnailTrack>
        {images.map((thumbnail, at) => (
          <Thumbnail
            key={`${at}-${thumbnail.src}`}
            type="button"
            aria-label={`Show image ${position(at)}: ${thumbnail.alt}`}
            aria-current={at === current ? 'true' : undefined}
            aria-controls={slideId}
            $active={at === current}
            onClick={() => goTo(at)}
            onKeyDown={handleKeyDown}
          >
            {failed.has(at) ? (
              <ThumbnailPlaceholder style={{ aspectRatio: `${thumbnail.width} / ${thumbnail.height}` }}>
                <ImageOff size={18} aria-hidden="true" />
              </ThumbnailPlaceholder>
            ) : (
              <img
                ref={failedBeforeListening(() => markFailed(at))}
                src={thumbnail.src}
                srcSet={thumbnail.srcSet}
                sizes={thumbnail.srcSet ? THUMBNAIL_WIDTH : undefined}
                alt=""
                width={thumbnail.width}
                height={thumbnail.height}
                loading="lazy"
                decoding="async"
                onError={() => markFailed(at)}
              />
            )}
          </Thumbnail>
        ))}
      </ThumbnailTrack>
    </Thumbnails>
  );
}
