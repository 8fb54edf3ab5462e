import { useState } from 'react';
import styled from 'styled-components';

import { Carousel, type CarouselImage } from '../../components/Carousel';
import { Section, type SectionProps } from '../../components/Section';
import { ZoomModal } from '../../components/ZoomModal';

/** A screenshot as the manifest gives it; `srcSet` lets the browser pick the 640 w or 1280 w file. */
export type SneakPeekImage = CarouselImage & { srcSet?: string };

export type SneakPeekProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading ("Sneak Peek"). */
  title: string;
  /** The accessible name of the carousel ("Sneak Peek screenshots"). */
  carouselLabel: string;
  /** The screenshots, in order. */
  images: SneakPeekImage[];
};

const Stage = styled.div`
  max-width: 64rem;
  margin-inline: auto;
`;

/**
 * A preview of the product: a carousel of screenshots with arrows, dots and thumbnails, and a zoom
 * modal on click that steps through the same images (the carousel follows it).
 */
export function SneakPeek({ title, carouselLabel, images, ...rest }: SneakPeekProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const image = images[index];
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  return (
    <Section title={title} align="center" {...rest}>
      <Stage>
        <Carousel
          images={images}
          label={carouselLabel}
          index={index}
          onIndexChange={setIndex}
          onImageClick={(at) => {
            setIndex(at);
            setZoomed(true);
          }}
          showThumbnails
        />
      </Stage>
      {image && (
        <ZoomModal
          open={zoomed}
          onClose={() => setZoomed(false)}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          caption={image.caption}
          onPrevious={count > 1 ? () => step(-1) : undefined}
          onNext={count > 1 ? () => step(1) : undefined}
        />
      )}
    </Section>
  );
}
