import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { type CarouselImage, screenshotStageMaxWidth, screenshotStageSizes } from '@/components/Carousel';
import { ScreenshotStrip } from '@/components/Carousel/ScreenshotStrip';
import { mockCarouselImages } from '@testing/mocks/images';

/**
 * What a carousel shows one at a time, all at once for a page read without scripts (the Sneak Peek's and
 * the showcase's `<noscript>`): a row the browser scrolls, with no control that needs the app.
 */
const screens = ['Dashboard Overview', 'Invoice List', 'Invoice Editor', 'Client List', 'Reports'];

const images: CarouselImage[] = mockCarouselImages(screens, {
  caption: (screen) => `${screen}: a first look.`,
  narrow: true,
});

const meta = {
  title: 'Components/Carousel/ScreenshotStrip',
  component: ScreenshotStrip,
  args: { images, label: 'Sneak Peek screenshots', imageSizes: screenshotStageSizes },
  argTypes: { images: { control: false } },
  decorators: [
    // As wide as a page band's stage gives it.
    (Story) => (
      <div style={{ maxWidth: screenshotStageMaxWidth, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScreenshotStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row's images, in order, and the row itself. */
function strip(canvas: ReturnType<typeof within>) {
  const row = canvas.getByRole('list', { name: 'Sneak Peek screenshots' });
  return { row, images: within(row).getAllByRole('img') as HTMLImageElement[] };
}

/**
 * On a wide screen each image is as wide as the carousel shows it (1024 px), with its caption, and the
 * next one peeks in at the edge; the row scrolls sideways (it takes focus, for the arrow keys), the page
 * does not. Every image loads lazily: only those scrolled near are fetched.
 */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const { row, images: shown } = strip(canvas);
    await expect(shown.map((image) => image.alt)).toEqual(screens.map((screen) => `${screen} screen`));
    for (const image of shown) await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText('Dashboard Overview: a first look.')).toBeVisible();
    await expect(shown[0]!.closest('li')!.getBoundingClientRect().width).toBeCloseTo(1024, 0);
    await expect(shown[1]!.getBoundingClientRect().left).toBeLessThan(row.getBoundingClientRect().right);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(row).toHaveAttribute('tabindex', '0');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone each image is its narrow crop, 4:3, with the next one peeking in. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const { row, images: shown } = strip(canvas);
    const first = shown[0]!.getBoundingClientRect();
    await expect(first.width / first.height).toBeCloseTo(4 / 3, 1);
    await expect(shown[1]!.getBoundingClientRect().left).toBeLessThan(row.getBoundingClientRect().right);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** One image fills the row, centred, and nothing scrolls. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const { row, images: shown } = strip(canvas);
    await expect(shown).toHaveLength(1);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const image = shown[0]!.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    await expect(image.left - box.left).toBeCloseTo(box.right - image.right, 0);
  },
};
