import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { featuresContent } from '@/content/features';
import { homeContent } from '@/content/home';
import { BenefitChecklist } from '@/sections/BenefitChecklist';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

const meta = {
  title: 'Sections/BenefitChecklist',
  component: BenefitChecklist,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: homeContent.whyChoose.eyebrow,
    title: homeContent.whyChoose.title,
    description: homeContent.whyChoose.description,
    points: homeContent.whyChoose.points,
    align: 'center',
    containerSize: 'narrow',
  },
} satisfies Meta<typeof BenefitChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's why-choose list: eight points. */
export const WhyChoose: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Why Choose InvoiceFlow?' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** Built for Your Success on /features: eight benefits. */
export const BuiltForYourSuccess: Story = {
  args: {
    eyebrow: undefined,
    title: featuresContent.success.title,
    description: featuresContent.success.description,
    points: featuresContent.success.points,
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Built for Your Success' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const LongContent: Story = {
  args: {
    points: [
      'A benefit described at such length that it needs several lines on any screen, and still reads well',
      'Averyveryverylongwordwithoutanyspacesthatmustnotpushthepagesideways',
      'Short',
    ],
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
