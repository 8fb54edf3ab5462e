import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { Carousel, type CarouselImage, type CarouselProps, screenshotStageMaxWidth } from '@/components/Carousel';
import { theme } from '@/theme';
import { mockCarouselImages } from '@testing/mocks/images';
import { Prerendered } from '@testing/stories/prerendered';
import { centreOf } from '@testing/stories/gestures';

const screens = [
  'Dashboard Overview',
  'Invoice Management',
  'Client Management',
  'Reports and Analytics',
  'Invoice Templates',
  'Product Management',
  'System Setup',
];

const images: CarouselImage[] = mockCarouselImages(screens, {
  caption: (screen) => `${screen}: a preview of the invoicing platform.`,
});

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { images, label: 'Sneak Peek screenshots', onIndexChange: fn() },
  argTypes: { images: { control: false } },
  decorators: [
    // As wide as a page band gives it (parameters.carouselWidth), else a narrow column.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.carouselWidth as string | undefined) ?? '48rem', marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven screenshots with arrows and dots; they load lazily, as a carousel below the first screenful should. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Sneak Peek screenshots' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = canvas.getByRole('group', { name: '1 of 7' });
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    const first = canvas.getByRole('img', { name: 'Dashboard Overview screen' });
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '750');
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('decoding', 'async');
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 1 of 7');
    await expect(canvas.getByText('Dashboard Overview: a preview of the invoicing platform.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    const second = canvas.getByRole('img', { name: 'Invoice Management screen' });
    await expect(second).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('group', { name: '2 of 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 2 of 7');

    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
  },
};

/** In view at first paint: the shown image is fetched at once, at high priority (it is likely the page's largest). */
export const InViewAtFirstPaint: Story = {
  args: { imageLoading: 'eager' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('img', { name: 'Dashboard Overview screen' });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Previous from the first image lands on the last; next from the last lands on the first. */
export const WrapAround: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('img', { name: 'System Setup screen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 7 of 7');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(6);

    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 1 of 7');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

/** A dot per image; the current one is marked with aria-current. */
export const Dots: Story = {
  play: async ({ args, canvas }) => {
    const dots = within(canvas.getByRole('group', { name: 'Choose an image' })).getAllByRole('button');
    await expect(dots).toHaveLength(7);
    await expect(dots[0]).toHaveAccessibleName('Go to image 1 of 7');
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Go to image 5 of 7' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('img', { name: 'Invoice Templates screen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to image 5 of 7' })).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]).not.toHaveAttribute('aria-current');
  },
};

/** Thumbnail buttons under the dots, scrolling sideways when they do not fit. */
export const Thumbnails: Story = {
  args: { showThumbnails: true },
  play: async ({ canvas }) => {
    const thumbnails = within(canvas.getByRole('group', { name: 'Thumbnails' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(7);
    await expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Show image 4 of 7: Reports and Analytics screen' }));
    await expect(canvas.getByRole('img', { name: 'Reports and Analytics screen' })).toBeVisible();
    await expect(thumbnails[3]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to image 4 of 7' })).toHaveAttribute('aria-current', 'true');
  },
};

/** ArrowLeft and ArrowRight move between images while focus is anywhere in the carousel, wrapping too. */
export const Keyboard: Story = {
  args: { onImageClick: fn() },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');

    await userEvent.tab();
    const zoom = canvas.getByRole('button', { name: 'Zoom image: Dashboard Overview screen' });
    await expect(zoom).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Image 2 of 7');
    await expect(canvas.getByRole('button', { name: 'Zoom image: Invoice Management screen' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(status).toHaveTextContent('Image 7 of 7');
    await expect(canvas.getByRole('img', { name: 'System Setup screen' })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Image 1 of 7');

    await userEvent.click(canvas.getByRole('button', { name: 'Go to image 3 of 7' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Image 4 of 7');
    await expect(canvas.getByRole('img', { name: 'Reports and Analytics screen' })).toBeVisible();
  },
};

/** Clicking the image (a button named after it) reports its index, e.g. to open the zoom dialog. */
export const ImageClick: Story = {
  args: { onImageClick: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom image: Dashboard Overview screen' }));
    await expect(args.onImageClick).toHaveBeenCalledWith(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Go to image 3 of 7' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom image: Client Management screen' }));
    await expect(args.onImageClick).toHaveBeenLastCalledWith(2);

    await userEvent.keyboard('{Enter}');
    await expect(args.onImageClick).toHaveBeenCalledTimes(3);
  },
};

const withBrokenImage = images.map((image, at) => (at === 1 ? { ...image, src: '/does-not-exist.png' } : image));

/** The second screenshot 404s: only that one becomes a placeholder, and it stays one when revisited. */
export const BrokenImage: Story = {
  args: { images: withBrokenImage, onImageClick: fn(), showThumbnails: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(canvas.getByText('Screenshot unavailable')).toBeVisible());
    const slide = canvas.getByRole('group', { name: '2 of 7' });
    await expect(within(slide).getByText('Invoice Management screen')).toBeVisible();
    await expect(within(slide).queryByRole('img')).not.toBeInTheDocument();
    // A placeholder is not a zoomable image.
    await expect(canvas.queryByRole('button', { name: /^Zoom image/ })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Client Management screen' })).toBeVisible();
    await expect(canvas.queryByText('Screenshot unavailable')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom image: Client Management screen' }));
    await expect(args.onImageClick).toHaveBeenCalledWith(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByText('Screenshot unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to image 1 of 7' }));
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
  },
};

/** Not an image: it fails to load, as a missing screenshot file would, without asking the network. */
const notAnImage = 'data:image/png;base64,bm90IGFuIGltYWdl';
const withBrokenFirstImage = images.map((image, at) => (at === 0 ? { ...image, src: notAnImage } : image));

/** Resolves once every image of the prerendered markup has loaded or failed, before React listens to any. */
async function imagesSettled(markup: HTMLElement) {
  await waitFor(() => expect([...markup.querySelectorAll('img')].every((image) => image.complete)).toBe(true));
  const first = markup.querySelector('img') as HTMLImageElement;
  await expect(first.naturalWidth, 'the first image failed before the page hydrated').toBe(0);
}

/**
 * A prerendered page whose first screenshot failed before the app hydrated it, so React never heard its
 * error event: the placeholder shows as soon as the page has hydrated, with no zoom to press.
 */
export const FailedBeforeHydration: Story = {
  args: { images: withBrokenFirstImage, onImageClick: fn() },
  render: (args) => (
    <Prerendered hydrateWhen={imagesSettled}>
      <Carousel {...args} />
    </Prerendered>
  ),
  play: async ({ canvas }) => {
    const slide = await canvas.findByRole('group', { name: '1 of 7' });
    await waitFor(() => expect(within(slide).getByText('Screenshot unavailable')).toBeVisible());
    await expect(within(slide).getByText('Dashboard Overview screen')).toBeVisible();
    await expect(within(slide).queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Zoom image/ })).not.toBeInTheDocument();

    // The page has hydrated: the next image is the app's, and shows.
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Invoice Management screen' })).toBeVisible();
  },
};

function ResettableCarousel(args: CarouselProps) {
  const [tab, setTab] = useState(0);
  const tabImages = tab === 0 ? withBrokenImage : images.slice(0, 3);
  return (
    <div style={{ display: 'grid', gap: theme.space[400] }}>
      <Button size="sm" variant="secondary" onClick={() => setTab((previous) => 1 - previous)}>
        Switch tab
      </Button>
      <Carousel {...args} images={tabImages} resetKey={tab} />
    </div>
  );
}

/** Changing `resetKey` (the showcase does on every tab switch) goes back to the first image and forgets failures. */
export const ResetKey: Story = {
  render: (args) => <ResettableCarousel {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(canvas.getByText('Screenshot unavailable')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Switch tab' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    // Index 1 failed before the reset; this tab's second image is a different one and shows.
    await expect(canvas.getByRole('img', { name: 'Invoice Management screen' })).toBeVisible();
    await expect(canvas.queryByText('Screenshot unavailable')).not.toBeInTheDocument();
  },
};

function ControlledCarousel(args: CarouselProps) {
  const [index, setIndex] = useState(3);
  return (
    <div style={{ display: 'grid', gap: theme.space[400] }}>
      <Button size="sm" variant="secondary" onClick={() => setIndex(0)}>
        Back to start
      </Button>
      <Carousel
        {...args}
        index={index}
        onIndexChange={(next) => {
          args.onIndexChange?.(next);
          setIndex(next);
        }}
      />
    </div>
  );
}

/** The parent owns the index: it starts on the fourth image and can move it from outside. */
export const Controlled: Story = {
  render: (args) => <ControlledCarousel {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 4 of 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 5 of 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to start' }));
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
  },
};

/**
 * One image: the arrows and the one dot still show, at "1 of 1" and disabled, so a carousel always has
 * the same controls; thumbnails would repeat the image, so there are none.
 */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1), showThumbnails: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
    for (const name of ['Previous image', 'Next image']) {
      const arrow = canvas.getByRole('button', { name });
      await expect(arrow).toBeVisible();
      await expect(arrow).toBeDisabled();
    }
    const dots = within(canvas.getByRole('group', { name: 'Choose an image' })).getAllByRole('button');
    await expect(dots).toHaveLength(1);
    await expect(dots[0]).toHaveAccessibleName('Go to image 1 of 1');
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]).toBeVisible();
    await expect(dots[0]).toBeDisabled();
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Thumbnails' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 1 of 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }), { pointerEventsCheck: 0 });
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** On a phone the image fills the width, the controls stay usable and the thumbnails scroll sideways. */
export const Mobile: Story = {
  args: { showThumbnails: true, onImageClick: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Dashboard Overview screen' });
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    const row = canvas.getByRole('group', { name: 'Thumbnails' });
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);

    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 2 of 7');
  },
};

/** The image's frame: the box the picture fills (its zoom button when it has one). */
const frameOf = (image: HTMLElement) => image.closest('picture')?.parentElement?.closest('div') as HTMLElement;

/**
 * Where a page band gives it room (a 71rem stage, from a 1024 px window), the arrows sit beside the
 * image, centred on it, and cover none of it; dots and thumbnails are centred under the image.
 */
export const ArrowsBesideTheImage: Story = {
  args: { showThumbnails: true },
  parameters: { carouselWidth: screenshotStageMaxWidth },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const frame = frameOf(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).getBoundingClientRect();
    const previous = canvas.getByRole('button', { name: 'Previous image' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next image' }).getBoundingClientRect();
    await expect(previous.right).toBeLessThanOrEqual(frame.left);
    await expect(next.left).toBeGreaterThanOrEqual(frame.right);
    for (const arrow of [previous, next]) {
      await expect(arrow.top + arrow.height / 2).toBeCloseTo(frame.top + frame.height / 2, 0);
    }
    const middle = frame.left + frame.width / 2;
    await expect(centreOf(canvas.getByRole('group', { name: 'Choose an image' })).x).toBeCloseTo(middle, 0);
    const thumbnails = within(canvas.getByRole('group', { name: 'Thumbnails' })).getAllByRole('button');
    const row = {
      left: thumbnails[0]!.getBoundingClientRect().left,
      right: thumbnails[6]!.getBoundingClientRect().right,
    };
    await expect((row.left + row.right) / 2).toBeCloseTo(middle, 0);
  },
};

/**
 * In a narrow carousel the arrows leave the image: they flank the dots in one row under it, so they
 * hide none of the picture, and the whole row fits a 320 px screen.
 */
export const ArrowsUnderTheImage: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    const frame = frameOf(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).getBoundingClientRect();
    const dots = canvas.getByRole('group', { name: 'Choose an image' }).getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView as Window;
    for (const name of ['Previous image', 'Next image']) {
      const arrow = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(arrow.top).toBeGreaterThanOrEqual(frame.bottom);
      await expect(arrow.top + arrow.height / 2).toBeCloseTo(dots.top + dots.height / 2, 0);
      await expect(arrow.left).toBeGreaterThanOrEqual(0);
      await expect(arrow.right).toBeLessThanOrEqual(view.innerWidth);
    }
    // The dots stay in one row between the arrows.
    await expect(dots.height).toBeLessThan(30);
  },
};

/** A 4:3 crop of each image, as the product screenshots have for narrow screens. */
const withCrops: CarouselImage[] = mockCarouselImages(screens, {
  caption: (screen) => `${screen}: a preview of the invoicing platform.`,
  narrow: true,
});

/** Below 640 px the carousel shows each image's narrow crop, in a 4:3 box kept before it loads. */
export const NarrowCrop: Story = {
  args: { images: withCrops },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Dashboard Overview screen' }) as HTMLImageElement;
    await waitFor(() => expect(image.currentSrc).toContain(encodeURIComponent('(detail)')));
    const frame = frameOf(image).getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(4 / 3, 1);
  },
};

/** From 640 px the same images show whole, in their own proportions. */
export const NarrowCropOnAWideScreen: Story = {
  args: { images: withCrops },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Dashboard Overview screen' }) as HTMLImageElement;
    await waitFor(() => expect(image.currentSrc).not.toBe(''));
    await expect(image.currentSrc).not.toContain(encodeURIComponent('(detail)'));
    const frame = frameOf(image).getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(1200 / 750, 1);
  },
};
