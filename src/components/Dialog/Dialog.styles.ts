import styled, { css, keyframes } from 'styled-components';

import { focusRingInset, focusRingOn } from '@/theme/focusRing';
import { media } from '@/theme/media';
import { visuallyHidden } from '@/theme/visuallyHidden';

export type DialogSize = 'sm' | 'md' | 'lg';
/**
 * `panel` is the usual card; `media` is a bare frame on the backdrop for an image or a video; `viewer`
 * is the whole screen for content that handles its own gestures (an image to zoom and pan), with the
 * close button floating in its top corner.
 */
export type DialogVariant = 'panel' | 'media' | 'viewer';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(0.75rem) scale(0.98); }
`;

/** Widths of the panel; a dialog never grows wider than the viewport allows. */
const widths: Record<DialogSize, string> = { sm: '26rem', md: '36rem', lg: '52rem' };

/**
 * The `<dialog>` itself is the panel; the browser shows it in the top layer over its `::backdrop`,
 * so no z-index or wrapper is needed. It is rendered only while open (see Dialog), hence `[open]`.
 */
export const Panel = styled.dialog<{ $size: DialogSize; $variant: DialogVariant }>`
  /* The browser's own box: a border, padding and a size capped at a few pixels under the viewport. */
  margin: auto;
  padding: 0;
  border: none;
  max-width: calc(100% - 2 * ${({ theme }) => theme.space[600]});
  max-height: calc(100% - 2 * ${({ theme }) => theme.space[600]});
  overflow: visible;
  animation: ${riseIn} ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.enter}`};

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.color.surface.overlay};
    animation: ${fadeIn} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.enter}`};
  }

  &:focus {
    outline: none;
  }

  /* Less motion: the panel only fades in, it does not travel. */
  ${media.reducedMotion} {
    animation-name: ${fadeIn};
  }

  ${media.down('sm')} {
    max-width: calc(100% - 2 * ${({ theme }) => theme.space[200]});
    max-height: calc(100% - 2 * ${({ theme }) => theme.space[200]});
  }

  ${({ theme, $size, $variant }) =>
    ({
      panel: css`
        width: ${widths[$size]};
        background: ${theme.color.surface.raised};
        color: ${theme.color.text.primary};
        border-radius: ${theme.radius.lg};
        box-shadow: ${theme.shadow.lg};
        ${focusRingOn('light')}

        /* Phones: the whole width, and as tall as the content, so the actions follow it with no
           empty band above them. A taller content (or the on-screen keyboard shrinking the view)
           meets the max-height above, and the body scrolls between the title and the actions. */
        ${media.down('sm')} {
          width: 100%;
          border-radius: ${theme.radius.md};
        }
      `,
      media: css`
        align-items: center;
        background: transparent;
        color: ${theme.color.text.onBrand};
        /* The close button lies on the dark backdrop. */
        ${focusRingOn('inverse')}

        /* The frame is invisible, so a click on it is a click on the backdrop: it reaches the
           <dialog> itself. Only the close button and the content's top-level blocks (see Body)
           take clicks. */
        & > * {
          pointer-events: none;
        }
      `,
      viewer: css`
        /* The whole screen, so the content may use all of it and its gestures start anywhere. */
        width: 100%;
        height: 100%;
        max-width: none;
        max-height: none;
        margin: 0;
        ${focusRingOn('inverse')}

        /* Nested rules come after plain ones: the phone limits above need their own override. */
        ${media.down('sm')} {
          max-width: none;
          max-height: none;
        }

        background: transparent;
        color: ${theme.color.text.onBrand};
        overflow: hidden;
        /* The content pans and zooms itself: no browser scrolling, page zoom or text selection. */
        touch-action: none;
        user-select: none;

        /* As for media: what the content leaves free is backdrop, and a click there reaches the
           <dialog> itself. */
        & > * {
          pointer-events: none;
        }

        &::backdrop {
          background: ${theme.color.surface.viewer};
        }
      `,
    })[$variant]}
`;

export const Header = styled.div<{ $variant: DialogVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme, $variant }) =>
    $variant === 'panel' ? `${theme.space[600]} ${theme.space[600]} ${theme.space[400]}` : `0 0 ${theme.space[300]}`};

  ${media.down('sm')} {
    padding: ${({ theme, $variant }) =>
      $variant === 'panel' ? `${theme.space[400]} ${theme.space[400]} ${theme.space[300]}` : `0 0 ${theme.space[200]}`};
  }

  ${({ $variant }) =>
    $variant === 'media' &&
    css`
      align-self: stretch;
      justify-content: flex-end;
    `}

  /* Over the content, in the corner: the content has the whole screen. */
  ${({ theme, $variant }) =>
    $variant === 'viewer' &&
    css`
      position: absolute;
      top: ${theme.space[400]};
      right: ${theme.space[400]};
      z-index: 1;
      padding: 0;

      ${media.down('sm')} {
        top: ${theme.space[200]};
        right: ${theme.space[200]};
        padding: 0;
      }
    `}
`;

export const Heading = styled.div<{ $hidden: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const CloseSlot = styled.div<{ $variant: DialogVariant }>`
  flex: none;
  pointer-events: auto;
  /* Pull the round button into the corner so its icon lines up with the padding, not its hit area. */
  margin: ${({ theme, $variant }) => ($variant === 'panel' ? `-${theme.space[200]} -${theme.space[200]} 0 0` : '0')};
`;

export const Body = styled.div<{ $variant: DialogVariant }>`
  flex: 1 1 auto;
  min-height: 0;

  ${({ theme, $variant }) =>
    $variant === 'viewer'
      ? css`
          /* Its content places itself on the whole screen (the <dialog> is its containing block). */
          :where(& > div > *) {
            pointer-events: auto;
          }
        `
      : $variant === 'panel'
        ? css`
            overflow-y: auto;
            overscroll-behavior: contain;
            padding: 0 ${theme.space[600]} ${theme.space[600]};

            ${media.down('sm')} {
              padding: 0 ${theme.space[400]} ${theme.space[400]};
            }

            /* Inset: the body spans the panel's width, so a ring outside it would lie on the backdrop. */
            &:focus-visible {
              ${focusRingInset}
            }
          `
        : css`
            display: flex;
            justify-content: center;
            max-width: 100%;

            /* Zero specificity, so content can hand parts of itself back to the backdrop. */
            :where(& > div > *) {
              pointer-events: auto;
            }
          `}
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[600]}`};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[400]};

    & > * {
      flex: 1 1 auto;
    }
  }
`;
