import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { screenshotStageSizes } from '@/components/Carousel';
import { CarouselPicture } from '@/components/Carousel/CarouselPicture';
import { mockCarouselImages } from '@testing/mocks/images';

const [image] = mockCarouselImages(['Dashboard Overview'], { caption: (screen) => screen, narrow: true });

/** Not an image: it fails to load, as a missing screenshot file would. */
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Components/Carousel/CarouselPicture',
  component: CarouselPicture,
  args: { image: image!, sizes: screenshotStageSizes, loading: 'eager', onFailed: fn() },
  argTypes: { image: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CarouselPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnFile = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!.currentSrc;

/** From 640 px: the whole screen. */
export const WholeScreen: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(drawnFile(canvasElement)).toBe(args.image.src));
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** Below 640 px: the screen's narrow crop, whose text can be read at a phone's width. */
export const NarrowCrop: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(drawnFile(canvasElement)).toBe(args.image.narrow!.srcSet.replace(/ 560w$/, '')));
  },
};

/** A file that fails to load is reported, so the carousel can show its placeholder. */
export const Failed: Story = {
  args: { image: { ...image!, src: broken, narrow: undefined } },
  parameters: { visual: { unstable: 'the browser draws its own broken-image icon, which the carousel replaces' } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalled());
  },
};
