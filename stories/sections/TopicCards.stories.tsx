import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TopicCards } from '@/sections/TopicCards';
import { expectRows, stacked } from '@testing/stories/rows';

const meta = {
  title: 'Sections/TopicCards',
  component: TopicCards,
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof TopicCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four topics of the contact form section (product.md §2 "/contact"). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What can we help with?' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'What can we help with?' });
    const topics = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(topics).toEqual(['General Questions', 'Bug Reports', 'Feature Requests', 'Technical Support']);
    await expect(list.children).toHaveLength(4);
  },
};

/** Inside the form section of /contact, under its h2. */
export const NestedHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'What can we help with?' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

const topicList = (canvas: { getByRole: (role: 'list', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('list', { name: 'What can we help with?' });

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectRows(topicList(canvas), stacked(4));
  },
};

/** Two by two on a tablet: never three and one alone. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expectRows(topicList(canvas), [2, 2]);
  },
};

/** Four across where the block has the page's width (1024, below the form on /contact). */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expectRows(topicList(canvas), [4]);
  },
};

/**
 * Beside the form on /contact (1440), the block is a narrow column: two by two. The columns follow the
 * block's own width, not the window's.
 */
export const BesideTheForm: Story = {
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ width: '33rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expectRows(topicList(canvas), [2, 2]);
  },
};
