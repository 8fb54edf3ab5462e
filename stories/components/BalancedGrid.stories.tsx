import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { BalancedGrid } from '@/components/BalancedGrid';
import { Card } from '@/components/Card';
import { expectRows, stacked } from '@testing/stories/rows';

type GridDemoProps = {
  /** How many cards. */
  count: number;
  /** The narrowest a card may be, in rem. */
  minItemWidth: number;
  /** The most columns. */
  maxColumns: number;
};

/** A grid of numbered cards: what the site's sections (FeatureGrid, StepList, TeaserTiles…) are built on. */
function GridDemo({ count, minItemWidth, maxColumns }: GridDemoProps) {
  return (
    <BalancedGrid aria-label="Cards" $count={count} $minItemWidth={minItemWidth} $maxColumns={maxColumns}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} as="li" variant="elevated">
          Card {index + 1}
        </Card>
      ))}
    </BalancedGrid>
  );
}

const meta = {
  title: 'Components/BalancedGrid',
  component: GridDemo,
  args: { count: 4, minItemWidth: 14, maxColumns: 4 },
  argTypes: {
    count: { control: { type: 'range', min: 1, max: 12 } },
    minItemWidth: { control: { type: 'range', min: 8, max: 24, step: 0.5 } },
    maxColumns: { control: { type: 'range', min: 1, max: 6 } },
  },
} satisfies Meta<typeof GridDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: 'Cards' });

/** Four cards with room for all four (1440): one row. */
export const FourAcross: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expectRows(cardsOf(canvas), [4]);
  },
};

/** Four cards with room for three but not four (768): two by two, never three and one alone. */
export const FourWithRoomForThree: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expectRows(cardsOf(canvas), [2, 2]);
  },
};

/** Three cards with room for two but not three (375 with a narrower card): one column, never two and one. */
export const ThreeWithRoomForTwo: Story = {
  args: { count: 3, minItemWidth: 9 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectRows(cardsOf(canvas), stacked(3));
  },
};

/** Six cards, at most four columns (1440): two rows of three, never four and two. */
export const SixAtMostFour: Story = {
  args: { count: 6 },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expectRows(cardsOf(canvas), [3, 3]);
  },
};

/** Eight cards (1024): two rows of four. */
export const EightOnLaptop: Story = {
  args: { count: 8, minItemWidth: 12 },
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expectRows(cardsOf(canvas), [4, 4]);
  },
};

/**
 * Five cards (a count only 1 and 5 divide) with room for three (768): three, then two centred under
 * them, the last row more than half full, each card as wide as those above.
 */
export const FivePrimeCount: Story = {
  args: { count: 5 },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const list = cardsOf(canvas);
    await expectRows(list, [3, 2]);
    const cards = within(list).getAllByRole('listitem');
    const widths = cards.map((card) => Math.round(card.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    const listBox = list.getBoundingClientRect();
    const [fourth, fifth] = [cards[3], cards[4]].map((card) => card!.getBoundingClientRect());
    await expect(Math.abs(fourth!.left - listBox.left - (listBox.right - fifth!.right))).toBeLessThanOrEqual(1);
  },
};

/** The columns follow the grid's own width, not the window's: four cards in a 30rem column at 1440 sit two by two. */
export const InANarrowColumn: Story = {
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ width: '30rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expectRows(cardsOf(canvas), [2, 2]);
  },
};

/** On the narrowest phone (320) every grid is one column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expectRows(cardsOf(canvas), stacked(4));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
