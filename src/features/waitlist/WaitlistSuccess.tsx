import { CircleCheck } from 'lucide-react';
import { type Ref, useId } from 'react';

import { Alert } from '@/components/Alert';
import { siteConfig } from '@/config/site';
import { waitlistCopy } from '@shared/content/waitlist';
import { Perk, Perks, PerksIntro, SuccessView } from './WaitlistDialog.styles';

export type WaitlistSuccessProps = {
  /** The view takes focus when it replaces the form, so keyboard and screen reader users land on it. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * What a sign-up that went through shows (product.md §2): the welcome and the three perks. The same view in
 * the dialog, on the waitlist page and on the page a sign-up sent without the app lands on; the
 * "You're In!" heading is the owner's (the dialog's title, the page's heading).
 */
export function WaitlistSuccess({ ref }: WaitlistSuccessProps) {
  const perksId = useId();
  return (
    <SuccessView ref={ref} tabIndex={-1}>
      <Alert tone="success" title={waitlistCopy.welcomeTitle(siteConfig.brandName)}>
        {waitlistCopy.welcomeText}
      </Alert>
      <div>
        <PerksIntro id={perksId}>{waitlistCopy.perksIntro}</PerksIntro>
        <Perks aria-labelledby={perksId}>
          {waitlistCopy.perks.map((perk) => (
            <Perk key={perk}>
              <CircleCheck size={20} aria-hidden="true" />
              {perk}
            </Perk>
          ))}
        </Perks>
      </div>
    </SuccessView>
  );
}
