import { deferredSection } from '@/components/lazyComponent';
import { aboutContent } from '@/content/about';
import { paths } from '@shared/content/paths';
import { DeferredCallToAction as CallToAction } from '@/sections/CallToAction/deferred';
import { Hero } from '@/sections/Hero';
import { HeroShot } from '@/sections/HeroShot';
import { DeferredFeatureGrid as FeatureGrid } from '@/sections/FeatureGrid/deferred';
import { SitePageMeta } from './SitePageMeta';

// Below the hero, text that never changes once drawn: a prerendered /about never fetches its code.
const Timeline = deferredSection(() => import('@/sections/Timeline').then((module) => module.Timeline), {
  hydrate: 'never',
});

/**
 * /about: the mission beside the product it has become, Our Story with its timeline, our values, our
 * expertise and the closing call to action (product.md §2).
 */
export function AboutPage() {
  const { meta, hero, heroShot, story, values, expertise, callToAction } = aboutContent;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.about} />
      <Hero
        tone="light"
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        media={<HeroShot screen={heroShot} tone="light" />}
      />
      <Timeline
        title={story.title}
        paragraphs={story.paragraphs}
        timelineLabel={story.timelineLabel}
        entries={story.timeline}
      />
      <FeatureGrid
        columns={4}
        tone="subtle"
        align="center"
        eyebrow={values.eyebrow}
        title={values.title}
        description={values.description}
        items={values.items}
      />
      <FeatureGrid
        align="center"
        eyebrow={expertise.eyebrow}
        title={expertise.title}
        description={expertise.description}
        items={expertise.items}
      />
      <CallToAction {...callToAction} />
    </>
  );
}
