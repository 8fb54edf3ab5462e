import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '@/components/Button';
import { deferredSection } from '@/components/lazyComponent';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { homeContent } from '@/content/home';
import { paths } from '@shared/content/paths';
import { JoinWaitlistButton } from '@/features/waitlist';
import { DeferredBenefitChecklist as BenefitChecklist } from '@/sections/BenefitChecklist/deferred';
import { DeferredCallToAction as CallToAction } from '@/sections/CallToAction/deferred';
import { Hero } from '@/sections/Hero';
import { HeroShot } from '@/sections/HeroShot';
import { SitePageMeta } from './SitePageMeta';

// Below the first screen, and only pictures, text and links: shown from the prerendered markup and never
// hydrated, so the page never fetches their code (a navigation to / renders them, ADR 0028).
const ProductBento = deferredSection(() => import('@/sections/ProductBento').then((module) => module.ProductBento), {
  hydrate: 'never',
});
const FeatureRows = deferredSection(() => import('@/sections/FeatureRows').then((module) => module.FeatureRows), {
  hydrate: 'never',
});

/**
 * The landing page at `/`: the hero with the product beside its promise, the six features as a bento of
 * the product's screens, the three steps as rows beside the screens they happen on, why choose us, and a
 * closing call to action (product.md §2).
 */
export function HomePage() {
  const { meta, hero, heroShot, features, steps, whyChoose, callToAction } = homeContent;
  return (
    <>
      <SitePageMeta {...meta} path={paths.home} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        titleSize="display"
        description={hero.description}
        mediaPlacement="wide"
        actions={
          <>
            <JoinWaitlistButton size="lg">{hero.joinWaitlistLabel}</JoinWaitlistButton>
            <ButtonLink
              href={`${hero.learnMore.to}#${hero.learnMore.anchorId}`}
              variant="outlineInverse"
              size="lg"
              endIcon={<ArrowRight size={18} aria-hidden="true" />}
            >
              {hero.learnMore.label} <VisuallyHidden>{hero.learnMore.context}</VisuallyHidden>
            </ButtonLink>
          </>
        }
        media={<HeroShot screen={heroShot} tone="inverse" placement="wide" />}
      />
      <ProductBento {...features} align="center" />
      <FeatureRows {...steps} tone="subtle" align="center" />
      <BenefitChecklist {...whyChoose} headingBeside />
      <CallToAction {...callToAction} />
    </>
  );
}
