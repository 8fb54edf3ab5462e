import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { preload } from 'react-dom';
import styled, { css } from 'styled-components';

import type { Screenshot } from '@/content/screenshots';
import type { ScreenRegion } from '@/content/types';
import { media } from '@/theme/media';

export type ProductShotProps = Omit<ComponentPropsWithRef<'figure'>, 'children'> & {
  /** The screen, from the screenshot manifest: its files, candidates, size and description are used as they are. */
  screenshot: Screenshot;
  /**
   * The width the image is shown at, per viewport, as the `sizes` attribute: the browser picks the
   * smallest candidate that is sharp at that width and the screen's pixel density. For a crop, the width
   * of the whole image, not of the part shown.
   */
  sizes: string;
  /**
   * The image is the largest thing on the first screen (the hero): fetched first, at high priority,
   * never lazily. Everything else loads as it nears the viewport. @default false
   */
  priority?: boolean;
  /**
   * Shows only this part of the screen, at the scale that makes it fill the shot's width; the shot
   * takes the part's proportions. @default the whole screen
   */
  crop?: ScreenRegion;
  /**
   * `browser` draws a browser's bar above the screen (the hero's whole screen); `panel` shows the
   * screen, or the part of it, as a rounded panel. @default 'panel'
   */
  frame?: 'browser' | 'panel';
  /**
   * The band it lies on: the edge and shadow are drawn for a light or a dark background, and on a dark
   * one the accent's glow lies behind the shot. @default 'light'
   */
  tone?: 'light' | 'inverse';
  /** The address shown in the browser bar (`frame="browser"`); decorative. @default 'app.invoiceflow.app' */
  address?: string;
  /**
   * Shows the screen's narrow crop (`screenshot.narrow`, 560×420 around what the copy is about) instead of
   * the whole screen or `crop`, where the screen would be drawn too small to read: in the viewports
   * `media` matches (art direction through `<picture>`), or at every width without `media`. `sizes` is the
   * width the crop is drawn at there. @default the whole screen, or `crop`, at every width
   */
  narrow?: { media?: string; sizes: string };
};

/**
 * The narrowest a narrow crop is drawn: three quarters of its own 560 px, so the screen's 13 px text
 * reads at about 10 px. Where its room is narrower (a phone) it runs past the edge, faded (`fadeRunOff`).
 */
export const narrowCropMinWidth = '26rem';

/**
 * Fades a shot out towards the edges where it runs past its box (`right`, and `bottom` too), instead
 * of cutting a word in half at a hard edge. For the box the shot runs out of; the mask also clips there.
 */
export const fadeRunOff = (edges: 'right' | 'right-bottom') => css`
  mask-image: ${
    edges === 'right'
      ? 'linear-gradient(to right, #000 calc(100% - 4rem), transparent)'
      : 'linear-gradient(to right, #000 calc(100% - 4rem), transparent), linear-gradient(to bottom, #000 calc(100% - 2.5rem), transparent)'
  };
  mask-composite: intersect;
`;

/** The accent's glow behind a shot on a dark band: the band's one light, centred on the product. */
const Glow = styled.div`
  position: relative;

  &::before {
    content: '';
    position: absolute;
    inset: -20% -15% -25%;
    background: radial-gradient(closest-side, ${({ theme }) => theme.color.brand.glow}, transparent);
    opacity: 0.6;
    pointer-events: none;
  }

  > figure {
    position: relative;
  }
`;

const Figure = styled.figure<{ $tone: 'light' | 'inverse'; $frame: 'browser' | 'panel' }>`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme, $frame }) => ($frame === 'browser' ? theme.radius.lg : theme.radius.md)};
  background: ${({ theme }) => theme.color.surface.subtle};
  box-shadow: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.shadow.shotOnInverse : theme.shadow.shot)};
`;

/** Three dots at the start, the address in the middle (the empty third column balances the dots). */
const Bar = styled.div<{ $tone: 'light' | 'inverse' }>`
  display: grid;
  grid-template-columns: 1fr minmax(0, 18rem) 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  height: 1.75rem;
  padding-inline: ${({ theme }) => theme.space[300]};

  ${media.up('md')} {
    height: 2.25rem;
    padding-inline: ${({ theme }) => theme.space[400]};
  }
  ${({ theme, $tone }) =>
    $tone === 'inverse'
      ? css`
          background: ${theme.color.surface.inverseRaised};
          border-bottom: 1px solid ${theme.color.border.inverse};
          color: ${theme.color.text.onInverseSecondary};
        `
      : css`
          background: ${theme.color.surface.raised};
          border-bottom: 1px solid ${theme.color.border.subtle};
          color: ${theme.color.text.secondary};
        `}
`;

const Dots = styled.span`
  display: flex;
  gap: 0.375rem;

  i {
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: currentColor;
    opacity: 0.4;
  }
`;

const Address = styled.span<{ $tone: 'light' | 'inverse' }>`
  padding: 0.125rem ${({ theme }) => theme.space[300]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.color.border.inverse : theme.color.surface.subtle)};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Keeps the room of the image before it arrives (its proportions are set), so nothing moves when it
 * does. A shot below the first screen is not rendered until it nears the viewport
 * (`content-visibility: auto`), so its image is not even asked for while the page loads: fetched at
 * once, the screens below the fold shared the phone's bandwidth with the hero's shot and held back the
 * page's largest paint (Lighthouse LCP 1.5-2.4 s instead of 1.2 s).
 */
const Viewport = styled.div<{ $deferred: boolean; $cropped: boolean; $narrowMedia?: string }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: var(--shot-ratio);
  ${({ $deferred }) => $deferred && 'content-visibility: auto;'}

  picture {
    display: block;
  }

  img {
    display: block;
    width: 100%;
    max-width: none;
    height: auto;
  }

  /* A crop: the whole image scaled so the region fills the width, and moved so the region is in view. */
  ${({ $cropped }) =>
    $cropped &&
    css`
      img {
        position: absolute;
        left: var(--crop-left);
        top: var(--crop-top);
        width: var(--crop-width);
      }
    `}

  /* Where the narrow crop's file is shown, it is the picture: the box takes its proportions, the image
     its width. Written here rather than inline, so the media query can undo the crop's geometry. */
  ${({ $narrowMedia }) =>
    $narrowMedia &&
    css`
      @media ${$narrowMedia} {
        aspect-ratio: var(--narrow-ratio);

        img {
          position: static;
          width: 100%;
        }
      }
    `}
`;

const percent = (value: number) => `${Number(value.toFixed(4))}%`;

/**
 * The box's proportions and a crop's geometry, as custom properties the styles above read: the whole
 * screen's or the crop's proportions, the narrow crop's, and where the crop sits in the scaled image.
 */
function geometryOf(screenshot: Screenshot, crop: ScreenRegion | undefined, narrowOnly: boolean): CSSProperties {
  const narrowRatio = `${screenshot.narrow.width} / ${screenshot.narrow.height}`;
  if (narrowOnly) return { '--shot-ratio': narrowRatio } as CSSProperties;
  if (!crop)
    return {
      '--shot-ratio': `${screenshot.width} / ${screenshot.height}`,
      '--narrow-ratio': narrowRatio,
    } as CSSProperties;
  return {
    '--shot-ratio': `${crop.width} / ${crop.height}`,
    '--narrow-ratio': narrowRatio,
    '--crop-width': percent((screenshot.width / crop.width) * 100),
    '--crop-left': percent((-crop.x / crop.width) * 100),
    '--crop-top': percent((-crop.y / crop.height) * 100),
  } as CSSProperties;
}

/**
 * A product screenshot as the marketing pages show it: the whole screen in a browser frame, or a part
 * of it as a panel, from the screenshot manifest's files (so sharper captures reach every shot by
 * updating the manifest). Width and height are always set and a crop keeps its proportions, so the page
 * never moves as images arrive. Where the screen would be too small to read (a phone, a small tile) it
 * shows the screen's narrow crop instead (`narrow`): HTML and CSS alone, no script.
 */
export function ProductShot({
  screenshot,
  sizes,
  priority = false,
  crop,
  frame = 'panel',
  tone = 'light',
  address = 'app.invoiceflow.app',
  narrow,
  ...rest
}: ProductShotProps) {
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  // The narrow crop at every width: it is the image, and the screen's region plays no part.
  const narrowOnly = narrow !== undefined && narrow.media === undefined;
  const narrowMedia = narrow?.media;
  const image = narrowOnly ? screenshot.narrow : screenshot;

  if (priority && narrowMedia) {
    // React preloads a priority image by itself, but not one inside <picture> (the browser may choose a
    // source instead): the page's largest paint is asked for here, each file only where it is shown.
    preload(screenshot.narrow.src, {
      as: 'image',
      imageSrcSet: screenshot.narrow.srcSet,
      imageSizes: narrow?.sizes,
      media: narrowMedia,
      fetchPriority: 'high',
    });
    preload(screenshot.src, {
      as: 'image',
      imageSrcSet: screenshot.srcSet,
      imageSizes: sizes,
      media: `not all and ${narrowMedia}`,
      fetchPriority: 'high',
    });
  }

  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={narrowOnly ? narrow.sizes : sizes}
      width={image.width}
      height={image.height}
      alt={screenshot.alt}
      {...loading}
    />
  );

  const shot = (
    <Figure $tone={tone} $frame={frame} {...rest}>
      {frame === 'browser' && (
        <Bar $tone={tone} aria-hidden="true">
          <Dots>
            <i />
            <i />
            <i />
          </Dots>
          <Address $tone={tone}>{address}</Address>
        </Bar>
      )}
      <Viewport
        style={geometryOf(screenshot, narrowOnly ? undefined : crop, narrowOnly)}
        $deferred={!priority}
        $cropped={!narrowOnly && crop !== undefined}
        $narrowMedia={narrowMedia}
      >
        {narrowMedia ? (
          <picture>
            <source
              media={narrowMedia}
              srcSet={screenshot.narrow.srcSet}
              sizes={narrow?.sizes}
              width={screenshot.narrow.width}
              height={screenshot.narrow.height}
            />
            {img}
          </picture>
        ) : (
          img
        )}
      </Viewport>
    </Figure>
  );
  return tone === 'inverse' ? <Glow>{shot}</Glow> : shot;
}
