import { ChevronLeft, ChevronRight, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';

import { focusRingInset, focusRingOn } from '@/theme/focusRing';
import { media } from '@/theme/media';
import { Dialog, type DialogProps } from '../Dialog';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { usePanZoom } from './usePanZoom';
import type { Focus } from './zoomView';

export type ZoomModalProps = Omit<
  DialogProps,
  'title' | 'description' | 'children' | 'footer' | 'size' | 'variant' | 'hideTitle' | 'initialFocusRef'
> & {
  /** The image to show. */
  src: string;
  /**
   * Width candidates ("a-1280.webp 1280w, a-2560.webp 2560w"): the viewer asks for the one that is
   * sharp at the size shown, and for a larger one as the image is zoomed in.
   */
  srcSet?: string;
  /** Describes the image for people who cannot see it. */
  alt: string;
  /** Intrinsic width in CSS px: the image's own size, shown at 100 %. */
  width: number;
  /** Intrinsic height in CSS px. */
  height: number;
  /** Shown under the image, and describes the dialog (`aria-describedby`). */
  caption?: ReactNode;
  /** The dialog's accessible name (it is not shown). @default the `alt` text */
  label?: string;
  /**
   * The part of the image (intrinsic px) it opens on: centred, or from its top-left corner where it
   * is larger than the screen; a point (no size) is centred. @default the whole image
   */
  focus?: Focus;
  /** The largest zoom, as a multiple of the image's own size. @default 2 */
  maxZoom?: number;
  /** Shows a previous button (and answers the Left arrow key outside the image); carousels pass it. */
  onPrevious?: () => void;
  /** Shows a next button (and answers the Right arrow key outside the image). */
  onNext?: () => void;
  /** @default 'Previous image' */
  previousLabel?: string;
  /** @default 'Next image' */
  nextLabel?: string;
};

/**
 * The viewer: the whole screen, the box the image moves in. It takes no clicks itself, so a click
 * beside the image reaches the dialog, which closes as on a backdrop.
 */
const Stage = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;

  &:focus {
    outline: none;
  }

  /* Inset: the stage is the whole screen. */
  &:focus-visible {
    ${focusRingInset}
  }
`;

/**
 * Laid out at its own size from the viewer's top-left corner, then moved and scaled by a transform
 * (the compositor's work, no layout per frame of a pinch); steps glide, gestures follow the pointer.
 */
const Picture = styled.img<{ $animate: boolean; $draggable: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  max-width: none;
  transform-origin: 0 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  cursor: ${({ $draggable }) => ($draggable ? 'grab' : 'zoom-in')};
  -webkit-user-drag: none;

  &:active {
    cursor: ${({ $draggable }) => ($draggable ? 'grabbing' : 'zoom-in')};
  }

  ${({ $animate, theme }) =>
    $animate &&
    css`
      transition: transform ${theme.motion.duration.normal} ${theme.motion.easing.standard};
    `}

  ${media.reducedMotion} {
    transition: none;
  }
`;

/** Along the bottom, centred: the caption over the bar of controls. The space beside them is backdrop. */
const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[400]};
  bottom: ${({ theme }) => theme.space[400]};
  left: ${({ theme }) => theme.space[400]};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  pointer-events: none;

  ${media.down('sm')} {
    right: ${({ theme }) => theme.space[200]};
    bottom: ${({ theme }) => theme.space[200]};
    left: ${({ theme }) => theme.space[200]};
  }

  & > * {
    pointer-events: auto;
  }
`;

const Caption = styled.p`
  max-width: 48rem;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
`;

/** One row: previous, the zoom controls, next. Fits 320 px with 44 px targets. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* A light bar in the dark viewer: its buttons' rings lie on it. */
  ${focusRingOn('light')}

  /* Kept focusable at a limit (a disabled button would drop the focus): dimmed and inert instead. */
  [aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
`;

const Separator = styled.span`
  width: 1px;
  height: 1.5rem;
  margin-inline: ${({ theme }) => theme.space[100]};
  background: ${({ theme }) => theme.color.border.subtle};
`;

const Level = styled.output`
  min-width: 3rem;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/** The largest zoom: a 2x file shown at twice the image's own size keeps one file pixel per CSS px. */
const DEFAULT_MAX_ZOOM = 2;

/**
 * The width the file is chosen for: the image's own size until it is zoomed past it, then the largest
 * zoom at once, so a 1x screen fetches one sharper file (not one per step) and a pinch none per frame.
 */
const sizesFor = (width: number, scale: number, maxZoom: number) =>
  `${Math.round(width * (scale > 1.01 ? maxZoom : 1))}px`;

/**
 * A full-screen image viewer that really zooms: it opens on the image at its own size (100 %, on the
 * part `focus` names), and it can be dragged (mouse, pen, one finger), pinched (two fingers),
 * wheeled (Ctrl or a touchpad's pinch zooms), double-clicked, or driven from the keyboard — the
 * arrow keys move the image while it has focus (it has it on opening), + and − zoom, 0 goes back to
 * the start. A bar along the bottom holds the zoom controls, the level and, for carousels, previous
 * and next. Escape, a click beside the image and the close button close it; focus, the inert page,
 * scroll lock and returning focus are the Dialog's.
 */
export function ZoomModal({
  src,
  srcSet,
  alt,
  width,
  height,
  caption,
  label,
  focus,
  maxZoom = DEFAULT_MAX_ZOOM,
  onPrevious,
  onNext,
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
  onKeyDown,
  ...rest
}: ZoomModalProps) {
  const captionId = useId();
  const hintId = useId();
  const hasCaption = caption !== undefined && caption !== null && caption !== '';
  const stageRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [controls, setControls] = useState<HTMLDivElement | null>(null);
  const [surface, setSurface] = useState<HTMLDialogElement | null>(null);
  const [largestScale, setLargestScale] = useState({ src, scale: 1 });

  const zoom = usePanZoom({
    image: { width, height },
    focus,
    maxZoom,
    resetKey: src,
    stage,
    controls,
    surface,
  });
  const { view, limits } = zoom;

  // The file is chosen for the largest size shown so far (see sizesFor): zooming out keeps the
  // sharper file. A new image starts again.
  const shownScale = view?.scale ?? 1;
  if (largestScale.src !== src) setLargestScale({ src, scale: shownScale });
  else if (shownScale > largestScale.scale) setLargestScale({ src, scale: shownScale });

  const level = `${Math.round(shownScale * 100)} %`;
  const atMin = !limits || shownScale <= limits.min + 0.001;
  const atMax = !limits || shownScale >= limits.max - 0.001;

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    // Keys typed into a form control are the control's, not the viewer's.
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
    const onImage = event.target === stageRef.current;
    const stepX = (zoom.area?.width ?? 400) * (event.shiftKey ? 0.5 : 0.15);
    const stepY = (zoom.area?.height ?? 300) * (event.shiftKey ? 0.5 : 0.15);
    // On the image the arrows move it (the keys push the image's hidden part into view); on the
    // buttons, Left and Right step through the images as before.
    const actions: Record<string, (() => void) | undefined> = {
      '+': () => zoom.zoomIn(),
      '=': () => zoom.zoomIn(),
      '-': () => zoom.zoomOut(),
      _: () => zoom.zoomOut(),
      '0': zoom.reset,
      ArrowLeft: onImage ? () => zoom.panBy(stepX, 0) : onPrevious,
      ArrowRight: onImage ? () => zoom.panBy(-stepX, 0) : onNext,
      ArrowUp: onImage ? () => zoom.panBy(0, stepY) : undefined,
      ArrowDown: onImage ? () => zoom.panBy(0, -stepY) : undefined,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const transform = view ? `translate(${view.x}px, ${view.y}px) scale(${view.scale})` : undefined;

  return (
    <Dialog
      variant="viewer"
      hideTitle
      title={label ?? alt}
      aria-describedby={hasCaption ? captionId : undefined}
      ref={setSurface}
      initialFocusRef={stageRef}
      onKeyDown={handleKeyDown}
      {...zoom.surfaceHandlers}
      {...rest}
    >
      <Stage
        ref={(node) => {
          stageRef.current = node;
          setStage(node);
        }}
        // It holds the focus for the keys that move the image (see handleKeyDown).
        tabIndex={0}
        role="group"
        aria-roledescription="zoomable image"
        aria-label={`${alt}, ${level}`}
        aria-describedby={hintId}
      >
        <Picture
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizesFor(width, largestScale.scale, maxZoom) : undefined}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          draggable={false}
          style={{ transform, visibility: view ? undefined : 'hidden' }}
          $animate={zoom.animate}
          $draggable={zoom.canPan}
          onDoubleClick={(event) => zoom.toggleAt(event.clientX, event.clientY)}
        />
      </Stage>
      <VisuallyHidden id={hintId}>
        Drag the image or use the arrow keys to move it; plus and minus zoom, 0 goes back to the start.
      </VisuallyHidden>
      <Controls ref={setControls} data-zoom-controls="">
        {hasCaption && <Caption id={captionId}>{caption}</Caption>}
        <Bar role="group" aria-label="Zoom">
          {onPrevious && (
            <>
              <IconButton label={previousLabel} icon={<ChevronLeft size={22} />} onClick={onPrevious} />
              <Separator aria-hidden="true" />
            </>
          )}
          <IconButton
            label="Zoom out"
            icon={<ZoomOut size={20} />}
            aria-disabled={atMin}
            onClick={() => !atMin && zoom.zoomOut()}
          />
          <Level aria-live="polite" aria-label="Zoom level">
            {level}
          </Level>
          <IconButton
            label="Zoom in"
            icon={<ZoomIn size={20} />}
            aria-disabled={atMax}
            onClick={() => !atMax && zoom.zoomIn()}
          />
          <IconButton
            label="Reset zoom"
            icon={<RotateCcw size={18} />}
            aria-disabled={zoom.atInitial}
            onClick={() => !zoom.atInitial && zoom.reset()}
          />
          {onNext && (
            <>
              <Separator aria-hidden="true" />
              <IconButton label={nextLabel} icon={<ChevronRight size={22} />} onClick={onNext} />
            </>
          )}
        </Bar>
      </Controls>
    </Dialog>
  );
}
