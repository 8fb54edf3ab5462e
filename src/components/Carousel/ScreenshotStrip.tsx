/** A carousel's images all at once, in a row the browser scrolls: what a page read without scripts shows. */
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { Caption, Frame } from './Carousel.styles';
import { CarouselPicture } from './CarouselPicture';
import { imageProportions } from './imageProportions';
import { screenshotMaxWidth } from './screenshotStage';
import type { CarouselImage, CarouselProps } from './types';

export type ScreenshotStripProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> &
  Pick<CarouselProps, 'imageSizes'> & {
    /** The images, in order. */
    images: CarouselImage[];
    /** The accessible name of the row, as the carousel's ("Sneak Peek screenshots"). */
    label: string;
  };

/** Sideways only, snapping to each image; a lone image centred, a row that overflows from its start. */
const Strip = styled.ul`
  display: flex;
  justify-content: safe center;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  /* Room for the frames' shadows, which the scrolling row clips, and its scroll bar. */
  padding: ${({ theme }) => `${theme.space[200]} 0 ${theme.space[300]}`};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
`;

/**
 * As wide as the carousel shows its image (so `screenshotStageSizes` holds), less a little where it has
 * neighbours: the next one peeks in, and says that the row scrolls.
 */
const Item = styled.li`
  flex: none;
  width: min(100% - ${({ theme }) => theme.space[1000]}, ${screenshotMaxWidth});
  scroll-snap-align: center;

  &:only-child {
    width: min(100%, ${screenshotMaxWidth});
  }
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
`;

/**
 * Every image of a carousel side by side, each in the carousel's frame with its caption, in a row that
 * the browser scrolls sideways (a swipe, the scroll bar, or the arrow keys once the row has focus) and
 * snaps to each image: the way to see them all with no control that needs the app (see `ScriptOnly`).
 * The images keep the carousel's `srcSet`, `sizes` and narrow crop, and load lazily, so only those
 * scrolled near are fetched.
 */
export function ScreenshotStrip({ images, label, imageSizes = '100vw', ...rest }: ScreenshotStripProps) {
  return (
    // Focusable, so a keyboard can scroll it: nothing inside it takes focus.
    <Strip aria-label={label} tabIndex={0} {...rest}>
      {images.map((image, at) => (
        <Item key={`${at}-${image.src}`} style={imageProportions(image)}>
          <Figure>
            <Frame>
              <CarouselPicture image={image} sizes={imageSizes} loading="lazy" />
            </Frame>
            {image.caption && <Caption as="figcaption">{image.caption}</Caption>}
          </Figure>
        </Item>
      ))}
    </Strip>
  );
}
