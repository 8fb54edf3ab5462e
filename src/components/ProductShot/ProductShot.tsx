import type { ComponentPropsWithRef, CSSProperties } from 'react';
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
};

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
const Viewport = styled.div<{ $deferred: boolean }>`
  position: relative;
  overflow: hidden;
  ${({ $deferred }) => $deferred && 'content-visibility: auto;'}
`;

const Image = styled.img`
  display: block;
  width: 100%;
  max-width: none;
  height: auto;
`;

/** The geometry of a crop: the image scaled so the region fills the width, and moved so it is in view. */
function cropStyle(screenshot: Screenshot, crop: ScreenRegion): { viewport: CSSProperties; image: CSSProperties } {
  const percent = (value: number) => `${Number(value.toFixed(4))}%`;
  return {
    viewport: { aspectRatio: `${crop.width} / ${crop.height}` },
    image: {
      position: 'absolute',
      width: percent((screenshot.width / crop.width) * 100),
      left: percent((-crop.x / crop.width) * 100),
      top: percent((-crop.y / crop.height) * 100),
    },
  };
}

/**
 * A product screenshot as the marketing pages show it: the whole screen in a browser frame, or a part
 * of it as a panel, from the screenshot manifest's files (so sharper captures reach every shot by
 * updating the manifest). Width and height are always set and a crop keeps its proportions, so the page
 * never moves as images arrive.
 */
export function ProductShot({
  screenshot,
  sizes,
  priority = false,
  crop,
  frame = 'panel',
  tone = 'light',
  address = 'app.invoiceflow.app',
  ...rest
}: ProductShotProps) {
  const geometry = crop ? cropStyle(screenshot, crop) : undefined;
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
        style={geometry?.viewport ?? { aspectRatio: `${screenshot.width} / ${screenshot.height}` }}
        $deferred={!priority}
      >
        <Image
          src={screenshot.src}
          srcSet={screenshot.srcSet}
          sizes={sizes}
          width={screenshot.width}
          height={screenshot.height}
          alt={screenshot.alt}
          style={geometry?.image}
          {...(priority
            ? { fetchPriority: 'high' as const }
            : { loading: 'lazy' as const, decoding: 'async' as const })}
        />
      </Viewport>
    </Figure>
  );
  return tone === 'inverse' ? <Glow>{shot}</Glow> : shot;
}
