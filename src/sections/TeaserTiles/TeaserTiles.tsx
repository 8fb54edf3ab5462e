import styled from 'styled-components';

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

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[600]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  text-align: center;
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
      <Grid>
        {items.map(({ icon: Icon, title, description }) => (
          <Tile key={title} forwardedAs="li" variant="elevated">
            <IconBadge aria-hidden="true" $size="xl" $tone="solid" $shape="round">
              <Icon size={26} />
            </IconBadge>
            <TileTitle>{title}</TileTitle>
            <TileText>{description}</TileText>
          </Tile>
        ))}
      </Grid>
    </Section>
  );
}
