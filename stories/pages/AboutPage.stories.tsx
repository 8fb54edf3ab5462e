import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { aboutContent } from '@/content/about';
import { screenshots } from '@/content/screenshots';
import { AboutPage } from '@/pages/AboutPage';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
  decorators: [withLayout],
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const headingsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Hero, Our Story with its three-item timeline, four values and three areas of expertise (product.md §2). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Our Mission' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('About Us · InvoiceFlow'));
    await expect(canvasElement.ownerDocument.querySelector('meta[name="description"]')).toHaveAttribute('content');

    const story = canvas.getByRole('region', { name: 'Our Story' });
    const timeline = within(story).getByRole('list', { name: 'Our journey' });
    const entries = within(timeline).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual(['2023', '2024', '2025']);
    await expect(headingsIn(timeline)).toEqual(['The Vision', 'Development', 'Production Ready']);

    await expect(headingsIn(canvas.getByRole('region', { name: 'Our Values' }))).toEqual([
      'Simplicity First',
      'Full Transparency',
      'Business Focus',
      'Innovation Drive',
    ]);
    await expect(headingsIn(canvas.getByRole('region', { name: 'Our Expertise' }))).toHaveLength(3);
    // The product beside the mission, and the closing call to action last.
    const hero = canvas.getByRole('region', { name: 'About Our Mission' });
    await expect(within(hero).getByRole('img', { name: screenshots[aboutContent.heroShot].alt })).toBeVisible();
    const regions = canvas.getAllByRole('region');
    await expect(regions.at(-1)).toHaveAccessibleName(aboutContent.callToAction.title);
    // A page is a fragment inside the layout's <main>, never a second <main>.
    await expect(canvasElement.querySelectorAll('main').length).toBeLessThanOrEqual(1);
  },
};

/** At 320 px nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Our Mission' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(320);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
