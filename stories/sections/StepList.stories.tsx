import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StepList } from '@/sections/StepList';
import { expectRows, stacked } from '@testing/stories/rows';

const meta = {
  title: 'Sections/StepList',
  component: StepList,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Getting started',
    title: 'Four Simple Steps',
    description: 'Everything you need before your first invoice.',
    align: 'center',
    items: [
      { title: 'Account Setup and Configuration', duration: '1 min', description: 'Register and set up.' },
      { title: 'Build Your Business Database', duration: '5 mins', description: 'Add clients and products.' },
      { title: 'Customize Templates', duration: '2 mins', description: 'Add your logo and colours.' },
      { title: 'Create and Manage Invoices', duration: 'Ongoing', description: 'Create, send and track.' },
    ],
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered cards, each with the time it takes, read out as "Time needed: 1 min". */
export const WithDurations: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(within(steps[0] as HTMLElement).getByText('1 min')).toBeVisible();
    await expect(steps[0]).toHaveTextContent('Time needed: 1 min');
    await expect(steps[3]).toHaveTextContent('Time needed: Ongoing');
  },
};

/** The four step cards at 1440: one row of four. */
export const FourAcross: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [4]);
  },
};

/**
 * Where three would fit and four do not (900 to 1039 px, and 1024): two by two, never three and one
 * alone (the layout the design review found at 900 to 1099 px).
 */
export const TwoByTwoOnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [2, 2]);
  },
};

export const TwoByTwoAt900: Story = {
  parameters: {
    viewport: { options: { medium: { name: 'Medium 900', styles: { width: '900px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'medium' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [2, 2]);
  },
};

export const TwoByTwoOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), [2, 2]);
  },
};

/** On a phone one step below the other. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectRows(canvas.getByRole('list'), stacked(4));
  },
};

/** The detailed workflow: a vertical sequence, each step with its points. */
export const Timeline: Story = {
  args: {
    layout: 'timeline',
    eyebrow: 'Detailed workflow',
    title: 'Your Invoicing Workflow',
    align: 'start',
    items: [
      { title: 'Login to Dashboard', description: 'Sign in securely.', details: ['Token-based security'] },
      { title: 'Select Invoice Creation', description: 'Start a new invoice.' },
      { title: 'Add Client and Items', description: 'Pick a client and items.', details: ['Search by email'] },
      { title: 'Review and Send', description: 'Check and send.', details: ['PDF generation'] },
      { title: 'Track and Analyze', description: 'Follow each invoice.', details: ['Bulk status updates'] },
    ],
  },
  play: async ({ canvas }) => {
    const sequence = canvas.getAllByRole('list')[0] as HTMLElement;
    await expect(sequence.tagName).toBe('OL');
    await expect(sequence.children).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.getByText('Search by email')).toBeVisible();
    // One below the other.
    const [first, second] = canvas.getAllByRole('heading', { level: 3 });
    await expect((second as HTMLElement).getBoundingClientRect().top).toBeGreaterThan(
      (first as HTMLElement).getBoundingClientRect().bottom,
    );
  },
};

export const Narrow: Story = {
  ...WithDurations,
  globals: { viewport: { value: 'narrow' } },
  play: async (context) => {
    await WithDurations.play?.(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
