import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { featuresContent } from '@/content/features';
import { homeContent } from '@/content/home';
import { BenefitChecklist } from '@/sections/BenefitChecklist';
import { expectRows, stacked } from '@testing/stories/rows';
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

/**
 * The landing page's why-choose list: eight points, each a check and its text on the page itself (no
 * box around it), in two columns on a wide screen, lines short enough to read at a glance.
 */
export const WhyChoose: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Why Choose InvoiceFlow?' });
    const list = within(section).getByRole('list');
    const points = within(list).getAllByRole('listitem');
    await expect(points).toHaveLength(8);
    await expectRows(list, [2, 2, 2, 2]);
    for (const point of points) {
      const style = getComputedStyle(point);
      // A hairline above, never a box around.
      await expect(style.borderLeftWidth).toBe('0px');
      await expect(style.borderBottomWidth).toBe('0px');
      await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
      // About 45 characters a line at most: a column no wider than 26rem.
      await expect(point.getBoundingClientRect().width).toBeLessThanOrEqual(26 * 16);
      await expect(point.querySelector('svg')).not.toBeNull();
    }
  },
};

/** Two columns at 1024 and at 768 too. */
export const WhyChooseOnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [2, 2, 2, 2]);
  },
};

export const WhyChooseOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [2, 2, 2, 2]);
  },
};

/** One column on a phone. */
export const WhyChooseOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), stacked(8));
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

/** The landing page's band at 1440 px: the heading beside the points, which read in two columns. */
export const HeadingBeside: Story = {
  args: { headingBeside: true, align: 'start', containerSize: 'default' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Why Choose InvoiceFlow?' });
    const points = canvas.getAllByRole('listitem');
    await expect(points[0]!.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await expect(Math.round(points[0]!.getBoundingClientRect().top)).toBe(
      Math.round(points[1]!.getBoundingClientRect().top),
    );
  },
};

/** On a phone the heading comes first, then the points in one column. */
export const HeadingBesideMobile: Story = {
  args: HeadingBeside.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Why Choose InvoiceFlow?' });
    const points = canvas.getAllByRole('listitem');
    await expect(points[0]!.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(points[1]!.getBoundingClientRect().top).toBeGreaterThan(points[0]!.getBoundingClientRect().bottom - 1);
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
