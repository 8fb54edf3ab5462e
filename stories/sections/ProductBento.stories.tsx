import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { homeContent } from '@/content/home';
import { ProductBento } from '@/sections/ProductBento';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

const meta = {
  title: 'Sections/ProductBento',
  component: ProductBento,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: homeContent.features.eyebrow,
    title: homeContent.features.title,
    description: homeContent.features.description,
    items: homeContent.features.items,
    align: 'center',
  },
} satisfies Meta<typeof ProductBento>;

export default meta;
type Story = StoryObj<typeof meta>;

const tilesOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: homeContent.features.title })).getAllByRole('listitem');

/** The landing page's six features, each with the part of a real screen that shows it. */
export const SixFeatures: Story = {
  play: async ({ canvas }) => {
    const tiles = tilesOf(canvas);
    await expect(tiles).toHaveLength(6);
    for (const [index, tile] of tiles.entries()) {
      const item = homeContent.features.items[index]!;
      await expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent(item.title);
      await expect(tile).toHaveTextContent(item.description);
      // A product screen, not an icon: below the first screen, so it loads as it comes near.
      const image = within(tile).getByRole('img', { name: item.shot.screenshot.alt });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('srcset', item.shot.screenshot.srcSet);
    }
  },
};

/** At 1440 px the tiles vary: a wide and a narrow one, three even ones, then one across the band with its screen beside the text. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const widths = tilesOf(canvas).map((tile) => Math.round(tile.getBoundingClientRect().width));
    const [first, second, third, fourth, fifth, last] = widths as [number, number, number, number, number, number];
    await expect(first).toBeGreaterThan(second);
    await expect(third).toBe(fourth);
    await expect(fourth).toBe(fifth);
    await expect(last).toBeGreaterThan(first);
    // The first row ends where the last tile ends: no hole at the end of a row.
    const tiles = tilesOf(canvas);
    await expect(Math.round(tiles[1]!.getBoundingClientRect().right)).toBe(
      Math.round(tiles[5]!.getBoundingClientRect().right),
    );
    // The last tile's screen sits beside its text, not under it.
    const lastTile = tiles[5]!;
    const heading = within(lastTile).getByRole('heading', { level: 3 });
    const image = within(lastTile).getByRole('img');
    await expect(image.closest('figure')!.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right,
    );
  },
};

/**
 * On a tablet: one wide tile, two pairs, one wide tile. The pairs show their screens' narrow crops, all
 * 4:3, so the tiles of a pair end level and neither is left with a blank band (Client Management was).
 */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const tops = tilesOf(canvas).map((tile) => Math.round(tile.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(4);
    await expect(tops[1]).toBe(tops[2]);
    await expect(tops[3]).toBe(tops[4]);
    const figures = tilesOf(canvas).map((tile) => within(tile).getByRole('img').closest('figure')!);
    const height = (figure: Element) => Math.round(figure.getBoundingClientRect().height);
    await expect(height(figures[1]!)).toBe(height(figures[2]!));
    await expect(height(figures[3]!)).toBe(height(figures[4]!));
  },
};

/** On a phone the tiles stack, and each shows its screen's narrow crop at a readable width, faded at the tile's edges. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    for (const tile of tilesOf(canvas)) {
      const figure = within(tile).getByRole('img').closest('figure')!;
      await expect(figure.getBoundingClientRect().width).toBeGreaterThanOrEqual(416);
      await expect(figure.getBoundingClientRect().width / figure.getBoundingClientRect().height).toBeCloseTo(4 / 3, 1);
      await expect(tile.getBoundingClientRect().width).toBeLessThan(375);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Long titles and descriptions wrap inside their tiles. */
export const LongText: Story = {
  args: {
    items: homeContent.features.items.map((item) => ({
      ...item,
      title: `${item.title} for freelancers, small businesses and growing teams`,
      description: `${item.description} ${item.description}`,
    })),
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    for (const tile of tilesOf(canvas)) {
      const heading = within(tile).getByRole('heading', { level: 3 });
      await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(tile.getBoundingClientRect().right);
    }
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
