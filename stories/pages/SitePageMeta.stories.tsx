import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { SitePageMeta } from '@/pages/SitePageMeta';

const meta = {
  title: 'Pages/SitePageMeta',
  component: SitePageMeta,
  args: {
    title: 'Contact Us',
    description: 'Questions about InvoiceFlow? Email us, message us on WhatsApp or send the form.',
  },
  // Renders nothing visible: it fills the document head with this site's brand and address.
  render: (args) => (
    <>
      <SitePageMeta {...args} />
      <p>This page is titled “{args.title}”.</p>
    </>
  ),
} satisfies Meta<typeof SitePageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public page: the brand after its title, and its canonical address on the site's origin. */
export const PublicPage: Story = {
  args: { path: '/contact' },
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    await waitFor(() => expect(document.title).toBe('Contact Us · InvoiceFlow'));
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://invoiceflow.app/contact',
      ),
    );
  },
};

/**
 * In the browser a page's head has no share tags: they are for the crawlers that build link previews,
 * which read the prerendered HTML (src/app/ssr.test.tsx checks them there), and carrying them in every
 * page's JavaScript would cost bytes no visitor uses (ADR 0016).
 */
export const ShareTagsArePrerenderedOnly: Story = {
  args: { path: '/contact' },
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() =>
      expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://invoiceflow.app/contact'),
    );
    await expect(head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')).toHaveLength(0);
  },
};

/** The 404 page: no address of its own, so no canonical link. */
export const WithoutAddress: Story = {
  args: { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' },
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    await waitFor(() => expect(document.title).toBe('Page not found · InvoiceFlow'));
    await expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  },
};
