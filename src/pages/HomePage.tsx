import { ArrowRight } from 'lucide-react';

import { Button, ButtonLink } from '../components/Button';
import { PageMeta } from '../components/PageMeta';
import { siteConfig } from '../config/site';
import { homeContent } from '../content/home';
import { openWaitlist } from '../features/waitlist';
import { BenefitChecklist } from '../sections/BenefitChecklist';
import { CallToAction } from '../sections/CallToAction';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Hero } from '../sections/Hero';
import { QuickStartSteps } from '../sections/QuickStartSteps';
import { preferredScrollBehavior } from '../theme/scrollBehavior';

/** How long Learn More waits after navigating before it scrolls, so the new page has rendered (SPEC §9). */
const LEARN_MORE_SCROLL_DELAY_MS = 100;

/**
 * Learn More's link goes to /how-it-works; this then scrolls to the system showcase there. The timer
 * is not tied to this page, which unmounts as the navigation happens.
 */
function scrollToShowcaseAfterNavigation() {
  window.setTimeout(() => {
    document
      .getElementById(homeContent.hero.learnMore.anchorId)
      ?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
  }, LEARN_MORE_SCROLL_DELAY_MS);
}

/** The landing page at `/`: hero, six features, three steps, why choose us, and a closing call to action. */
export function HomePage() {
  const { meta, hero, features, steps, whyChoose, callToAction } = homeContent;
  return (
    <>
      <PageMeta {...meta} brandName={siteConfig.brandName} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        actions={
          <>
            <Button variant="inverse" size="lg" onClick={openWaitlist}>
              {hero.joinWaitlistLabel}
            </Button>
            <ButtonLink
              href={hero.learnMore.to}
              variant="secondary"
              size="lg"
              endIcon={<ArrowRight size={18} aria-hidden="true" />}
              onClick={scrollToShowcaseAfterNavigation}
            >
              {hero.learnMore.label}
            </ButtonLink>
          </>
        }
      />
      <FeatureGrid {...features} align="center" />
      <QuickStartSteps {...steps} tone="subtle" align="center" />
      <BenefitChecklist {...whyChoose} align="center" containerSize="narrow" />
      <CallToAction {...callToAction} onJoinWaitlist={openWaitlist} />
    </>
  );
}
