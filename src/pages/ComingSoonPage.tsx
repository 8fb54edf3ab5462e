import { PageMeta } from '../components/PageMeta';
import { Button } from '../components/Button';
import { siteConfig } from '../config/site';
import { comingSoonContent } from '../content/comingSoon';
import { openWaitlist } from '../features/waitlist/openWaitlist';
import { FloatingCircles } from '../sections/FloatingCircles';
import { Hero } from '../sections/Hero';
import { SneakPeek } from '../sections/SneakPeek';
import { TeaserTiles } from '../sections/TeaserTiles';

/** /coming-soon: the launch teaser with eight floating circles, three tiles and the Sneak Peek (SPEC §2). */
export function ComingSoonPage() {
  const { meta, hero, teasers, sneakPeek } = comingSoonContent;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} brandName={siteConfig.brandName} />
      <FloatingCircles>
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          description={hero.description}
          actions={
            <Button variant="inverse" size="lg" onClick={openWaitlist}>
              {hero.joinWaitlist}
            </Button>
          }
        >
          <p>{hero.note}</p>
        </Hero>
      </FloatingCircles>
      <TeaserTiles label={teasers.label} items={teasers.items} />
      <SneakPeek
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
