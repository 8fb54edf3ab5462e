import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { PageMeta } from '@/components/PageMeta';

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
