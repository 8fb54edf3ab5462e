import { Home } from 'lucide-react';
import styled from 'styled-components';

import { ButtonLink } from '@/components/Button';
import { Section } from '@/components/Section';
import { SitePageMeta } from './SitePageMeta';

const Actions = styled.div`
  display: flex;
  justify-content: center;
`;

/** Shown, inside the layout, for any path the site does not have. */
export function NotFoundPage() {
  return (
    <>
      <SitePageMeta title="Page not found" description="The page you are looking for does not exist or has moved." />
      <Section
        padding="lg"
        align="center"
        headingLevel={1}
        eyebrow="Error 404"
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      >
        <Actions>
          <ButtonLink href="/" startIcon={<Home size={18} aria-hidden />}>
            Back to the home page
          </ButtonLink>
        </Actions>
      </Section>
    </>
  );
}
