import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TopicCards } from '@/sections/TopicCards';

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

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
