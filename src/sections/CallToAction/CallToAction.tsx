import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';

import { ButtonLink } from '@/components/Button';
import { Section, type SectionProps } from '@/components/Section';
import type { PageLink } from '@/content/types';
import { JoinWaitlistButton } from '@/features/waitlist/JoinWaitlistButton';

export type CallToActionProps = Omit<SectionProps, 'children' | 'title' | 'tone'> & {
  /** The section's heading. */
  title: string;
  /** The label of the button that opens the waitlist dialog (the waitlist page before the app runs). @default 'Join Waitlist' */
  joinWaitlistLabel?: string;
  /** A second way on, as a link (View Features). */
  secondaryLink?: PageLink;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The closing band of a page: a heading, a sentence, the Join Waitlist button and an optional link on. */
export function CallToAction({
  title,
  joinWaitlistLabel = 'Join Waitlist',
  secondaryLink,
  align = 'center',
  padding = 'lg',
  ...rest
}: CallToActionProps) {
  return (
    <Section title={title} tone="inverse" align={align} padding={padding} {...rest}>
      <Actions>
        <JoinWaitlistButton size="lg">{joinWaitlistLabel}</JoinWaitlistButton>
        {secondaryLink && (
          <ButtonLink
            href={secondaryLink.to}
            variant="outlineInverse"
            size="lg"
            endIcon={<ArrowRight size={18} aria-hidden="true" />}
          >
            {secondaryLink.label}
          </ButtonLink>
        )}
      </Actions>
    </Section>
  );
}
