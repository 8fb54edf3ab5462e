import styled from 'styled-components';

import { fadeRunOff, narrowCropMinWidth, ProductShot } from '@/components/ProductShot';
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

/** The narrowest a tile's part of a screen is drawn (36 rem): in a small tile it runs past the tile's edge. */
const minShotWidth = '36rem';

/** The share of the content width each tile's image spans, from the large breakpoint up (twelve columns). */
const spans = [7, 5, 4, 4, 4, 12] as const;

/**
 * Where a tile shows its screen's narrow crop: the first and the last, as wide as the band on tablets,
 * only on phones; the four between, half the band on tablets, up to the large breakpoint. There the
 * part of a screen would be drawn at a third of its size, or cut mid-word at the tile's edge; the crops
 * are all 4:3, so tiles side by side end level (before, Client Management's wide, short crop left
 * 110 px empty beside its neighbour at 768 px).
 */
const isWideOnTablets = (index: number) => index % spans.length === 0 || index % spans.length === 5;
const narrowBelow = (index: number) => (isWideOnTablets(index) ? 'sm' : 'lg');

/** The width a tile's narrow crop is drawn at: its tile's, less the padding, and never under `narrowCropMinWidth`. */
const narrowSizes = (index: number) =>
  isWideOnTablets(index)
    ? `max(${narrowCropMinWidth}, calc(100vw - 3.5rem))`
    : `max(${narrowCropMinWidth}, calc(50vw - 4.5rem))`;

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

/**
 * The screen runs off the tile's right and bottom edges, as if the window went on behind it, fading out
 * there rather than ending on half a word.
 */
const Shot = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[600]} 0 0 ${theme.space[600]}`};
  ${fadeRunOff('right-bottom')}

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[800]} 0 0 ${theme.space[800]}`};
  }

  figure {
    /* A part of a screen keeps a readable width where its tile is narrower, and runs past the edge. */
    width: max(100%, ${minShotWidth});
    border-radius: ${({ theme }) => `${theme.radius.md} 0 0 0`};
  }

  /* Where the tile shows the narrow crop (see narrowBelow), the crop's own readable width. */
  ${media.down('lg')} {
    ${Tile}:not(:nth-child(6n + 1), :nth-child(6n)) > & figure {
      width: max(100%, ${narrowCropMinWidth});
    }
  }

  ${media.down('sm')} {
    figure {
      width: max(100%, ${narrowCropMinWidth});
    }
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
  const tabletShare = (isWideOnTablets(index) ? 1 : 0.5) * zoom;
  const px = (share: number) => `${Math.ceil(share * 1376)}px`;
  const vw = (share: number) => `${Math.ceil(share * 100)}vw`;
  // Below 640 px every tile shows its narrow crop; the four half-width tiles do up to 1200 px.
  return `(min-width: 1440px) ${px(largeShare)}, (min-width: 1200px) ${vw(largeShare)}, ${vw(tabletShare)}`;
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
                narrow={{ media: media.below(narrowBelow(index)), sizes: narrowSizes(index) }}
              />
            </Shot>
          </Tile>
        ))}
      </Grid>
    </Section>
  );
}
