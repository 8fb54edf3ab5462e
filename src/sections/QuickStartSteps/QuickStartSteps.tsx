import styled from 'styled-components';

import { Section, type SectionProps } from '@/components/Section';
import type { StepContent } from '@/content/types';
import { media } from '@/theme';

export type QuickStartStepsProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading. */
  title: string;
  /** The steps, in order; each is numbered from 1. */
  items: readonly StepContent[];
};

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[800]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.up('md')} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${({ theme }) => theme.space[600]};
  }
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  text-align: center;
  counter-increment: step;

  /* A line joining each number to the next, on screens wide enough to set the steps side by side. */
  ${media.up('md')} {
    &:not(:last-child)::after {
      content: '';
      position: absolute;
      top: 1.75rem;
      left: calc(50% + 2.25rem);
      right: calc(-50% + 2.25rem);
      border-top: 2px dashed ${({ theme }) => theme.color.border.strong};
    }
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-size: ${({ theme }) => theme.typography.fontSize[600]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};

  &::before {
    content: counter(step);
  }
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StepText = styled.p`
  max-width: 22rem;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * A short numbered how-to, side by side on wide screens and stacked on phones: the landing page's
 * three steps. The list is an `<ol>`, so the numbers are announced with it.
 */
export function QuickStartSteps({ title, items, ...rest }: QuickStartStepsProps) {
  return (
    <Section title={title} {...rest}>
      <Steps>
        {items.map((step) => (
          <Step key={step.title}>
            <StepNumber aria-hidden="true" />
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.description}</StepText>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
