import styled from 'styled-components';

import { deferredSection } from '@/components/lazyComponent';
import { Section } from '@/components/Section';
import { siteConfig } from '@/config/site';
import { anchors } from '@/content/anchors';
import { featuresContent } from '@/content/features';
import { paths } from '@shared/content/paths';
import { DeferredBenefitChecklist as BenefitChecklist } from '@/sections/BenefitChecklist/deferred';
import { DeferredCallToAction as CallToAction } from '@/sections/CallToAction/deferred';
import { DeferredFeatureGrid as FeatureGrid } from '@/sections/FeatureGrid/deferred';
import { Hero } from '@/sections/Hero';
import { HeroShot } from '@/sections/HeroShot';
import { SitePageMeta } from './SitePageMeta';

/**
 * The demo video behind its disclosure button, last but one on the page: hydrated as it comes near the
 * viewport, so a reader who never scrolls there never fetches the player's code.
 */
const DemoVideo = deferredSection(() => import('@/sections/DemoVideo').then((module) => module.CollapsibleDemoVideo), {
  hydrate: { near: `#${anchors.demoVideo}` },
});

/**
 * The disclosure button sits centred under the section's centred heading. Doubled, so it wins over the
 * player's own rule, whose styles come later when its code is fetched later.
 */
const CentredDemoVideo = styled(DemoVideo)`
  && {
    align-items: center;
  }
`;

export type FeaturesPageProps = {
  /** The demo video's embed URL; stories pass a local page so they never reach the video host. @default siteConfig.demoVideoUrl */
  demoVideoSrc?: string;
};

/**
 * /features: the hero beside the invoice editor, six detailed feature cards (each headed by the screen the
 * home page shows it with), four benefit cards, the Built for Your Success list,
 * a call to action that opens the waitlist dialog, and the demo video behind a disclosure button.
 */
export function FeaturesPage({ demoVideoSrc = siteConfig.demoVideoUrl }: FeaturesPageProps) {
  const { meta, hero, heroShot, details, benefits, success, callToAction, demo } = featuresContent;
  return (
    <>
      <SitePageMeta {...meta} path={paths.features} />
      <Hero {...hero} media={<HeroShot screen={heroShot} tone="inverse" />} />
      <FeatureGrid {...details} align="center" />
      <FeatureGrid {...benefits} columns={4} tone="subtle" align="center" />
      <BenefitChecklist {...success} align="center" containerSize="narrow" />
      <Section {...demo} id={anchors.demoVideo} tone="subtle" align="center" containerSize="narrow">
        <CentredDemoVideo src={demoVideoSrc} />
      </Section>
      <CallToAction {...callToAction} />
    </>
  );
}
