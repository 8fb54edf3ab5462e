import { CircleCheck } from 'lucide-react';
import styled from 'styled-components';

import { Section, type SectionProps } from '@/components/Section';
import { media } from '@/theme';

export type BenefitChecklistProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading ("Built for Your Success"). */
  title: string;
  /** The points, each a short line. */
  points: readonly string[];
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[800]};
  }
`;

const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand.accent};
  }
`;

/** A titled list of benefits with check marks, in two columns on wide screens: why choose us, built for your success. */
export function BenefitChecklist({ title, points, ...rest }: BenefitChecklistProps) {
  return (
    <Section title={title} {...rest}>
      <List>
        {points.map((point) => (
          <Point key={point}>
            <CircleCheck size={22} aria-hidden="true" />
            {point}
          </Point>
        ))}
      </List>
    </Section>
  );
}
