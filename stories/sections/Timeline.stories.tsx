import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Timeline } from '@/sections/Timeline';

const meta = {
  title: 'Sections/Timeline',
  component: Timeline,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Our Story',
    paragraphs: [
      'It began with invoices built in spreadsheets and payments nobody could see at a glance.',
      'So we set out to build one place to create, send and track them.',
    ],
    timelineLabel: 'Our journey',
    entries: [
      { year: '2023', title: 'The Vision', description: 'Invoicing simple enough to start in minutes.' },
      { year: '2024', title: 'Development', description: 'Invoices, clients, products, templates and analytics.' },
      { year: '2025', title: 'Production Ready', description: 'Secure, tested and ready to launch.' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story beside an ordered list of milestones, each with its year and heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Our Story' })).toBeVisible();
    const timeline = canvas.getByRole('list', { name: 'Our journey' });
    await expect(timeline.tagName).toBe('OL');
    const entries = within(timeline).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(within(entries[0] as HTMLElement).getByText('2023')).toBeVisible();
    await expect(within(entries[2] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Production Ready',
    );
  },
};

export const LongContent: Story = {
  args: {
    entries: [
      {
        year: '2023',
        title: 'A vision for invoicing that small businesses, freelancers and growing teams can trust every day',
        description:
          'We talked to business owners about the hours they lose to invoices every month and set out to give them back.',
      },
    ],
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
