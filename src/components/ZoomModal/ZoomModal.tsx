import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { media } from '@/theme/media';
import { Dialog, type DialogProps } from '../Dialog';
import { IconButton } from '../IconButton';

export type ZoomModalProps = Omit<
  DialogProps,
  'title' | 'description' | 'children' | 'footer' | 'size' | 'variant' | 'hideTitle'
> & {
  /** The image to show. */
  src: string;
  /** Width candidates ("a-640.webp 640w, a.webp 1280w"): the viewer picks the one the screen needs. */
  srcSet?: string;
  /** Describes the image for people who cannot see it. */
  alt: string;
  /** Intrinsic width in px; with `height` it fixes the aspect ratio the image is scaled by. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Shown under the image, and describes the dialog (`aria-describedby`). */
  caption?: ReactNode;
  /** The dialog's accessible name (it is not shown). @default the `alt` text */
  label?: string;
  /** Shows a previous button (and answers the Left arrow key); carousels pass it to step through. */
  onPrevious?: () => void;
  /** Shows a next button (and answers the Right arrow key). */
  onNext?: () => void;
  /** @default 'Previous image' */
  previousLabel?: string;
  /** @default 'Next image' */
  nextLabel?: string;
};

/**
 * Height kept free of the image: the close button's row above it, the backdrop's padding and,
 * with a caption, room for two lines of it.
 */
const reservedHeight = (hasCaption: boolean) => (hasCaption ? '11rem' : '7rem');

/** The image is never wider than the screen (the `sizes` hint cannot express its height limit). */
const IMAGE_SIZES = '100vw';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  /* Beside the caption is backdrop too: only the image and the caption keep their clicks. */
  pointer-events: none;
`;

/**
 * As large as the viewport allows, in both directions, keeping the aspect ratio: the width is the
 * smaller of the viewport's width and the width the free height allows.
 */
const Image = styled.img<{ $ratio: number; $reserved: string }>`
  display: block;
  width: min(
    calc(100vw - 2 * ${({ theme }) => theme.space[600]}),
    calc((100dvh - ${({ $reserved }) => $reserved}) * ${({ $ratio }) => $ratio})
  );
  height: auto;
  max-width: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  /* Phones: the backdrop's margin is smaller, so the image takes more of the width. */
  ${media.down('sm')} {
    width: min(
      calc(100vw - 2 * ${({ theme }) => theme.space[200]}),
      calc((100dvh - ${({ $reserved }) => $reserved}) * ${({ $ratio }) => $ratio})
    );
  }
`;

const Caption = styled.figcaption`
  max-width: 48rem;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
  pointer-events: auto;
`;

/** The image with the step buttons over its edges, centred on the image, not on the caption too. */
const Stage = styled.div`
  position: relative;
  pointer-events: auto;
`;

const Step = styled.div<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'start' ? 'left' : 'right')}: ${({ theme }) => theme.space[300]};
  transform: translateY(-50%);
`;

/**
 * A full-size image viewer: a `media` `Dialog` holding the image as large as the screen allows,
 * an optional caption and, for carousels, previous and next buttons. Focus, Escape, the backdrop,
 * scroll lock and returning focus are the dialog's.
 */
export function ZoomModal({
  src,
  srcSet,
  alt,
  width,
  height,
  caption,
  label,
  onPrevious,
  onNext,
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
  onKeyDown,
  ...rest
}: ZoomModalProps) {
  const captionId = useId();
  const hasCaption = caption !== undefined && caption !== null && caption !== '';

  const stepWithArrows = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    // Arrows typed into a form control are the control's, not the viewer's.
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
    const step = { ArrowLeft: onPrevious, ArrowRight: onNext }[event.key];
    if (step) {
      event.preventDefault();
      step();
    }
  };

  return (
    <Dialog
      variant="media"
      hideTitle
      title={label ?? alt}
      aria-describedby={hasCaption ? captionId : undefined}
      onKeyDown={stepWithArrows}
      {...rest}
    >
      <Figure>
        <Stage>
          <Image
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? IMAGE_SIZES : undefined}
            alt={alt}
            width={width}
            height={height}
            $ratio={width / height}
            $reserved={reservedHeight(hasCaption)}
          />
          {onPrevious && (
            <Step $side="start">
              <IconButton label={previousLabel} icon={<ChevronLeft size={24} />} variant="solid" onClick={onPrevious} />
            </Step>
          )}
          {onNext && (
            <Step $side="end">
              <IconButton label={nextLabel} icon={<ChevronRight size={24} />} variant="solid" onClick={onNext} />
            </Step>
          )}
        </Stage>
        {hasCaption && <Caption id={captionId}>{caption}</Caption>}
      </Figure>
    </Dialog>
  );
}
