import { Check, Clock } from 'lucide-react';
import styled, { css } from 'styled-components';

import { BalancedGrid } from '@/components/BalancedGrid';
import { Card } from '@/components/Card';
import { Chip } from '@/components/Chip';
import { Section, type SectionProps } from '@/components/Section';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { StepCopy } from '@/content/howItWorks';
import { media } from '@/theme';

export type StepListLayout = 'grid' | 'timeline';

export type StepListProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading ("Four Simple Steps"). */
  title: string;
  /** The steps, in order; they are numbered from 1. */
  items: StepCopy[];
  /**
   * `grid`: numbered cards side by side on wide screens (a short sequence with durations).
   * `timeline`: a vertical sequence joined by a line, with each step's details (a longer workflow).
   * @default 'grid'
   */
  layout?: StepListLayout;
  /** Read before a step's duration by screen readers ("Time needed: 1 min"). @default 'Time needed:' */
  durationLabel?: string;
};

/** Four step cards: 1, 2 or 4 across (never 3 + 1). Narrower, "Account Setup and Configuration" wraps badly. */
const MIN_STEP_WIDTH = 14;

const TimelineList = styled.ol<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $centered }) =>
    $centered &&
    css`
      margin-inline: auto;
    `}
`;

const GridStep = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
`;

const TimelineStep = styled.li`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};

  ${media.up('md')} {
    gap: ${({ theme }) => theme.space[600]};
  }
`;

/** The number and, below it, the line down to the next step. */
const Rail = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;

  li:not(:last-child) > &::after {
    content: '';
    flex: 1;
    width: 2px;
    margin-top: ${({ theme }) => theme.space[200]};
    background: ${({ theme }) => theme.color.brand.subtle};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const TimelineBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding-bottom: ${({ theme }) => theme.space[1000]};

  li:last-child > & {
    padding-bottom: 0;
  }
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  /* Level with the middle of the number beside it. */
  min-height: 2.5rem;
  display: flex;
  align-items: center;
`;

const StepText = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

const Details = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Detail = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.brand.accent};
  }
`;

/**
 * A numbered sequence of steps: how to get started (with how long each takes) or a detailed
 * workflow (with a few points per step). An ordered list, so its order is announced too.
 */
export function StepList({
  title,
  items,
  layout = 'grid',
  durationLabel = 'Time needed:',
  align,
  ...rest
}: StepListProps) {
  const content = (step: StepCopy) => (
    <>
      {step.duration && (
        <Chip tone="info" icon={<Clock />}>
          <VisuallyHidden>{durationLabel} </VisuallyHidden>
          {step.duration}
        </Chip>
      )}
      <StepText>{step.description}</StepText>
      {step.details && step.details.length > 0 && (
        <Details>
          {step.details.map((detail) => (
            <Detail key={detail}>
              <Check size={16} aria-hidden="true" />
              {detail}
            </Detail>
          ))}
        </Details>
      )}
    </>
  );

  return (
    <Section title={title} align={align} {...rest}>
      {layout === 'grid' ? (
        <BalancedGrid as="ol" $count={items.length} $minItemWidth={MIN_STEP_WIDTH}>
          {items.map((step, index) => (
            <GridStep key={step.title} forwardedAs="li" variant="elevated">
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <StepTitle>{step.title}</StepTitle>
              {content(step)}
            </GridStep>
          ))}
        </BalancedGrid>
      ) : (
        <TimelineList $centered={align === 'center'}>
          {items.map((step, index) => (
            <TimelineStep key={step.title}>
              <Rail>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              </Rail>
              <TimelineBody>
                <StepTitle>{step.title}</StepTitle>
                {content(step)}
              </TimelineBody>
            </TimelineStep>
          ))}
        </TimelineList>
      )}
    </Section>
  );
}
