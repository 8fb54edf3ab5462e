import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { CarouselImage } from '@/components/Carousel';
import { SneakPeek } from '@/sections/SneakPeek';
import { theme } from '@/theme';
import { openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { mockScreenshot } from '@testing/mocks/images';

const screens = [
  'Dashboard Overview',
  'Invoice List',
  'Invoice Editor',
  'Client List',
  'Reports',
  'Templates',
  'Products',
];

const images: CarouselImage[] = screens.map((screen, at) => ({
  src: mockScreenshot(screen, { accent: at % 2 === 0 ? theme.color.brand.primary : theme.color.brand.accent }),
  alt: `${screen} screen`,
  width: 1200,
  height: 750,
  caption: `${screen}: a first look.`,
}));

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
