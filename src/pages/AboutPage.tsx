import { aboutContent } from '@/content/about';
import { paths } from '@shared/content/paths';
import { Hero } from '@/sections/Hero';
import { FeatureGrid } from '@/sections/FeatureGrid';
import { Timeline } from '@/sections/Timeline';
import { SitePageMeta } from './SitePageMeta';

/** /about: the mission, Our Story with its timeline, our values and our expertise (product.md §2). */
export function AboutPage() {
  const { meta, hero, story, values, expertise } = aboutContent;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.about} />
      <Hero tone="light" align="start" eyebrow={hero.eyebrow} title={hero.title} description={hero.description} />
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
    </>
  );
}
