import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';

import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { breakpoint } from '@shared/theme/tokens';

export type CarouselImage = {
  src: string;
  /** Describes the image; also names the zoom button and the placeholder when the image fails. */
  alt: string;
  /** Intrinsic width in px, so the space is reserved before the image loads. */
  width: number;
  /** Intrinsic height in px, so the space is reserved before the image loads. */
  height: number;
  /** Width candidates ("a-640.webp 640w, a.webp 1280w"), so small screens and thumbnails load small files. */
  srcSet?: string;
  /** Shown under the image. */
  caption?: ReactNode;
  /**
   * A tighter crop of the image for narrow screens, shown instead of the whole image below 640 px
   * (art direction through `<picture>`); thumbnails and the zoom view keep the whole image. `x` and `y`
   * place the crop in the image (intrinsic px), so a zoom view can open on that part.
   */
  narrow?: CarouselImageCrop;
};

export type CarouselImageCrop = {
  /** Width candidates of the crop. */
  srcSet: string;
  /** The crop's intrinsic width in px; with `height`, its aspect ratio. */
  width: number;
  /** The crop's intrinsic height in px. */
  height: number;
  /** Where the crop's left edge is in the whole image, in the image's intrinsic px. */
  x?: number;
  /** Where the crop's top edge is in the whole image. */
  y?: number;
};

export type CarouselProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The images, in order. With none the carousel renders nothing. */
  images: CarouselImage[];
  /** The accessible name of the carousel region, e.g. "Dashboard Overview screenshots". */
  label: string;
  /** The shown image's index. Pass it with `onIndexChange` to control the carousel. @default undefined (uncontrolled) */
  index?: number;
  /** The image shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called with the index of the image the user moves to. */
  onIndexChange?: (index: number) => void;
  /** Called with the image's index when the image is clicked; without it the image is not a button. */
  onImageClick?: (index: number) => void;
  /** Show a row of thumbnail buttons under the dots. @default false */
  showThumbnails?: boolean;
  /**
   * Changing it goes back to the first image and forgets which images failed to load, as a
   * remount would (the showcase changes it when the tab changes). When controlled, the index is the
   * parent's to reset.
   */
  resetKey?: string | number;
  /** Text of the placeholder that replaces an image that fails to load. @default 'Screenshot unavailable' */
  unavailableText?: string;
  /**
   * When the shown image loads: `lazy` waits until the carousel is scrolled near, for a carousel
   * below the first screenful; `eager` (fetched first, at high priority) for one in view at first
   * paint, whose image is likely the page's largest. Thumbnails always load lazily.
   * @default 'lazy'
   */
  imageLoading?: 'eager' | 'lazy';
  /**
   * The width the image is shown at, as an `<img sizes>` value, so the browser fetches the file of
   * `srcSet` that is sharp at that width and no larger (see `screenshotStageSizes` for a carousel in
   * a page's screenshot stage). Remember the arrows: from a 56rem wide carousel they take 3.5rem on
   * each side of the image.
   * @default '100vw'
   */
  imageSizes?: string;
};

/** Below this width of the window, an image with a `narrow` crop shows the crop (below `sm`). */
const NARROW_MEDIA = `(max-width: ${breakpoint.sm - 0.02}px)`;

/**
 * From this width of the carousel itself, the arrows sit beside the image, out of its way; below it
 * they flank the dots in one row under the image, so they never cover what it shows.
 */
export const WIDE_CAROUSEL = '56rem';
/** The arrows' size (IconButton `md`: a 44 px target). */
const ARROW_SIZE = '2.75rem';
/** The room an arrow beside the image takes: the arrow and the gap to the image. */
export const carouselArrowColumn = '3.5rem';

const Root = styled.section`
  /* The layout follows the room the carousel has (a page band, a dialog, a story), not the window. */
  container: carousel / inline-size;
  min-width: 0;
`;

/** A container query styles what is inside the container only: the grid is the root's child. */
const Layout = styled.div`
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

const Slide = styled.div`
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
const Frame = styled.div`
  overflow: hidden;
  aspect-ratio: var(--ratio);
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.subtle};
  box-shadow: ${({ theme }) => theme.shadow.md};

  @media ${NARROW_MEDIA} {
    aspect-ratio: var(--narrow-ratio, var(--ratio));
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

const ZoomButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: none;
  cursor: zoom-in;

  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadow.focus};
  }
`;

const Placeholder = styled.div`
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

const PlaceholderTitle = styled.span`
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
`;

/**
 * Under the image the arrows flank the dots. Beside it, each is centred on the image (not on the
 * image and its caption): the image's height is its column's width (the carousel's, 100cqw, less
 * the two arrow columns) times its height-to-width ratio.
 */
const Arrow = styled(IconButton)<{ $side: 'start' | 'end' }>`
  grid-area: ${({ $side }) => ($side === 'start' ? 'previous' : 'next')};

  @container carousel (min-width: ${WIDE_CAROUSEL}) {
    align-self: start;
    margin-top: calc((100cqw - 2 * ${carouselArrowColumn}) * var(--height-ratio) / 2 - ${ARROW_SIZE} / 2);
  }
`;

const Dots = styled.div`
  grid-area: dots;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A 24 px target (WCAG 2.5.8) around a small visible dot. */
const Dot = styled.button<{ $active: boolean }>`
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

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

/** On narrow screens the thumbnails keep their size and the row scrolls sideways inside itself. */
const Thumbnails = styled.div`
  grid-area: thumbnails;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
`;

/** Centred under the dots while the row fits; from its start, scrolling, once it does not. */
const ThumbnailTrack = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  width: max-content;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[100]};
`;

/** The thumbnails' width, in CSS and in the `sizes` hint that picks their image file. */
const THUMBNAIL_WIDTH = '5.5rem';

const Thumbnail = styled.button<{ $active: boolean }>`
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

  &:hover {
    opacity: 1;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const ThumbnailPlaceholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
`;

const noFailures: ReadonlySet<number> = new Set();

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
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultIndex);
  const [failed, setFailed] = useState(noFailures);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);

  // Adjusting state while rendering (not in an effect) so the old image never shows for a frame.
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setUncontrolledIndex(0);
    setFailed(noFailures);
  }

  const count = images.length;
  if (count === 0) return null;

  const current = Math.min(Math.max(index ?? uncontrolledIndex, 0), count - 1);
  const image = images[current] as CarouselImage;
  const multiple = count > 1;
  const position = (at: number) => `${at + 1} of ${count}`;

  const goTo = (target: number) => {
    const wrapped = (target + count) % count;
    if (index === undefined) setUncontrolledIndex(wrapped);
    if (wrapped !== current) onIndexChange?.(wrapped);
    return wrapped;
  };

  const markFailed = (at: number) => setFailed((previous) => new Set(previous).add(at));

  /** ArrowLeft/ArrowRight on any of the carousel's buttons; returns the index moved to. */
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!multiple || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return undefined;
    event.preventDefault();
    return goTo(current + (event.key === 'ArrowRight' ? 1 : -1));
  };

  const handleZoomKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = handleKeyDown(event);
    // The zoom button gives way to a placeholder when that image has failed: keep focus in the carousel.
    if (target !== undefined && failed.has(target)) nextButtonRef.current?.focus();
  };

  const picture = failed.has(current) ? (
    <Placeholder>
      <ImageOff size={32} aria-hidden="true" />
      <PlaceholderTitle>{unavailableText}</PlaceholderTitle>
      <span>{image.alt}</span>
    </Placeholder>
  ) : (
    // A new element per image, so a failure is reported for the image that failed.
    <picture key={current}>
      {image.narrow && (
        <source
          media={NARROW_MEDIA}
          srcSet={image.narrow.srcSet}
          sizes={imageSizes}
          width={image.narrow.width}
          height={image.narrow.height}
        />
      )}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? imageSizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={imageLoading}
        fetchPriority={imageLoading === 'eager' ? 'high' : undefined}
        decoding="async"
        onError={() => markFailed(current)}
      />
    </picture>
  );

  // The box kept for the image before it loads, for the whole image and its narrow crop (see Frame),
  // and where the arrows beside it are centred (see Arrow).
  const proportions = {
    '--ratio': `${image.width} / ${image.height}`,
    '--narrow-ratio': image.narrow ? `${image.narrow.width} / ${image.narrow.height}` : undefined,
    '--height-ratio': image.height / image.width,
  } as CSSProperties;

  return (
    <Root aria-roledescription="carousel" aria-label={label} style={{ ...proportions, ...style }} {...rest}>
      <Layout>
        <Slide role="group" aria-roledescription="slide" aria-label={position(current)} id={slideId}>
          <Frame>
            {onImageClick && !failed.has(current) ? (
              <ZoomButton
                type="button"
                aria-label={`Zoom image: ${image.alt}`}
                onClick={() => onImageClick(current)}
                onKeyDown={handleZoomKeyDown}
              >
                {picture}
              </ZoomButton>
            ) : (
              picture
            )}
          </Frame>
          {image.caption && <Caption>{image.caption}</Caption>}
        </Slide>
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
        {multiple && showThumbnails && (
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
        )}
      </Layout>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        Image {position(current)}
      </VisuallyHidden>
    </Root>
  );
}
