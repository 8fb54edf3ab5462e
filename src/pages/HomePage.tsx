import { Mail } from 'lucide-react';
import styled from 'styled-components';

import { ButtonLink } from '../components/Button';
import { Section } from '../components/Section';
import { siteConfig } from '../config/site';

const Lead = styled.p`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin-inline: auto;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[800]};
`;

/**
 * The home page as it stands before the full landing content: what the platform is, when it comes,
 * and how to reach the team.
 */
export function HomePage() {
  return (
    <main>
      <Section
        tone="inverse"
        padding="lg"
        align="center"
        headingLevel={1}
        eyebrow={`${siteConfig.brandName} · launching soon`}
        title="Professional Invoicing Made Simple"
        description="Create, send and track invoices, manage clients and products, and see your monthly and yearly earnings at a glance. From signup to first invoice in under 10 minutes."
      >
        <Lead>Early users get 50% off their first year.</Lead>
        <Actions>
          <ButtonLink
            href={`mailto:${siteConfig.supportEmail}`}
            variant="inverse"
            startIcon={<Mail size={18} aria-hidden />}
          >
            {siteConfig.supportEmail}
          </ButtonLink>
        </Actions>
      </Section>
    </main>
  );
}
