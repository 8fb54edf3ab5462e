import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { homeContent } from '@/content/home';
import { QuickStartSteps } from '@/sections/QuickStartSteps';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

const meta = {
  title: 'Sections/QuickStartSteps',
  component: QuickStartSteps,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: homeContent.steps.eyebrow,
    title: homeContent.steps.title,
    description: homeContent.steps.description,
    items: homeContent.steps.items,
    tone: 'subtle',
    align: 'center',
  },
} satisfies Meta<typeof QuickStartSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Register & Setup',
      'Add Clients & Products',
      'Create & Track Invoices',
    ]);
    // Side by side on wide screens.
    const tops = new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const Stacked: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
