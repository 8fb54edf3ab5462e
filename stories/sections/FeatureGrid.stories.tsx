import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { featuresContent } from '@/content/features';
import { homeContent } from '@/content/home';
import { FeatureGrid } from '@/sections/FeatureGrid';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: homeContent.features.eyebrow,
    title: homeContent.features.title,
    description: homeContent.features.description,
    items: homeContent.features.items,
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

/** The six cards of /features, each with a five-line detail list. */
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
    }
  },
};

/** The four benefit cards of /features, four across on wide screens. */
export const FourAcross: Story = {
  args: {
    eyebrow: featuresContent.benefits.eyebrow,
    title: featuresContent.benefits.title,
    description: undefined,
    items: featuresContent.benefits.items,
    columns: 4,
    tone: 'subtle',
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    // One row: every card starts at the same height.
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
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
      ...homeContent.features.items.slice(1, 3),
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
