import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { PageMeta, ShareMeta, type ShareMetaProps } from '@/components/PageMeta';

const meta = {
  title: 'Components/PageMeta',
  component: PageMeta,
  args: {
    title: 'Powerful Features',
    description: 'Create, send and track invoices, manage clients and products, and see your earnings.',
    brandName: 'InvoiceFlow',
  },
  // Renders nothing visible: it sets the document's title and meta description.
  render: (args) => (
    <>
      <PageMeta {...args} />
      <p>This page is titled “{args.title}”.</p>
    </>
  ),
} satisfies Meta<typeof PageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Powerful Features · InvoiceFlow'));
    await expect(head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Create, send and track invoices, manage clients and products, and see your earnings.',
    );
  },
};

/** A page with its one address for search engines. */
export const WithCanonicalLink: Story = {
  args: { canonicalUrl: 'https://invoiceflow.app/features' },
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() =>
      expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://invoiceflow.app/features'),
    );
  },
};

const share: ShareMetaProps = {
  title: 'Features · InvoiceFlow',
  description: 'Invoice management in multiple currencies, clients, a product catalogue and reports.',
  url: 'https://invoiceflow.app/features',
  siteName: 'InvoiceFlow',
  image: {
    url: 'https://invoiceflow.app/assets/share/features-VrKF2gFlh9.png',
    width: 1200,
    height: 630,
    alt: 'InvoiceFlow: Powerful Features. Beside it, part of a product screen: Invoice editor with totals.',
  },
};

/**
 * With what a shared link shows (ShareMeta): Open Graph and Twitter's large card, every address absolute.
 * The site renders these in the prerendered page only (SitePageMeta); here they are in the head as a
 * crawler reads them.
 */
export const WithSharePreview: Story = {
  args: { title: 'Features', canonicalUrl: 'https://invoiceflow.app/features' },
  render: (args) => (
    <>
      <PageMeta {...args} />
      <ShareMeta {...share} />
      <p>
        This page is titled “{args.title}” and shares as “{share.title}”.
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    const tag = (key: string) => {
      const tags = head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`);
      expect(tags, key).toHaveLength(1);
      return tags[0]!.getAttribute('content');
    };
    await waitFor(() => expect(head.querySelector('meta[property="og:title"]')).not.toBeNull());
    expect(tag('og:type')).toBe('website');
    expect(tag('og:site_name')).toBe('InvoiceFlow');
    expect(tag('og:locale')).toBe('en_GB');
    expect(tag('og:url')).toBe(head.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(tag('og:title')).toBe(canvasElement.ownerDocument.title);
    expect(tag('og:description')).toBe(share.description);
    expect(tag('og:image')).toBe(share.image.url);
    expect(tag('og:image:type')).toBe('image/png');
    expect([tag('og:image:width'), tag('og:image:height')]).toEqual(['1200', '630']);
    expect(tag('og:image:alt')).toBe(share.image.alt);
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:title')).toBe(share.title);
    expect(tag('twitter:description')).toBe(share.description);
    expect(tag('twitter:image')).toBe(share.image.url);
    expect(tag('twitter:image:alt')).toBe(share.image.alt);
  },
};
