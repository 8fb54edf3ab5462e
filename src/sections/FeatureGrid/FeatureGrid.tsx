import { Check } from 'lucide-react';
import styled from 'styled-components';

import { Card } from '@/components/Card';
import { IconBadge } from '@/components/IconBadge';
import { Section, type SectionProps } from '@/components/Section';
import type { FeatureCardContent } from '@/content/types';
import { media } from '@/theme';

export type FeatureGridProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading. */
  title: string;
  /** The cards, in reading order. A card with `details` lists them under its description. */
  items: readonly FeatureCardContent[];
  /** Columns from the large breakpoint up; two from the small one, one on phones. @default 3 */
  columns?: 2 | 3 | 4;
};

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[600]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const FeatureCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const FeatureIcon = styled(IconBadge)`
  margin-bottom: ${({ theme }) => theme.space[100]};
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const CardText = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const DetailList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  margin: ${({ theme }) => `${theme.space[200]} 0 0`};
  padding: ${({ theme }) => `${theme.space[400]} 0 0`};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Detail = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.brand.accent};
  }
`;

/**
 * A titled grid of cards, each an icon, a heading, a sentence and optionally a list of details: the
 * landing page's six features, the detailed features and the benefits of /features.
 */
export function FeatureGrid({ title, items, columns = 3, ...rest }: FeatureGridProps) {
  return (
    <Section title={title} {...rest}>
      <Grid $columns={columns}>
        {items.map(({ icon: Icon, title: itemTitle, description, details }) => (
          <FeatureCard key={itemTitle} forwardedAs="li" variant="elevated">
            <FeatureIcon aria-hidden="true" $size="lg" $tone="subtleStrong">
              <Icon size={24} />
            </FeatureIcon>
            <CardTitle>{itemTitle}</CardTitle>
            <CardText>{description}</CardText>
            {details && details.length > 0 && (
              <DetailList aria-label={`${itemTitle} details`}>
                {details.map((detail) => (
                  <Detail key={detail}>
                    <Check size={16} aria-hidden="true" />
                    {detail}
                  </Detail>
                ))}
              </DetailList>
            )}
          </FeatureCard>
        ))}
      </Grid>
    </Section>
  );
}
