import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { aboutContent } from '@/content/about';
import { featuresContent } from '@/content/features';
import { homeContent } from '@/content/home';
import { screenshots } from '@/content/screenshots';
import { FeatureGrid } from '@/sections/FeatureGrid';
import { expectRows, stacked } from '@testing/stories/rows';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

/** The home page's six features as plain cards (the bento's crops are the home page's own, not a card's). */
const sixFeatures = homeContent.features.items.map(({ icon, title, description }) => ({ icon, title, description }));

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: homeContent.features.eyebrow,
    title: homeContent.features.title,
    description: homeContent.features.description,
    items: sixFeatures,
    align: 'center',
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's six features. */
export const SixFeatures: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: homeContent.features.title });
    const cards = within(section).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    // Each item is a Card: its surface and outline, not a bare list item.
    for (const card of cards) {
      await expect(getComputedStyle(card).borderTopWidth).toBe('1px');
      await expect(getComputedStyle(card).boxShadow).not.toBe('none');
    }
    await expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Invoice Management',
      'Client Management',
      'Product & Service Catalogue',
      'Custom Invoice Templates',
      'Analytics Dashboard',
      'Reports & Exports',
    ]);
  },
};

/** The six cards of /features, each with a five-line detail list, headed by the home page's screen for it. */
export const WithDetails: Story = {
  args: {
    eyebrow: featuresContent.details.eyebrow,
    title: featuresContent.details.title,
    description: featuresContent.details.description,
    items: featuresContent.details.items,
  },
  play: async ({ canvas }) => {
    for (const item of featuresContent.details.items) {
      const details = canvas.getByRole('list', { name: `${item.title} details` });
      await expect(within(details).getAllByRole('listitem')).toHaveLength(5);
      // Its screen's narrow crop, the only part of a screen that reads at a card's width.
      const card = details.closest('li')!;
      const shot = within(card).getByRole('img', { name: screenshots[item.shot].alt });
      await expect(shot).toHaveAttribute('srcset', screenshots[item.shot].narrow.srcSet);
    }
  },
};

/** The grid of cards: the list named by the section's heading. */
const gridOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('list')[0] as HTMLElement;

/** Six cards on a phone: one column. */
export const SixOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), stacked(6));
  },
};

/** Six cards on a tablet: two rows of three (never four and two). */
export const SixOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [3, 3]);
  },
};

/** Six cards at 1024 and at 1440: two rows of three. */
export const SixOnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [3, 3]);
  },
};

export const SixOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [3, 3]);
  },
};

const fourBenefits = {
  eyebrow: featuresContent.benefits.eyebrow,
  title: featuresContent.benefits.title,
  description: undefined,
  items: featuresContent.benefits.items,
  columns: 4,
  tone: 'subtle',
} as const;

/** The four benefit cards of /features, four across on wide screens. */
export const FourAcross: Story = {
  args: fourBenefits,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(gridOf(canvasElement)).getAllByRole('listitem')).toHaveLength(4);
    await expectRows(gridOf(canvasElement), [4]);
  },
};

/** Four cards where three would fit but four do not (1024): two by two, never three and one alone. */
export const FourOnLaptop: Story = {
  args: fourBenefits,
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [2, 2]);
  },
};

export const FourOnTablet: Story = {
  args: fourBenefits,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [2, 2]);
  },
};

export const FourOnPhone: Story = {
  args: fourBenefits,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), stacked(4));
  },
};

const threeAreas = {
  eyebrow: aboutContent.expertise.eyebrow,
  title: aboutContent.expertise.title,
  description: aboutContent.expertise.description,
  items: aboutContent.expertise.items,
} as const;

/** Three cards (Our Expertise) on a wide screen: one row of three. */
export const ThreeOnDesktop: Story = {
  args: threeAreas,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [3]);
  },
};

/** Three cards at 768: still one row of three, never two and one alone. */
export const ThreeOnTablet: Story = {
  args: threeAreas,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectRows(gridOf(canvasElement), [3]);
  },
};

/**
 * Three cards at 640, where three do not fit: one column, and each card, as wide as the page, sets its
 * icon beside its text instead of above it.
 */
export const ThreeStackedWide: Story = {
  args: threeAreas,
  parameters: { viewport: { options: { small: { name: 'Small 640', styles: { width: '640px', height: '900px' } } } } },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    await expectRows(grid, stacked(3));
    for (const card of within(grid).getAllByRole('listitem')) {
      const icon = card.firstElementChild as HTMLElement;
      const heading = within(card).getByRole('heading', { level: 3 });
      await expect(icon.getBoundingClientRect().right).toBeLessThanOrEqual(heading.getBoundingClientRect().left);
    }
  },
};

/** On a phone the three stack, each with its icon above its heading. */
export const ThreeOnPhone: Story = {
  args: threeAreas,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    await expectRows(grid, stacked(3));
    const card = within(grid).getAllByRole('listitem')[0] as HTMLElement;
    const icon = card.firstElementChild as HTMLElement;
    await expect(icon.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(card).getByRole('heading', { level: 3 }).getBoundingClientRect().top,
    );
  },
};

export const LongContent: Story = {
  args: {
    title: 'Cards with long words and long sentences wrap inside their card',
    items: [
      {
        icon: FileText,
        title: 'Internationalisation-ready multi-currency invoicing',
        description:
          'Supercalifragilisticexpialidocious descriptions and very long unbroken words such as Donaudampfschifffahrtsgesellschaftskapitän stay inside the card.',
        details: ['A detail line that is long enough to wrap onto a second line on every phone screen'],
      },
      ...sixFeatures.slice(1, 3),
    ],
  },
};

export const Narrow: Story = {
  args: { items: featuresContent.details.items },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
