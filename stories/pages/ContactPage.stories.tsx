import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { siteConfig } from '@/config/site';
import { ContactPage } from '@/pages/ContactPage';
import { contactHandlers } from '@testing/mocks/handlers';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  decorators: [withLayout],
  parameters: { layout: 'fullscreen', route: '/contact', msw: { handlers: [contactHandlers.sent] } },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything product.md §2 lists for /contact, in order. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe(`Contact Us · ${siteConfig.brandName}`));

    // The layout's footer may show the same addresses: look inside the page's own section.
    const methods = within(canvas.getByRole('region', { name: 'Choose How to Reach Us' }));
    for (const method of ['Email Support', 'WhatsApp Chat', 'Technical Support']) {
      await expect(methods.getByRole('heading', { level: 3, name: method })).toBeVisible();
    }
    await expect(methods.getByText(siteConfig.supportEmail)).toBeVisible();
    await expect(methods.getByText(siteConfig.whatsappNumber)).toBeVisible();

    const topics = canvas.getByRole('list', { name: 'What can we help with?' });
    for (const topic of ['General Questions', 'Bug Reports', 'Feature Requests', 'Technical Support']) {
      await expect(topics).toHaveTextContent(topic);
    }
    await expect(canvas.getByRole('group', { name: 'Quick Response Guarantee' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Send Us a Message' })).toHaveAttribute('id', 'contact-form');
  },
};

/** A visitor goes from the technical support card to the form and sends a message. */
export const TechnicalSupportToSentMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the Contact Form' }));
    const form = canvas.getByRole('region', { name: 'Send Us a Message' });
    await expect(form).toHaveFocus();

    // Tab from the focused form lands on its first field.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Hopper');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'grace@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Bug report');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'The PDF export shows the wrong total.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    await expect(await canvas.findByRole('button', { name: 'Message Sent!' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for reaching out!');
  },
};

/** Offline: the page keeps what was typed and says what went wrong. */
export const SendFailsOffline: Story = {
  parameters: { msw: { handlers: [contactHandlers.networkError] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Hopper');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'grace@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Question');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Is there a trial?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to send message. Please check your connection and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Is there a trial?');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The narrowest phone the site supports: nothing may stick out sideways. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    // Guards the check itself: it only means something at 320 px.
    await expect(root.clientWidth).toBeLessThanOrEqual(320);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
