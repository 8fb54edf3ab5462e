import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import type { CarouselImage } from '@/components/Carousel';
import { ZoomableCarousel } from '@/components/ZoomableCarousel';
import { theme } from '@/theme';
import { mockScreenshot } from '@testing/mocks/images';
import { animationsFinished, pageOf, pressEscape } from '@testing/stories/dialog';

const images: CarouselImage[] = ['Dashboard Overview', 'Invoice Management', 'Client Management'].map((screen) => ({
  src: mockScreenshot(screen),
  alt: `${screen} screen`,
  width: 1200,
  height: 750,
  caption: `${screen} at a glance.`,
}));

const meta = {
  title: 'Components/ZoomableCarousel',
  component: ZoomableCarousel,
  args: { images, label: 'Product screenshots' },
  argTypes: { images: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ZoomableCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clicking the image zooms it: at its own size, and one step in at least twice as wide as in the
 * carousel. Stepping in the zoom view moves the carousel along with it.
 */
export const ZoomAndStep: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = pageOf(canvasElement);
    const inline = canvas.getByRole('img', { name: 'Dashboard Overview screen' }).getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: /Zoom image: Dashboard Overview screen/ }));
    const zoom = await page.findByRole('dialog', { name: 'Dashboard Overview screen' });
    await animationsFinished(zoom);
    const zoomed = within(zoom).getByRole('img', { name: 'Dashboard Overview screen' });
    await expect(zoomed.getBoundingClientRect().width).toBeCloseTo(1200, 0);
    await userEvent.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    await animationsFinished(zoomed);
    await expect(zoomed.getBoundingClientRect().width).toBeGreaterThanOrEqual(2 * inline.width);
    await userEvent.click(within(zoom).getByRole('button', { name: 'Next image' }));
    await expect(await page.findByRole('dialog', { name: 'Invoice Management screen' })).toBeVisible();
    await pressEscape();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Invoice Management screen' })).toBeVisible();
  },
};

export const WithThumbnails: Story = { args: { showThumbnails: true } };

/** A new reset key (a new showcase tab, say) goes back to the first image. */
export const ResetKey: Story = {
  render: (args) => {
    const [key, setKey] = useState(0);
    return (
      <div style={{ display: 'grid', gap: theme.space[400] }}>
        <Button variant="secondary" onClick={() => setKey((current) => current + 1)}>
          Switch tab
        </Button>
        <ZoomableCarousel {...args} resetKey={key} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Next image' })[0]!);
    await expect(canvas.getByRole('img', { name: 'Invoice Management screen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch tab' }));
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
  },
};
