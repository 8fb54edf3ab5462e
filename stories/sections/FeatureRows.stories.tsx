import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { homeContent } from '@/content/home';
import { FeatureRows } from '@/sections/FeatureRows';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

const meta = {
  title: 'Sections/FeatureRows',
  component: FeatureRows,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: homeContent.steps.eyebrow,
    title: homeContent.steps.title,
    description: homeContent.steps.description,
    items: homeContent.steps.items,
    align: 'center',
    tone: 'subtle',
  },
} satisfies Meta<typeof FeatureRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: homeContent.steps.title })).getAllByRole('listitem');

/** The landing page's three steps, in order, each beside the screen it happens on. */
export const ThreeSteps: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: homeContent.steps.title })).getByRole('list');
    // An ordered list: the step numbers are announced with it.
    await expect(list.tagName).toBe('OL');
    const rows = rowsOf(canvas);
    await expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Register & Setup',
      'Add Clients & Products',
      'Create & Track Invoices',
    ]);
    for (const [index, row] of rows.entries()) {
      const image = within(row).getByRole('img', { name: homeContent.steps.items[index]!.shot.screenshot.alt });
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

/** At 1440 px the rows zigzag: text left and screen right, then flipped, then back. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const textIsLeft = rowsOf(canvas).map((row) => {
      const heading = within(row).getByRole('heading', { level: 3 }).getBoundingClientRect();
      const figure = within(row).getByRole('img').closest('figure')!.getBoundingClientRect();
      return heading.right <= figure.left;
    });
    await expect(textIsLeft).toEqual([true, false, true]);
  },
};

/**
 * On a phone each step reads first, then its screen's narrow crop, which keeps a readable width and fades
 * out where it runs off the right edge.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    for (const row of rowsOf(canvas)) {
      const heading = within(row).getByRole('heading', { level: 3 }).getBoundingClientRect();
      const figure = within(row).getByRole('img').closest('figure')!.getBoundingClientRect();
      await expect(figure.top).toBeGreaterThan(heading.bottom);
      // 26 rem: three quarters of the crop's own size.
      await expect(figure.width).toBeGreaterThanOrEqual(416);
      await expect(Math.round((figure.width / figure.height) * 100) / 100).toBe(1.33);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Long titles and descriptions wrap beside their screens. */
export const LongText: Story = {
  args: {
    items: homeContent.steps.items.map((item) => ({
      ...item,
      title: `${item.title}, with everything a growing business needs on day one`,
      description: `${item.description} ${item.description} ${item.description}`,
    })),
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    for (const row of rowsOf(canvas)) {
      const heading = within(row).getByRole('heading', { level: 3 }).getBoundingClientRect();
      const figure = within(row).getByRole('img').closest('figure')!.getBoundingClientRect();
      await expect(heading.right <= figure.left || heading.left >= figure.right).toBe(true);
    }
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
