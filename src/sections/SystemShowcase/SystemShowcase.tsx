import type { LucideIcon } from 'lucide-react';
import { useReducer } from 'react';
import styled from 'styled-components';

import { Carousel, type CarouselImage } from '../../components/Carousel';
import { Section, type SectionProps } from '../../components/Section';
import { type TabItem, Tabs } from '../../components/Tabs';
import { ZoomModal } from '../../components/ZoomModal';
import { anchors } from '../../content/anchors';
import { initialShowcaseState, showcaseReducer } from './showcaseState';

/** A screenshot as the manifest gives it; `srcSet` lets the browser pick the 640 w or 1280 w file. */
export type ShowcaseImage = CarouselImage & { srcSet?: string };

export type ShowcaseTab = {
  /** Stable id; switching to another id starts that tab at its first image. */
  id: string;
  label: string;
  /** Decorative icon before the label. */
  icon?: LucideIcon;
  /** A sentence above the screenshots. */
  description?: string;
  /** One or more screenshots. */
  screenshots: ShowcaseImage[];
};

export type SystemShowcaseProps = Omit<SectionProps, 'children' | 'title'> & {
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
  max-width: 64rem;
  margin-inline: auto;
`;

/**
 * A tour of the product: one tab per area, each a carousel of its screenshots with previous/next
 * arrows, dots, a zoom modal on click (which steps through the same images) and a placeholder for an
 * image that fails to load. Switching tab starts at the first image and forgets failed images.
 */
export function SystemShowcase({ title, tabsLabel, tabs, id = anchors.systemShowcase, ...rest }: SystemShowcaseProps) {
  const [state, dispatch] = useReducer(showcaseReducer, tabs[0]?.id ?? '', initialShowcaseState);
  const tab = tabs.find((candidate) => candidate.id === state.tabId) ?? tabs[0];
  const images = tab?.screenshots ?? [];
  const zoomedImage = images[state.index];
  const multiple = images.length > 1;

  const items: TabItem[] = tabs.map(({ id: tabId, label, icon: Icon, description, screenshots }) => ({
    id: tabId,
    label,
    icon: Icon ? <Icon size={18} /> : undefined,
    content: (
      <Stage>
        {description && <Description>{description}</Description>}
        <Carousel
          images={screenshots}
          label={`${label} screenshots`}
          index={state.index}
          onIndexChange={(index) => dispatch({ type: 'show', index })}
          onImageClick={(index) => dispatch({ type: 'zoom', index })}
          resetKey={tabId}
        />
      </Stage>
    ),
  }));

  return (
    <Section id={id} title={title} tone="subtle" align="center" {...rest}>
      <Tabs
        items={items}
        label={tabsLabel}
        value={state.tabId}
        onChange={(tabId) => dispatch({ type: 'selectTab', tabId })}
      />
      {zoomedImage && (
        <ZoomModal
          open={state.zoomed}
          onClose={() => dispatch({ type: 'closeZoom' })}
          src={zoomedImage.src}
          alt={zoomedImage.alt}
          width={zoomedImage.width}
          height={zoomedImage.height}
          caption={zoomedImage.caption}
          onPrevious={multiple ? () => dispatch({ type: 'step', by: -1, count: images.length }) : undefined}
          onNext={multiple ? () => dispatch({ type: 'step', by: 1, count: images.length }) : undefined}
        />
      )}
    </Section>
  );
}
