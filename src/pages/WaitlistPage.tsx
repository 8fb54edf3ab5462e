import styled from 'styled-components';

import { Section } from '@/components/Section';
import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import { waitlistCopy, waitlistPageCopy } from '@shared/content/waitlist';
import { StatusLinkForm } from '@/features/waitlist/StatusLinkForm';
import { WaitlistSignUp } from '@/features/waitlist/WaitlistSignUp';
import { SitePageMeta } from './SitePageMeta';

const Forms = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[800]};
`;

/**
 * /waitlist: the waitlist sign-up on a page of its own, where every Join Waitlist control leads when the
 * app has not started, and under it the way for members to have their status link mailed again; both
 * forms work without JavaScript too.
 */
export function WaitlistPage() {
  const { meta, eyebrow } = waitlistPageCopy;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.waitlist} />
      <Section
        padding="lg"
        containerSize="narrow"
        headingLevel={1}
        eyebrow={eyebrow}
        title={waitlistCopy.title}
        description={waitlistCopy.description(siteConfig.brandName)}
      >
        <Forms>
          <WaitlistSignUp />
          <StatusLinkForm />
        </Forms>
      </Section>
    </>
  );
}
