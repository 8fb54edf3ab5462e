import '@/components/earlyPress';
import { deferredSection } from '@/components/lazyComponent';
import { anchors } from '@/content/anchors';
import { siteConfig } from '@/config/site';
import { howItWorksContent } from '@/content/howItWorks';
import { paths } from '@shared/content/paths';
import { JoinWaitlistButton } from '@/features/waitlist';
import { DeferredCallToAction as CallToAction } from '@/sections/CallToAction/deferred';
import { DemoVideo } from '@/sections/DemoVideo';
import { Hero } from '@/sections/Hero';
import { SitePageMeta } from './SitePageMeta';

/**
 * Below the first screen, shown from the prerendered markup: the steps are text that never changes, so
 * the page never fetches their code; the showcase hydrates as it comes near the viewport. A button of
 * the showcase pressed before then is pressed again once it has (the earlyPress import above).
 */
const StepList = deferredSection(() => import('@/sections/StepList').then((module) => module.StepList), {
  hydrate: 'never',
});
const SystemShowcase = deferredSection(
  () => import('@/sections/SystemShowcase').then((module) => module.SystemShowcase),
  { hydrate: { near: `#${anchors.systemShowcase}` } },
);

export type HowItWorksPageProps = {
  /** The demo video's embed URL; stories pass a local one so they need no network. @default siteConfig.demoVideoUrl */
  demoVideoSrc?: string;
};

/**
 * /how-it-works: a hero with the demo video, four steps with their durations, the seven-tab system
 * showcase (the Learn More target), the five-step detailed workflow (product.md §2) and the closing call
 * to action.
 */
export function HowItWorksPage({ demoVideoSrc = siteConfig.demoVideoUrl }: HowItWorksPageProps) {
  const { meta, hero, steps, showcase, workflow, callToAction } = howItWorksContent;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.howItWorks} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        actions={<JoinWaitlistButton size="lg">{hero.joinWaitlist}</JoinWaitlistButton>}
        media={<DemoVideo src={demoVideoSrc} tone="dark" />}
      />
      <StepList
        align="center"
        eyebrow={steps.eyebrow}
        title={steps.title}
        description={steps.description}
        items={steps.items}
        durationLabel={steps.durationLabel}
      />
      <SystemShowcase
        eyebrow={showcase.eyebrow}
        title={showcase.title}
        description={showcase.description}
        tabsLabel={showcase.tabsLabel}
        tabs={showcase.tabs}
      />
      <StepList
        layout="timeline"
        align="center"
        eyebrow={workflow.eyebrow}
        title={workflow.title}
        description={workflow.description}
        items={workflow.items}
      />
      <CallToAction {...callToAction} />
    </>
  );
}
