import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { NotFoundPage } from '@/pages/NotFoundPage';
import { SitePages } from '@testing/stories/SitePages';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
  decorators: [withLayout],
  // A stand-in home page, so the way home can be followed.
  render: () => <SitePages pages={{ '/': <h1>Home page</h1> }} otherwise={<NotFoundPage />} />,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real 404 inside the layout, with the navigation and a way home. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Page not found · InvoiceFlow'));
    // No navigation item is current: the visitor is on none of them.
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(navigation.querySelector('[aria-current]')).toBeNull();

    const home = within(canvas.getByRole('main')).getByRole('link', { name: 'Back to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** 320 px, the narrowest phone: nothing sticks out sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
