import type { LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';

import { type CarouselImage, screenshotStageMaxWidth, screenshotStageSizes } from '@/components/Carousel';
import { PressAgainOnceHydrated } from '@/components/PressAgainOnceHydrated';
import { ScriptOnly } from '@/components/ScriptOnly';
import { Section, type SectionProps } from '@/components/Section';
import { ScreenshotViewerHint } from '@/sections/ScreenshotViewerHint';
import { type TabItem, Tabs } from '@/components/Tabs';
import { ZoomableCarousel } from '@/components/ZoomableCarousel';
import { anchors } from '@/content/anchors';
import { ShowcaseWithoutScripts } from './ShowcaseWithoutScripts';

export type ShowcaseTab = {
  /** Stable id; switching to another id starts that tab at its first image. */
  id: string;
  label: string;
  /** Decorative icon before the label. */
  icon?: LucideIcon;
  /** A sentence above the screenshots. */
  description?: string;
  /** One or more screenshots. */
  screenshots: CarouselImage[];
};

export type SystemShowcaseProps = Omit<SectionProps, 'children' | 'title' | 'ref'> & {
  /** The section's heading. */
  title: string;
  /** The accessible name of the tab list ("System showcase"). */
  tabsLabel: string;
  /** The tabs, in order; the first is selected at first. */
  tabs: ShowcaseTab[];
  /** Learn More on the landing page scrolls to this id. @default anchors.systemShowcase */
  id?: string;
};

const Description = styled.p`
  margin-bottom: ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

/** Screenshots are wide: keep them a size a person can take in without scrolling. */
const Stage = styled.div`
  max-width: ${screenshotStageMaxWidth};
  margin-inline: auto;
`;

/**
 * A tour of the product: one tab per area, each a carousel of its screenshots with previous/next
 * arrows, dots, a zoom modal on click (which steps through the same images) and a placeholder for an
 * image that fails to load. Switching tab starts at the first image and forgets failed images.
 * Without scripts, every tab's screenshots one area under the other instead (ScriptOnly).
 */
export function SystemShowcase({
  title,
  description,
  tabsLabel,
  tabs,
  id = anchors.systemShowcase,
  ...rest
}: SystemShowcaseProps) {
  const [tabId, setTabId] = useState(tabs[0]?.id ?? '');
  const section = useRef<HTMLElement>(null);
  const items: TabItem[] = tabs.map(({ id: itemId, label, icon: Icon, description, screenshots }) => ({
    id: itemId,
    label,
    icon: Icon ? <Icon size={18} /> : undefined,
    content: (
      <Stage>
        {description && <Description>{description}</Description>}
        {/* The reset key starts a newly chosen tab at its first image, with no failure marks. */}
        <ZoomableCarousel
          images={screenshots}
          label={`${label} screenshots`}
          imageSizes={screenshotStageSizes}
          resetKey={itemId}
        />
      </Stage>
    ),
  }));

  return (
    <Section
      ref={section}
      id={id}
      title={title}
      description={
        <>
          {description} <ScreenshotViewerHint />
        </>
      }
      tone="subtle"
      align="center"
      {...rest}
    >
      <ScriptOnly
        fallback={
          <Stage>
            <ShowcaseWithoutScripts tabs={tabs} />
          </Stage>
        }
      >
        <Tabs items={items} label={tabsLabel} value={tabId} onChange={setTabId} />
      </ScriptOnly>
      <PressAgainOnceHydrated section={section} />
    </Section>
  );
}
