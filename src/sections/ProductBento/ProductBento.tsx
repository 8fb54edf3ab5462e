import styled from 'styled-components';

import { ProductShot } from '@/components/ProductShot';
import { Section, type SectionProps } from '@/components/Section';
import type { FeatureCardContent, ScreenCrop } from '@/content/types';
import { media, typeScale } from '@/theme';

export type ProductBentoItem = FeatureCardContent & {
  /** The part of a product screen that shows the feature. */
  shot: ScreenCrop;
};

export type ProductBentoProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading. */
  title: string;
  /**
   * The features, in reading order. Laid out for six on wide screens: a wide and a narrow tile, three
   * even ones, then a full-width one with its screen beside the text.
   */
  items: readonly ProductBentoItem[];
};

/** The narrowest a tile's screen is drawn (36 rem): on a phone it runs past the tile's edge. */
const minShotWidth = '36rem';

/** The share of the content width each tile's image spans, from the large breakpoint up (twelve columns). */
const spans = [7, 5, 4, 4, 4, 12] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[600]};

    /* The first and the last are wide: 1, 2 + 2, 1 on tablets. */
    > li:nth-child(6n + 1),
    > li:nth-child(6n) {
      grid-column: span 2;
    }
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(12, minmax(0, 1fr));

    ${spans.map((span, index) => `> li:nth-child(6n + ${index + 1}) { grid-column: span ${span}; }`).join('\n')}
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface.subtle};

  /* The last, full-width tile: its text and screen side by side. */
  ${media.up('lg')} {
    &:nth-child(6n) {
      display: grid;
      grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
      align-items: center;
    }
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[600]} ${theme.space[600]} 0`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[800]} ${theme.space[800]} 0`};
  }

  ${Tile}:nth-child(6n) > & {
    ${media.up('lg')} {
      padding-bottom: ${({ theme }) => theme.space[800]};
    }
  }
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  ${({ theme }) => typeScale(theme, 'item')}

  svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand.accent};
  }
`;

const Description = styled.p`
  max-width: 34rem;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The screen runs off the tile's right and bottom edges, as if the window went on behind it. */
const Shot = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[600]} 0 0 ${theme.space[600]}`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[800]} 0 0 ${theme.space[800]}`};
  }

  figure {
    /* On phones the part of the screen would be too small to read at the tile's width: it keeps a
       readable width and the tile cuts it at its right edge. */
    width: max(100%, ${minShotWidth});
    border-radius: ${({ theme }) => `${theme.radius.md} 0 0 0`};
  }
`;

/**
 * The width each tile's whole image is drawn at: the tile's share of the content width, scaled up by
 * how much of the screen the crop leaves out. Rounded up, so the browser never picks too small a file.
 */
function sizesOf(index: number, cropWidth: number, screenWidth: number) {
  const zoom = screenWidth / cropWidth;
  const large = spans[index % spans.length] ?? 12;
  // The last tile gives its text a third of its width.
  const largeShare = ((index % spans.length === 5 ? 8 : large) / 12) * zoom;
  const tabletShare = (index % spans.length === 0 || index % spans.length === 5 ? 1 : 0.5) * zoom;
  const px = (share: number) => `${Math.ceil(share * 1376)}px`;
  const vw = (share: number) => `${Math.ceil(share * 100)}vw`;
  // Below 640 px the screen is at least 36 rem (576 px) wide, at most the viewport.
  return `(min-width: 1440px) ${px(largeShare)}, (min-width: 1200px) ${vw(largeShare)}, (min-width: 640px) ${vw(tabletShare)}, ${Math.ceil(640 * zoom)}px`;
}

/**
 * The product's features as a bento of its real screens: each tile a title, a sentence and the part of
 * a screen that shows it, in tiles of varied widths instead of a grid of identical cards.
 */
export function ProductBento({ title, items, ...rest }: ProductBentoProps) {
  return (
    <Section title={title} {...rest}>
      <Grid>
        {items.map(({ icon: Icon, title: itemTitle, description, shot }, index) => (
          <Tile key={itemTitle}>
            <Text>
              <Title>
                <Icon size={20} aria-hidden="true" />
                {itemTitle}
              </Title>
              <Description>{description}</Description>
            </Text>
            <Shot>
              <ProductShot
                screenshot={shot.screenshot}
                crop={shot.crop}
                sizes={sizesOf(index, shot.crop.width, shot.screenshot.width)}
              />
            </Shot>
          </Tile>
        ))}
      </Grid>
    </Section>
  );
}
