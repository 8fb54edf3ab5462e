import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, Briefcase, Eye, FileText, Lightbulb, ShieldCheck, Sparkles } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { IconCardGrid } from '../../src/sections/IconCardGrid';

const meta = {
  title: 'Sections/IconCardGrid',
  component: IconCardGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'What we believe',
    title: 'Our Values',
    description: 'Four principles guide everything we build.',
    align: 'center',
    items: [
      { icon: Sparkles, title: 'Simplicity First', description: 'Signup to first invoice in minutes.' },
      { icon: Eye, title: 'Full Transparency', description: 'You always know where you stand.' },
      { icon: Briefcase, title: 'Business Focus', description: 'Features that help you get paid.' },
      { icon: Lightbulb, title: 'Innovation Drive', description: 'Always improving.' },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof IconCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four values: a list of cards, each headed, in four columns on a wide screen. */
export const FourItems: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Simplicity First', 'Full Transparency', 'Business Focus', 'Innovation Drive']);
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** Three areas of expertise. */
export const ThreeItems: Story = {
  args: {
    eyebrow: 'What we know',
    title: 'Our Expertise',
    description: 'Three disciplines professional invoicing depends on.',
    items: [
      { icon: FileText, title: 'Invoicing and Billing', description: 'Creation, sending and tracking.' },
      { icon: BarChart3, title: 'Financial Analytics', description: 'Earnings, reports and exports.' },
      { icon: ShieldCheck, title: 'Security and Cloud', description: 'Token-based security.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** At 320 px the cards stack in one column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    const lefts = cards.map((card) => card.getBoundingClientRect().left);
    await expect(new Set(lefts).size).toBe(1);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
