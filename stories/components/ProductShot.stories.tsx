import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { ProductShot } from '@/components/ProductShot';
import { screenshots } from '@/content/screenshots';
import { theme } from '@/theme';

const meta = {
  title: 'Components/ProductShot',
  component: ProductShot,
  args: {
    screenshot: screenshots['invoice-list'],
    sizes: '(min-width: 900px) 800px, 100vw',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductShot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole screen in a browser's frame on the dark hero band: fetched first, at high priority. */
export const HeroOnDark: Story = {
  args: { screenshot: screenshots.hero, priority: true, frame: 'browser', tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.color.surface.inverse, padding: theme.space[1200] }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: screenshots.hero.alt });
    await expect(image).toBeVisible();
    // The largest thing on the first screen: not lazy, asked for first, its room kept before it arrives.
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(getComputedStyle(image.parentElement!).contentVisibility).toBe('visible');
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('height', '800');
    // Every candidate of the manifest, so sharper captures reach the shot with the manifest.
    await expect(image).toHaveAttribute('srcset', screenshots.hero.srcSet);
    await expect(image).toHaveAttribute('sizes', '(min-width: 900px) 800px, 100vw');
    // The browser bar is decoration: nothing in it is announced.
    await expect(canvas.queryByText('app.invoiceflow.app')).toBeVisible();
    await expect(canvas.getByText('app.invoiceflow.app').closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A whole screen as a panel on a light band: loaded lazily, as it nears the viewport. */
export const Panel: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: screenshots['invoice-list'].alt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
    // Not rendered, so not even asked for, until it nears the viewport; its room is kept meanwhile.
    await expect(getComputedStyle(image.parentElement!).contentVisibility).toBe('auto');
    // The whole screen: the panel takes the image's 16:10 proportions.
    const figure = image.closest('figure')!;
    await expect(Math.round((figure.clientWidth / figure.clientHeight) * 10) / 10).toBe(1.6);
  },
};

/** A part of a screen: the bulk-update bar and the first rows of the invoice list, filling the panel's width. */
export const Crop: Story = {
  args: { crop: { x: 248, y: 142, width: 1008, height: 378 } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: screenshots['invoice-list'].alt });
    const figure = image.closest('figure')!;
    // The panel has the crop's proportions, and the image is scaled so the crop fills its width.
    await expect(figure.clientWidth / figure.clientHeight).toBeCloseTo(1008 / 378, 1);
    await expect(image.getBoundingClientRect().width / figure.clientWidth).toBeCloseTo(1280 / 1008, 2);
    // Moved so the crop's corner is the panel's corner.
    const offset = figure.getBoundingClientRect().left - image.getBoundingClientRect().left;
    await expect(offset / figure.clientWidth).toBeCloseTo(248 / 1008, 2);
  },
};

/** A long address in the bar is cut short with an ellipsis, never widening the frame. */
export const LongAddress: Story = {
  args: {
    frame: 'browser',
    address: 'app.invoiceflow.app/invoices?status=overdue&currency=EUR&client=kessler-vogt-gmbh&sort=due',
  },
  play: async ({ canvas, canvasElement }) => {
    const address = canvas.getByText(/^app\.invoiceflow\.app\/invoices/);
    await expect(address.scrollWidth).toBeGreaterThan(address.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone the frame's bar is slimmer, and the shot fits the screen. */
export const Mobile: Story = {
  ...HeroOnDark,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: screenshots.hero.alt });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** At 1440 px the shot keeps its 800 px: it never grows past the size it is drawn for. */
export const Wide: Story = {
  ...HeroOnDark,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: screenshots.hero.alt });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(800);
  },
};

/**
 * On a phone a part of a screen would be drawn too small to read: the screen's narrow crop takes its
 * place (`<picture>` with a `media` source), at the crop's 4:3, from the crop's own files.
 */
export const NarrowOnPhones: Story = {
  args: {
    crop: { x: 248, y: 142, width: 1008, height: 378 },
    narrow: { media: '(max-width: 639.98px)', sizes: '100vw' },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: screenshots['invoice-list'].alt });
    await waitFor(() => expect(image.currentSrc).toContain('/screenshots/invoice-list-narrow-'));
    const figure = image.closest('figure')!;
    await expect(figure.clientWidth / figure.clientHeight).toBeCloseTo(560 / 420, 1);
    // The crop is the picture: it fills the panel, not moved as the wide crop would be.
    await expect(image.getBoundingClientRect().left).toBe(figure.getBoundingClientRect().left);
    await expect(image.getBoundingClientRect().width).toBe(figure.clientWidth);
  },
};

/** From 640 px the same shot is the wide crop again: the source's media no longer matches. */
export const NarrowOnPhonesSeenWide: Story = {
  ...NarrowOnPhones,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: screenshots['invoice-list'].alt });
    await waitFor(() => expect(image.currentSrc).toContain('/screenshots/invoice-list'));
    await expect(image.currentSrc).not.toContain('narrow');
    const figure = image.closest('figure')!;
    await expect(figure.clientWidth / figure.clientHeight).toBeCloseTo(1008 / 378, 1);
  },
};

/** A small card's screen: the narrow crop at every width (`narrow` without `media`). */
export const NarrowOnly: Story = {
  args: { narrow: { sizes: '400px' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: screenshots['invoice-list'].alt });
    await expect(image).toHaveAttribute('width', '560');
    await expect(image).toHaveAttribute('height', '420');
    await expect(image.srcset).toBe(screenshots['invoice-list'].narrow.srcSet);
  },
};
