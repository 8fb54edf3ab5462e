import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';

import { Button, ButtonLink } from '../../components/Button';
import { Section, type SectionProps } from '../../components/Section';
import type { PageLink } from '../../content/types';

export type CallToActionProps = Omit<SectionProps, 'children' | 'title' | 'tone'> & {
  /** The section's heading. */
  title: string;
  /** The label of the button that opens the waitlist dialog. @default 'Join Waitlist' */
  joinWaitlistLabel?: string;
  /** Called when the visitor presses the Join Waitlist button; the page opens the waitlist dialog. */
  onJoinWaitlist: () => void;
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
  onJoinWaitlist,
  secondaryLink,
  align = 'center',
  padding = 'lg',
  ...rest
}: CallToActionProps) {
  return (
    <Section title={title} tone="inverse" align={align} padding={padding} {...rest}>
      <Actions>
        <Button size="lg" onClick={onJoinWaitlist}>
          {joinWaitlistLabel}
        </Button>
        {secondaryLink && (
          <ButtonLink
            href={secondaryLink.to}
            variant="inverse"
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
