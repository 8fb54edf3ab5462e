import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { type SharePreviews, SharePreviewsContext, SiteShareMeta } from '@/pages/SiteShareMeta';

/** What the prerender hands down after drawing the pictures (scripts/siteImages.mjs), for two pages. */
const previews: SharePreviews = {
  '/features': {
    title: 'Features',
    description: 'Invoices, clients, products, templates and reports in one place.',
    image: {
      src: '/assets/share/features-3f2a1c9d.png',
      width: 1200,
      height: 630,
      alt: 'The invoice list beside the words “Everything in One Place”',
      type: 'image/png',
    },
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Questions about InvoiceFlow? Email us, message us on WhatsApp or send the form.',
    image: {
      src: '/assets/share/contact-8b41e07a.png',
      width: 1200,
      height: 630,
      alt: 'The words “Get in Touch” beside the contact form',
      type: 'image/png',
    },
  },
};

const meta = {
  title: 'Pages/SiteShareMeta',
  component: SiteShareMeta,
  args: { path: '/features' },
  // Renders nothing visible: it fills the document head with the page's share tags, from the previews
  // the prerender hands down.
  render: (args) => (
    <SharePreviewsContext value={previews}>
      <SiteShareMeta {...args} />
      <p>This page shares as {args.path}.</p>
    </SharePreviewsContext>
  ),
} satisfies Meta<typeof SiteShareMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

const tag = (head: HTMLHeadElement, key: string) =>
  head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

/**
 * In the prerender: the page's card, its title with the brand, its address and its picture on the
 * site's origin (the build's `VITE_SITE_URL`), never on the host that served the build.
 */
export const Prerendered: Story = {
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() => expect(tag(head, 'og:title')).toBe('Features · InvoiceFlow'));
    await expect(tag(head, 'og:url')).toBe('https://invoiceflow.app/features');
    await expect(tag(head, 'og:description')).toBe(previews['/features']!.description);
    await expect(tag(head, 'og:image')).toBe('https://invoiceflow.app/assets/share/features-3f2a1c9d.png');
    await expect(tag(head, 'og:image:width')).toBe('1200');
    await expect(tag(head, 'og:image:height')).toBe('630');
    await expect(tag(head, 'twitter:card')).toBe('summary_large_image');
  },
};

/** A page that shares as another (a form's outcome page as its form): that page's card. */
export const SharedAsAnotherPage: Story = {
  args: { path: '/contact' },
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() => expect(tag(head, 'og:title')).toBe('Contact Us · InvoiceFlow'));
    await expect(tag(head, 'og:image')).toBe('https://invoiceflow.app/assets/share/contact-8b41e07a.png');
  },
};

/** Anywhere but the prerender (the browser, another server render): no previews, so no tags at all. */
export const WithoutPreviews: Story = {
  render: (args) => (
    <>
      <SiteShareMeta {...args} />
      <p>This page shares as {args.path}.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await expect(head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')).toHaveLength(0);
  },
};
