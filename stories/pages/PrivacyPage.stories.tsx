import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { siteConfig } from '@/config/site';
import { PrivacyPage } from '@/pages/PrivacyPage';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/privacy' },
  decorators: [withLayout],
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is collected and why, where and how long it is kept, how to ask for it, and the local storage. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Note' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Privacy Note · InvoiceFlow'));
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What we collect and why',
      'Where it is stored',
      'Never sold or shared',
      'How long we keep it',
      'Cookies and your browser',
      'A copy of your data, or its deletion',
    ]);
    await expect(main.getByText(/sets no tracking cookies/)).toBeVisible();
    await expect(main.getByText(/invoiceSystemWaitlist/)).toBeVisible();
    await expect(main.getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    // The footer links here on every page.
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Privacy Note' })).toHaveAttribute('href', '/privacy');
  },
};

/** 320 px, the narrowest phone: nothing sticks out sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
