import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '@/components/Button';
import { deferredSection } from '@/components/lazyComponent';
import { ProductShot } from '@/components/ProductShot';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { homeContent } from '@/content/home';
import { paths } from '@shared/content/paths';
import { JoinWaitlistButton } from '@/features/waitlist';
import { CallToAction } from '@/sections/CallToAction';
import { Hero } from '@/sections/Hero';
import { SitePageMeta } from './SitePageMeta';

// Below the first screen, and only pictures and text: hydrated once the browser is idle, shown from the
// prerendered markup until then, so their code is not part of what the page needs to become interactive.
const ProductBento = deferredSection(() => import('@/sections/ProductBento').then((module) => module.ProductBento));
const FeatureRows = deferredSection(() => import('@/sections/FeatureRows').then((module) => module.FeatureRows));
const BenefitChecklist = deferredSection(() =>
  import('@/sections/BenefitChecklist').then((module) => module.BenefitChecklist),
);

/**
 * The width the hero's shot is drawn at: its column beside the text on wide screens (832 px at the
 * layout's widest), the container below the text on narrower ones.
 */
const heroShotSizes =
  '(min-width: 1440px) 832px, (min-width: 1200px) calc(100vw - 38rem), (min-width: 900px) calc(100vw - 4rem), calc(100vw - 2rem)';

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
        media={<ProductShot screenshot={heroShot} sizes={heroShotSizes} priority frame="browser" tone="inverse" />}
      />
      <ProductBento {...features} align="center" />
      <FeatureRows {...steps} tone="subtle" align="center" />
      <BenefitChecklist {...whyChoose} headingBeside />
      <CallToAction {...callToAction} />
    </>
  );
}
