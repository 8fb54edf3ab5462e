import { useRef } from 'react';
import styled from 'styled-components';

import {
  type CarouselImage,
  ScreenshotStrip,
  screenshotStageMaxWidth,
  screenshotStageSizes,
} from '@/components/Carousel';
import { PressAgainOnceHydrated } from '@/components/PressAgainOnceHydrated';
import { ScriptOnly } from '@/components/ScriptOnly';
import { Section, type SectionProps } from '@/components/Section';
import { ScreenshotViewerHint } from '@/sections/ScreenshotViewerHint';
import { ZoomableCarousel } from '@/components/ZoomableCarousel';

export type SneakPeekProps = Omit<SectionProps, 'children' | 'title' | 'ref'> & {
  /** The section's heading ("Sneak Peek"). */
  title: string;
  /** The accessible name of the carousel ("Sneak Peek screenshots"). */
  carouselLabel: string;
  /** The screenshots, in order. */
  images: CarouselImage[];
};

const Stage = styled.div`
  max-width: ${screenshotStageMaxWidth};
  margin-inline: auto;
`;

/**
 * A preview of the product: a carousel of screenshots with arrows, dots and thumbnails, and a zoom
 * modal on click that steps through the same images (the carousel follows it). Without scripts, every
 * screenshot in a row the browser scrolls instead (ScriptOnly).
 */
export function SneakPeek({ title, description, carouselLabel, images, ...rest }: SneakPeekProps) {
  const section = useRef<HTMLElement>(null);
  return (
    <Section
      ref={section}
      title={title}
      description={
        <>
          {description} <ScreenshotViewerHint />
        </>
      }
      align="center"
      {...rest}
    >
      <Stage>
        <ScriptOnly
          fallback={<ScreenshotStrip images={images} label={carouselLabel} imageSizes={screenshotStageSizes} />}
        >
          <ZoomableCarousel images={images} label={carouselLabel} imageSizes={screenshotStageSizes} showThumbnails />
        </ScriptOnly>
      </Stage>
      <PressAgainOnceHydrated section={section} />
    </Section>
  );
}
