import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { screenshots } from '@/content/screenshots';
import { OPEN_WAITLIST_EVENT } from '@/features/waitlist/openWaitlist';
import { ComingSoonPage } from '@/pages/ComingSoonPage';
import { openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/ComingSoon',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen', route: '/coming-soon' },
  decorators: [withLayout],
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Sneak Peek's seven screenshots from the manifest, in order. */
const sneakPeek = [
  screenshots['dashboard-overview'],
  screenshots['invoice-list'],
  screenshots['invoice-editor'],
  screenshots['client-list'],
  screenshots.reports,
  screenshots.templates,
  screenshots.products,
];

/** Hero with Join the Waitlist, eight floating circles, three teaser tiles and the Sneak Peek (product.md §2). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const hero = canvas.getByRole('region', { name: 'Coming Soon' });
    await expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Coming Soon');
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Coming Soon · InvoiceFlow'));

    const opened = fn();
    window.addEventListener(OPEN_WAITLIST_EVENT, opened);
    try {
      await userEvent.click(within(hero).getByRole('button', { name: 'Join the Waitlist' }));
    } finally {
      window.removeEventListener(OPEN_WAITLIST_EVENT, opened);
    }
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');

    const circles = canvas.getByTestId('floating-circles');
    await expect(circles).toHaveAttribute('aria-hidden', 'true');
    await expect(circles.children).toHaveLength(8);

    const tiles = canvas.getByRole('region', { name: 'What happens next' });
    await expect(
      within(tiles)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Launch Ready', 'Almost There', 'Be First']);

    const peek = canvas.getByRole('region', { name: 'Sneak Peek' });
    const carousel = within(peek).getByRole('region', { name: 'Sneak Peek screenshots' });
    await expect(within(carousel).getAllByRole('button', { name: /^Go to image/ })).toHaveLength(7);
    const thumbnails = within(within(carousel).getByRole('group', { name: 'Thumbnails' })).getAllByRole('button');
    await expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-label'))).toEqual(
      sneakPeek.map((shot, at) => `Show image ${at + 1} of 7: ${shot.alt}`),
    );
    await expect(within(carousel).getByRole('button', { name: 'Previous image' })).toBeVisible();
  },
};

/** The first screenshot zooms; the modal steps through the seven; Escape closes it. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const first = sneakPeek[0] as (typeof sneakPeek)[number];
    const dialog = await openDialogWith(canvasElement, `Zoom image: ${first.alt}`, first.alt);
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', first.src);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(sneakPeek[6]?.alt);
    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** At 320 px nothing scrolls sideways: the circles are clipped, the thumbnails scroll inside their row. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(320);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
