import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hourglass, Rocket, Star } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { TeaserTiles } from '@/sections/TeaserTiles';

const meta = {
  title: 'Sections/TeaserTiles',
  component: TeaserTiles,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'What happens next',
    items: [
      { icon: Rocket, title: 'Launch Ready', description: 'Built, tested and ready.' },
      { icon: Hourglass, title: 'Almost There', description: 'The finishing touches.' },
      { icon: Star, title: 'Be First', description: 'Join the waitlist for early access.' },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof TeaserTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tiles in a named region, side by side on a wide screen. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'What happens next' });
    const tiles = within(region).getAllByRole('listitem');
    await expect(tiles).toHaveLength(3);
    await expect(
      within(region)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Launch Ready', 'Almost There', 'Be First']);
    await expect(new Set(tiles.map((tile) => tile.getBoundingClientRect().top)).size).toBe(1);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
