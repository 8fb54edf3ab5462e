import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { type ComponentPropsWithRef, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { layout } from '@shared/theme/tokens';

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
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
`;

const Slide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const Frame = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.subtle};
  box-shadow: ${({ theme }) => theme.shadow.md};

  img {
    width: 100%;
    height: auto;
  }
`;

const ZoomButton = styled.button`
  display: block;
  width: 100%;
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

const Arrow = styled(IconButton)<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'start' ? `left: ${theme.space[200]};` : `right: ${theme.space[200]};`)}
  transform: translateY(-50%);
  z-index: ${({ theme }) => theme.zIndex.raised};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[100]};
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

const Thumbnails = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  /* On narrow screens the thumbnails keep their size and the row scrolls sideways. */
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[100]};
  scrollbar-width: thin;
`;

/** The thumbnails' width, in CSS and in the `sizes` hint that picks their image file. */
const THUMBNAIL_WIDTH = '5.5rem';
/** The main image never shows wider than the layout. */
const IMAGE_SIZES = `(min-width: ${layout.maxWidth}) ${layout.maxWidth}, 100vw`;

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
    <img
      // A new element per image, so a failure is reported for the image that failed.
      key={current}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? IMAGE_SIZES : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={imageLoading}
      fetchPriority={imageLoading === 'eager' ? 'high' : undefined}
      decoding="async"
      onError={() => markFailed(current)}
    />
  );

  return (
    <Root aria-roledescription="carousel" aria-label={label} {...rest}>
      <Stage>
        <Slide role="group" aria-roledescription="slide" aria-label={position(current)} id={slideId}>
          <Frame style={{ aspectRatio: `${image.width} / ${image.height}` }}>
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
      </Stage>
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
        </Thumbnails>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        Image {position(current)}
      </VisuallyHidden>
    </Root>
  );
}
