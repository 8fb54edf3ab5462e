import { CircleCheck } from 'lucide-react';
import styled, { css } from 'styled-components';

import { BalancedGrid } from '@/components/BalancedGrid';
import { Section, type SectionProps } from '@/components/Section';
import { media } from '@/theme';

export type BenefitChecklistProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading ("Built for Your Success"). */
  title: string;
  /** The points, each a short line. */
  points: readonly string[];
  /**
   * Sets the heading beside the points from the large breakpoint, kept in view while they scroll past
   * (the landing page's why-choose band). @default false
   */
  headingBeside?: boolean;
};

/**
 * The heading beside the list: the band's container holds the section's header, then the list. Styled
 * here rather than in `Section`, so the pages that never use it do not load it.
 */
const Band = styled(Section)<{ $beside: boolean }>`
  ${({ theme, $beside }) =>
    $beside &&
    css`
      ${media.up('lg')} {
        > div {
          display: grid;
          grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
          gap: ${theme.space[1600]};
          align-items: start;
        }

        > div > :first-child {
          position: sticky;
          top: ${theme.space[2400]};
          margin-bottom: 0;
        }
      }
    `}
`;

/**
 * Two columns of about 40 characters a line at most, from the room for two 16rem columns up; one
 * column below that. Never more: a benefits list reads down, and eight points in four columns would
 * squeeze each to a few words a line.
 */
const MIN_POINT_WIDTH = 16;

/** Rows without a gap: the hairline above each point separates them. */
const List = styled(BalancedGrid)`
  margin: 0;
`;

/** A line to scan, not a card: hairlines between the points instead of a box around each. */
const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding-block: ${({ theme }) => theme.space[500]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  overflow-wrap: anywhere;

  /* The accent marks what you get, as in the feature cards' detail lists; centred on the first line. */
  svg {
    flex: none;
    margin-top: 0.05em;
    color: ${({ theme }) => theme.color.brand.accent};
  }
`;

/** A titled list of benefits with check marks, in two columns on wide screens: why choose us, built for your success. */
export function BenefitChecklist({ title, points, headingBeside = false, ...rest }: BenefitChecklistProps) {
  return (
    <Band title={title} $beside={headingBeside} {...rest}>
      <List $count={points.length} $maxColumns={2} $minItemWidth={MIN_POINT_WIDTH} $gap={1000} $rowGap={0}>
        {points.map((point) => (
          <Point key={point}>
            <CircleCheck size={22} aria-hidden="true" />
            {point}
          </Point>
        ))}
      </List>
    </Band>
  );
}
