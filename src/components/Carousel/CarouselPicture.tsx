/** A carousel's image: the whole screenshot, or below `sm` its narrow crop (art direction through `<picture>`). */
import { NARROW_MEDIA } from './carouselLayout';
import { failedBeforeListening } from './failedBeforeListening';
import type { CarouselImage } from './types';

type CarouselPictureProps = {
  image: CarouselImage;
  /** The `<img sizes>` value: the width the picture is shown at. */
  sizes: string;
  loading: 'eager' | 'lazy';
  /** Called when the file fails to load, also when it failed before the page hydrated. */
  onFailed?: () => void;
};

export function CarouselPicture({ image, sizes, loading, onFailed }: CarouselPictureProps) {
  return (
    <picture>
      {image.narrow && (
        <source
          media={NARROW_MEDIA}
          srcSet={image.narrow.srcSet}
          sizes={sizes}
          width={image.narrow.width}
          height={image.narrow.height}
        />
      )}
      <img
        ref={onFailed && failedBeforeListening(onFailed)}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
        onError={onFailed}
      />
    </picture>
  );
}
