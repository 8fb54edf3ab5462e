import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { CarouselImage } from '@/components/Carousel';
import { comingSoonContent } from '@/content/comingSoon';
import { SneakPeek } from '@/sections/SneakPeek';
import { animationsFinished, openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { mockCarouselImages } from '@testing/mocks/images';
import { WithoutScripts } from '@testing/stories/prerendered';

const screens = [
  'Dashboard Overview',
  'Invoice List',
  'Invoice Editor',
  'Client List',
  'Reports',
  'Templates',
  'Products',
];

const images: CarouselImage[] = mockCarouselImages(screens, { caption: (screen) => `${screen}: a first look.` });

const meta = {
  title: 'Sections/SneakPeek',
  component: SneakPeek,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'A first look',
    title: 'Sneak Peek',
    description: 'A first look at the screens you will use every day.',
    carouselLabel: 'Sneak Peek screenshots',
    images,
  },
  argTypes: { images: { control: false } },
} satisfies Meta<typeof SneakPeek>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Seven images with arrows, seven dots and seven thumbnails; all load lazily, since the section sits
 * below the first screenful of /coming-soon.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sneak Peek' })).toBeVisible();
    const carousel = canvas.getByRole('region', { name: 'Sneak Peek screenshots' });
    await expect(within(carousel).getAllByRole('button', { name: /^Go to image/ })).toHaveLength(7);
    const thumbnails = within(canvas.getByRole('group', { name: 'Thumbnails' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(7);
    const first = canvas.getByRole('img', { name: 'Dashboard Overview screen' });
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('decoding', 'async');
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '750');

    await userEvent.click(canvas.getByRole('button', { name: 'Show image 5 of 7: Reports screen' }));
    await expect(canvas.getByRole('img', { name: 'Reports screen' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('group', { name: '5 of 7' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to image 7 of 7' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('img', { name: 'Products screen' })).toBeVisible();
  },
};

/** Clicking the image zooms it; the modal steps through all seven, the carousel follows; Escape closes. */
export const Zoom: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDialogWith(
      canvasElement,
      'Zoom image: Dashboard Overview screen',
      'Dashboard Overview screen',
    );
    const inside = within(dialog);
    await expect(inside.getByText('Dashboard Overview: a first look.')).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Previous image' }));
    await expect(inside.getByRole('img')).toHaveAccessibleName('Products screen');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(inside.getByRole('img')).toHaveAccessibleName('Invoice List screen');

    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Invoice List screen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom image: Invoice List screen' })).toHaveFocus();
  },
};

/** At 320 px the thumbnails scroll sideways inside their row; the page does not. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The product's own screenshots, as /coming-soon shows them (the files of public/screenshots). */
const realScreenshots = { images: comingSoonContent.sneakPeek.screenshots };

/** The shown image's file, once the browser has chosen it from `srcset` (it loads lazily). */
async function chosenFile(image: HTMLImageElement) {
  await waitFor(() => expect(image.currentSrc).not.toBe(''));
  return new URL(image.currentSrc).pathname;
}

/**
 * At 1440 px (1x) the screenshot is shown 1024 px wide, so the browser takes the 1280 w file, and each
 * 88 px thumbnail the 320 w one. The arrows sit beside the image, not on it, and the thumbnails are
 * centred under the dots.
 */
export const RealScreenshots: Story = {
  args: realScreenshots,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /^Dashboard with monthly earnings/ }) as HTMLImageElement;
    await expect(await chosenFile(image)).toBe('/screenshots/dashboard-overview.webp');
    const frame = image.getBoundingClientRect();
    await expect(frame.width).toBeCloseTo(1024, -1);
    const thumbnail = within(canvas.getByRole('group', { name: 'Thumbnails' })).getAllByRole('button')[1]!;
    await expect(await chosenFile(thumbnail.querySelector('img') as HTMLImageElement)).toBe(
      '/screenshots/invoice-list-320.webp',
    );
    await expect(canvas.getByRole('button', { name: 'Previous image' }).getBoundingClientRect().right).toBeLessThan(
      frame.left,
    );
    await expect(canvas.getByRole('button', { name: 'Next image' }).getBoundingClientRect().left).toBeGreaterThan(
      frame.right,
    );
    const middle = frame.left + frame.width / 2;
    const dots = canvas.getByRole('group', { name: 'Choose an image' }).getBoundingClientRect();
    const track = canvas.getByRole('group', { name: 'Thumbnails' }).firstElementChild!.getBoundingClientRect();
    await expect(dots.left + dots.width / 2).toBeCloseTo(middle, 0);
    await expect(track.left + track.width / 2).toBeCloseTo(middle, 0);
  },
};

/**
 * On a phone the carousel shows each screen's 4:3 crop of its key part (the 840 w file at 1x), with
 * the arrows beside the dots under it; the zoom opens on the whole screen at its own size, on that part.
 */
export const RealScreenshotsMobile: Story = {
  args: realScreenshots,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: /^Dashboard with monthly earnings/ }) as HTMLImageElement;
    await expect(await chosenFile(image)).toBe('/screenshots/dashboard-overview-narrow-840.webp');
    const inline = image.getBoundingClientRect();
    await expect(inline.width / inline.height).toBeCloseTo(4 / 3, 1);
    await expect(canvas.getByRole('button', { name: 'Next image' }).getBoundingClientRect().top).toBeGreaterThan(
      inline.bottom,
    );

    const dialog = await openDialogWith(canvasElement, /^Zoom image: Dashboard with monthly earnings/);
    const zoomed = within(dialog).getByRole('img');
    await animationsFinished(zoomed);
    const shown = zoomed.getBoundingClientRect();
    await expect(shown.width).toBeCloseTo(1280, 0);
    await expect(shown.width).toBeGreaterThanOrEqual(2 * inline.width);
    // On the crop's part (it starts at 256, 140), from its left edge: wider than the phone, it shows
    // from the crop's first figure, 8 px in from the screen's edge.
    await expect(shown.left + 256).toBeCloseTo(8, 0);
    await expect(shown.top + 140).toBeGreaterThanOrEqual(0);
    await pressEscape();
  },
};

/**
 * Without JavaScript (the prerendered section as such a browser draws it): every screenshot in a row the
 * browser scrolls, with its caption, and no arrow, dot, thumbnail or zoom, which would do nothing.
 */
export const WithoutJavaScript: Story = {
  render: (args) => (
    <WithoutScripts>
      <SneakPeek {...args} />
    </WithoutScripts>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sneak Peek' })).toBeVisible();
    const row = canvas.getByRole('list', { name: 'Sneak Peek screenshots' });
    await expect(
      within(row)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(screens.map((screen) => `${screen} screen`));
    await expect(within(row).getByText('Dashboard Overview: a first look.')).toBeVisible();
    // The carousel is in the markup, hidden: nothing of it shows.
    await expect(canvas.queryByRole('region', { name: 'Sneak Peek screenshots' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Without JavaScript on a phone: each screenshot as wide as the page allows, the next one peeking in. */
export const WithoutJavaScriptMobile: Story = {
  ...WithoutJavaScript,
  globals: { viewport: { value: 'mobile' } },
};
