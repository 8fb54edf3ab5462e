import { useState } from 'react';

import { Carousel, type CarouselProps } from '../Carousel';
import { loadOnDemand } from '../loadOnDemand';

/**
 * The zoom view (and the dialog under it) is fetched on the first zoom, or as soon as the pointer or
 * keyboard focus comes to the carousel, which is usually well before the click.
 */
const zoomModal = loadOnDemand(() => import('../ZoomModal').then((module) => module.ZoomModal));

export type ZoomableCarouselProps = Omit<CarouselProps, 'index' | 'defaultIndex' | 'onIndexChange' | 'onImageClick'>;

/**
 * A carousel whose image opens in the zoom view on click, at its own size and on the part its narrow
 * crop shows. The zoom view steps through the same images and the carousel follows it, so closing the
 * zoom leaves the carousel on the image last seen.
 */
const preloadZoom = () => void zoomModal.load().catch(() => {});

export function ZoomableCarousel({ images, resetKey, ...rest }: ZoomableCarouselProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  // A new reset key starts again at the first image with the zoom closed (the carousel itself
  // forgets failed images on the same key).
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setIndex(0);
    setZoomed(false);
  }
  // Without its code (offline) the zoom stays closed, so the next click on the image tries again.
  const ZoomModal = zoomModal.useLoaded(zoomed, () => setZoomed(false));
  const count = images.length;
  const image = images[Math.min(index, count - 1)];
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  // The zoom opens on the part a narrow screen's crop shows (the part the caption is about).
  const crop = image?.narrow;
  const focus =
    crop?.x !== undefined && crop.y !== undefined
      ? { x: crop.x, y: crop.y, width: crop.width, height: crop.height }
      : undefined;

  return (
    <>
      <Carousel
        images={images}
        index={index}
        onIndexChange={setIndex}
        onImageClick={(at) => {
          setIndex(at);
          setZoomed(true);
        }}
        resetKey={resetKey}
        onPointerOver={preloadZoom}
        onFocus={preloadZoom}
        {...rest}
      />
      {image && ZoomModal && (
        // eslint-disable-next-line react-hooks/static-components -- one module-level value, the same on every render
        <ZoomModal
          open={zoomed}
          onClose={() => setZoomed(false)}
          src={image.src}
          srcSet={image.srcSet}
          alt={image.alt}
          width={image.width}
          height={image.height}
          caption={image.caption}
          focus={focus}
          onPrevious={count > 1 ? () => step(-1) : undefined}
          onNext={count > 1 ? () => step(1) : undefined}
        />
      )}
    </>
  );
}
