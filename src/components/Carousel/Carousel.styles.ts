/** The carousel's styles: its grid, the slide and its image's box, the arrows, the dots and the thumbnails. */
import styled from 'styled-components';

import { focusRing } from '@/theme/focusRing';
import { IconButton } from '../IconButton';
import { ARROW_SIZE, carouselArrowColumn, NARROW_MEDIA, THUMBNAIL_WIDTH, WIDE_CAROUSEL } from './carouselLayout';

export const Root = styled.section`
  /* The layout follows the room the carousel has (a page band, a dialog, a story), not the window. */
  container: carousel / inline-size;
  min-width: 0;
`;

/** A container query styles what is inside the container only: the grid is the root's child. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'slide slide slide'
    'previous dots next'
    'thumbnails thumbnails thumbnails';
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};

  @container carousel (min-width: ${WIDE_CAROUSEL}) {
    column-gap: calc(${carouselArrowColumn} - ${ARROW_SIZE});
    grid-template-areas:
      'previous slide next'
      '. dots .'
      '. thumbnails .';
  }
`;

export const Slide = styled.div`
  grid-area: slide;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

/**
 * The image's box, reserved before the file arrives: its aspect ratio comes from --ratio, and below
 * 640 px from --narrow-ratio when the image has a crop for narrow screens.
 */
export const Frame = styled.div`
  overflow: hidden;
  aspect-ratio: var(--ratio);
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.subtle};
  box-shadow: ${({ theme }) => theme.shadow.md};

  @media ${NARROW_MEDIA} {
    aspect-ratio: var(--narrow-ratio, var(--ratio));
  }

  /* The ring of the zoom button, which fills the frame: the frame's edge clips anything drawn on it. */
  &:has(> button:focus-visible) {
    ${focusRing}
  }

  picture {
    display: block;
    height: 100%;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const ZoomButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: none;
  cursor: zoom-in;

  /* The frame around it draws the ring (Frame). */
  &:focus-visible {
    outline: none;
  }
`;

export const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
`;

export const PlaceholderTitle = styled.span`
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Caption = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
`;

/**
 * Under the image the arrows flank the dots. Beside it, each is centred on the image (not on the
 * image and its caption): the image's height is its column's width (the carousel's, 100cqw, less
 * the two arrow columns) times its height-to-width ratio.
 */
export const Arrow = styled(IconButton)<{ $side: 'start' | 'end' }>`
  grid-area: ${({ $side }) => ($side === 'start' ? 'previous' : 'next')};

  @container carousel (min-width: ${WIDE_CAROUSEL}) {
    align-self: start;
    margin-top: calc((100cqw - 2 * ${carouselArrowColumn}) * var(--height-ratio) / 2 - ${ARROW_SIZE} / 2);
  }
`;

export const Dots = styled.div`
  grid-area: dots;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A 24 px target (WCAG 2.5.8) around a small visible dot. */
export const Dot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '1.25rem' : '0.625rem')};
    height: 0.625rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $active }) => ($active ? theme.color.brand.primary : theme.color.border.control)};
    transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
`;

/** On narrow screens the thumbnails keep their size and the row scrolls sideways inside itself. */
export const Thumbnails = styled.div`
  grid-area: thumbnails;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
`;

/** Centred under the dots while the row fits; from its start, scrolling, once it does not. */
export const ThumbnailTrack = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  width: max-content;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[100]};
`;

export const Thumbnail = styled.button<{ $active: boolean }>`
  flex: none;
  width: ${THUMBNAIL_WIDTH};
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.color.brand.primary : theme.color.border.subtle)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  opacity: ${({ $active }) => ($active ? 1 : 0.75)};
  cursor: pointer;

  /* Whole while focused too: the dimming would fade the ring with it. */
  &:hover,
  &:focus-visible {
    opacity: 1;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const ThumbnailPlaceholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
`;
