import '@/components/earlyPress';
import { deferredSection } from '@/components/lazyComponent';
import { anchors } from '@/content/anchors';
import { comingSoonContent } from '@/content/comingSoon';
import { paths } from '@shared/content/paths';
import { JoinWaitlistButton } from '@/features/waitlist';
import { FloatingCircles } from '@/sections/FloatingCircles';
import { Hero } from '@/sections/Hero';
import { TeaserTiles } from '@/sections/TeaserTiles';
import { SitePageMeta } from './SitePageMeta';

/**
 * Below the first screen: shown from the prerendered markup, hydrated as it comes near the viewport, so
 * a reader who never scrolls there never fetches the viewer. A button pressed before then is pressed
 * again once it has (the earlyPress import above).
 */
const SneakPeek = deferredSection(() => import('@/sections/SneakPeek').then((module) => module.SneakPeek), {
  hydrate: { near: `#${anchors.sneakPeek}` },
});

/** /coming-soon: the launch teaser with eight floating circles, three tiles and the Sneak Peek (product.md §2). */
export function ComingSoonPage() {
  const { meta, hero, teasers, sneakPeek } = comingSoonContent;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.comingSoon} />
      <FloatingCircles>
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          description={hero.description}
          actions={<JoinWaitlistButton size="lg">{hero.joinWaitlist}</JoinWaitlistButton>}
        >
          <p>{hero.note}</p>
        </Hero>
      </FloatingCircles>
      <TeaserTiles label={teasers.label} items={teasers.items} />
      <SneakPeek
        id={anchors.sneakPeek}
        tone="subtle"
        eyebrow={sneakPeek.eyebrow}
        title={sneakPeek.title}
        description={sneakPeek.description}
        carouselLabel={sneakPeek.carouselLabel}
        images={sneakPeek.screenshots}
      />
    </>
  );
}
