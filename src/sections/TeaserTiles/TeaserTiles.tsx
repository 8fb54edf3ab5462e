import styled, { css } from 'styled-components';

import { BalancedGrid, whenStackedAndWide } from '@/components/BalancedGrid';
import { Card } from '@/components/Card';
import { IconBadge } from '@/components/IconBadge';
import { Section, type SectionProps } from '@/components/Section';
import type { TeaserTileCopy } from '@/content/comingSoon';

export type TeaserTilesProps = Omit<SectionProps, 'children' | 'title'> & {
  /** Names the section for screen readers; not shown, the tiles speak for themselves. */
  label: string;
  /** The tiles, in reading order. */
  items: TeaserTileCopy[];
};

/** Three tiles: one column, or all three side by side (never 2 + 1). */
const MIN_TILE_WIDTH = 14;
/** From this width (rem) a tile alone on its row sets its icon beside its text. */
const SIDE_BY_SIDE_FROM = 30;

const Tile = styled(Card)<{ $count: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  text-align: center;

  ${({ theme, $count }) =>
    whenStackedAndWide(
      { count: $count, minItemWidth: MIN_TILE_WIDTH, gap: parseFloat(theme.space[600]) },
      SIDE_BY_SIDE_FROM,
      css`
        flex-direction: row;
        gap: ${theme.space[500]};
        text-align: start;
      `,
    )}
`;

const TileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

const TileTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const TileText = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** A row of short teaser tiles (Launch Ready, Almost There, Be First), each an icon, a title and a line. */
export function TeaserTiles({ label, items, ...rest }: TeaserTilesProps) {
  return (
    <Section aria-label={label} padding="sm" {...rest}>
      <BalancedGrid $count={items.length} $minItemWidth={MIN_TILE_WIDTH}>
        {items.map(({ icon: Icon, title, description }) => (
          <Tile key={title} forwardedAs="li" variant="elevated" $count={items.length}>
            <IconBadge aria-hidden="true" $size="xl" $tone="solid" $shape="round">
              <Icon size={26} />
            </IconBadge>
            <TileBody>
              <TileTitle>{title}</TileTitle>
              <TileText>{description}</TileText>
            </TileBody>
          </Tile>
        ))}
      </BalancedGrid>
    </Section>
  );
}
