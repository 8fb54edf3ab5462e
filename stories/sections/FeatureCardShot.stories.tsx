import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Card } from '@/components/Card';
import { FeatureCardShot } from '@/sections/FeatureGrid/FeatureCardShot';
import { screenshots } from '@/content/screenshots';

/** A feature card's screen across its top, as the /features cards have it (FeatureGrid). */
const meta = {
  title: 'Sections/FeatureGrid/FeatureCardShot',
  component: FeatureCardShot,
  args: { screen: 'invoice-list' },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: '28rem' }}>
        <Story />
        <h3>Invoice Management</h3>
      </Card>
    ),
  ],
} satisfies Meta<typeof FeatureCardShot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's narrow crop, the one part of it that reads at a card's width, at every width. */
export const InACard: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole<HTMLImageElement>('img');
    await expect(image).toHaveAttribute('alt', screenshots[args.screen].alt);
    await waitFor(() => expect(image.currentSrc).toMatch(/-narrow-\d+\.webp$/));
  },
};

/** On a phone the card, and its screen, take the page's width. */
export const OnAPhone: Story = {
  ...InACard,
  globals: { viewport: { value: 'mobile' } },
};
