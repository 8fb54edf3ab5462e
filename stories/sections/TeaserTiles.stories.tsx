import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hourglass, Rocket, Star } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { TeaserTiles } from '@/sections/TeaserTiles';
import { expectRows, stacked } from '@testing/stories/rows';

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
    await expectRows(within(region).getByRole('list'), [3]);
  },
};

/** At 1024 and at 768: still one row of three, never two and one alone. */
export const OnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [3]);
  },
};

export const OnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [3]);
  },
};

/** At 640 three do not fit: one column, each tile with its icon beside its text. */
export const StackedWide: Story = {
  parameters: { viewport: { options: { small: { name: 'Small 640', styles: { width: '640px', height: '900px' } } } } },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expectRows(list, stacked(3));
    for (const tile of within(list).getAllByRole('listitem')) {
      const icon = tile.firstElementChild as HTMLElement;
      await expect(icon.getBoundingClientRect().right).toBeLessThanOrEqual(
        within(tile).getByRole('heading').getBoundingClientRect().left,
      );
    }
  },
};

/** On a phone: one column, each tile centred with its icon above its title. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expectRows(list, stacked(3));
    const tile = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect((tile.firstElementChild as HTMLElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(tile).getByRole('heading').getBoundingClientRect().top,
    );
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
