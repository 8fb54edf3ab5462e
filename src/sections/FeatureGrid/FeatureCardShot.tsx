import styled from 'styled-components';

import { fadeRunOff, ProductShot } from '@/components/ProductShot';
import { type ScreenshotName, screenshots } from '@/content/screenshots';

/**
 * The screen across the card's top, edge to edge (out through the card's padding), as a photo heads a
 * card: the narrow crop, the only part of a screen that reads at a card's width, faded out where the
 * crop cuts through the screen.
 */
const Bleed = styled.div`
  margin: ${({ theme }) => `-${theme.space[600]} -${theme.space[600]} ${theme.space[200]}`};
  overflow: hidden;
  ${fadeRunOff('right-bottom')}
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};

  figure {
    border-radius: 0;
    box-shadow: none;
  }
`;

/** The width of a card's screen: a third of the content on wide screens, half on tablets, all on phones. */
const cardShotSizes =
  '(min-width: 1440px) 448px, (min-width: 1200px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** A feature card's screen: its narrow crop across the card's top (FeatureGrid). */
export function FeatureCardShot({ screen }: { screen: ScreenshotName }) {
  const screenshot = screenshots[screen];
  return (
    <Bleed>
      <ProductShot screenshot={screenshot} sizes={cardShotSizes} narrow={{ sizes: cardShotSizes }} />
    </Bleed>
  );
}
