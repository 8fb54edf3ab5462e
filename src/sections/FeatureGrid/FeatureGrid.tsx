import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';

import { BalancedGrid, whenStackedAndWide } from '@/components/BalancedGrid';
import { Card } from '@/components/Card';
import { IconBadge } from '@/components/IconBadge';
import { deferredSection } from '@/components/lazyComponent';
import { Section, type SectionProps } from '@/components/Section';
import type { ScreenshotName } from '@/content/screenshots';
import type { FeatureCardContent } from '@/content/types';

export type FeatureGridItem = FeatureCardContent & {
  /** The product screen that shows the feature, by name: its narrow crop heads the card. */
  shot?: ScreenshotName;
};

export type FeatureGridProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading. */
  title: string;
  /**
   * The cards, in reading order. A card with `details` lists them under its description; one with a
   * `shot` opens on the part of the product screen it is about.
   */
  items: readonly FeatureGridItem[];
  /**
   * The most columns, on wide screens. Narrower, the grid takes fewer, and only counts that leave no
   * card alone on the last row (four cards: 4, 2, then 1; six: 3, 2, then 1).
   * @default 3
   */
  columns?: 2 | 3 | 4;
};

/**
 * A card's screen, never hydrated: a picture needs no script, so a prerendered /features fetches none
 * for it (a navigation there does).
 */
const FeatureCardShot = deferredSection(() => import('./FeatureCardShot').then((module) => module.FeatureCardShot), {
  hydrate: 'never',
});

/** Cards narrower than this squeeze a title like "Product & Service Catalogue" onto three lines. */
const MIN_CARD_WIDTH = 14;
/** From this width (rem) a card alone on its row sets its icon beside its text. */
const SIDE_BY_SIDE_FROM = 30;

const FeatureCard = styled(Card)<{ $count: number; $maxColumns: number; $hasShot: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};

  /* Three cards stack until three fit side by side: on a tablet each is as wide as the page. A card
     headed by its screen stays a column: the screen over the text. */
  ${({ theme, $count, $maxColumns, $hasShot }) =>
    !$hasShot &&
    whenStackedAndWide(
      { count: $count, maxColumns: $maxColumns, minItemWidth: MIN_CARD_WIDTH, gap: parseFloat(theme.space[600]) },
      SIDE_BY_SIDE_FROM,
      css`
        flex-direction: row;
        align-items: flex-start;
        gap: ${theme.space[500]};
      `,
    )}
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
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
 * A titled grid of cards, each an icon, a heading, a sentence and optionally a list of details and the
 * product screen it is about: the detailed features (with their screens) and the benefits of /features,
 * the values and expertise of /about.
 */
export function FeatureGrid({ title, items, columns = 3, ...rest }: FeatureGridProps) {
  return (
    <Section title={title} {...rest}>
      <BalancedGrid $count={items.length} $maxColumns={columns} $minItemWidth={MIN_CARD_WIDTH}>
        {items.map(({ icon: Icon, title: itemTitle, description, details, shot }) => (
          <FeatureCard
            key={itemTitle}
            forwardedAs="li"
            variant="elevated"
            $count={items.length}
            $maxColumns={columns}
            $hasShot={shot !== undefined}
          >
            {shot && <FeatureCardShot screen={shot} />}
            <IconBadge aria-hidden="true" $size="lg" $tone="subtleStrong">
              <Icon size={24} />
            </IconBadge>
            <CardBody>
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
            </CardBody>
          </FeatureCard>
        ))}
      </BalancedGrid>
    </Section>
  );
}
