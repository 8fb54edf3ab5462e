import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { homeContent } from '@/content/home';
import { paths } from '@shared/content/paths';
import { JoinWaitlistButton } from '@/features/waitlist';
import { BenefitChecklist } from '@/sections/BenefitChecklist';
import { CallToAction } from '@/sections/CallToAction';
import { FeatureGrid } from '@/sections/FeatureGrid';
import { Hero } from '@/sections/Hero';
import { QuickStartSteps } from '@/sections/QuickStartSteps';
import { SitePageMeta } from './SitePageMeta';

/** The landing page at `/`: hero, six features, three steps, why choose us, and a closing call to action. */
export function HomePage() {
  const { meta, hero, features, steps, whyChoose, callToAction } = homeContent;
  return (
    <>
      <SitePageMeta {...meta} path={paths.home} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        actions={
          <>
            <JoinWaitlistButton variant="inverse" size="lg">
              {hero.joinWaitlistLabel}
            </JoinWaitlistButton>
            <ButtonLink
              href={`${hero.learnMore.to}#${hero.learnMore.anchorId}`}
              variant="secondary"
              size="lg"
              endIcon={<ArrowRight size={18} aria-hidden="true" />}
            >
              {hero.learnMore.label} <VisuallyHidden>{hero.learnMore.context}</VisuallyHidden>
            </ButtonLink>
          </>
        }
      />
      <FeatureGrid {...features} align="center" />
      <QuickStartSteps {...steps} tone="subtle" align="center" />
      <BenefitChecklist {...whyChoose} align="center" containerSize="narrow" />
      <CallToAction {...callToAction} />
    </>
  );
}
