import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { siteConfig } from '@/config/site';
import { formOutcomePaths } from '@shared/content/paths';
import { FormOutcomePage } from '@/pages/FormOutcomePage';
import { SitePages } from '@testing/stories/SitePages';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/Form outcome',
  component: FormOutcomePage,
  parameters: { layout: 'fullscreen', route: formOutcomePaths.waitlist.joined },
  decorators: [withLayout],
  // Stand-ins for the forms' pages, so the ways back can be followed.
  render: () => (
    <SitePages
      pages={{ '/': <h1>Home page</h1>, '/waitlist': <h1>Waitlist page</h1>, '/contact': <h1>Contact page</h1> }}
      otherwise={<FormOutcomePage />}
    />
  ),
} satisfies Meta<typeof FormOutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Where a waitlist form sent without the app lands when the sign-up went through. */
export const WaitlistJoined: Story = {
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: "You're In!" })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe(`You're In! · ${siteConfig.brandName}`));
    await expect(main.getByRole('list', { name: 'As an early user you get:' })).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'Back to the home page' }));
    await expect(main.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  },
};

/** A duplicate sign-up: the spec's message and the way back to the form. */
export const WaitlistDuplicate: Story = {
  parameters: { route: formOutcomePaths.waitlist.duplicate },
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Already on the Waitlist' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveTextContent(/^This email is already on our waitlist!$/);
    await expect(main.getByText(/Back button takes you to the form/)).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'Back to the waitlist form' }));
    await expect(main.getByRole('heading', { level: 1, name: 'Waitlist page' })).toBeVisible();
  },
};

/** The contact form's message arrived. */
export const ContactSent: Story = {
  parameters: { route: formOutcomePaths.contact.sent },
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Thank you for reaching out!');
  },
};

/** The contact form's other failure: the spec's message, and the way back to /contact. */
export const ContactFailed: Story = {
  parameters: { route: formOutcomePaths.contact.failed },
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('alert')).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    await expect(main.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute('href', '/contact');
  },
};

export const Mobile: Story = {
  parameters: { route: formOutcomePaths.waitlist.invalid },
  globals: { viewport: { value: 'mobile' } },
};

/** 320 px, the narrowest phone: the longest message and both ways back fit. */
export const Narrow: Story = {
  parameters: { route: formOutcomePaths.waitlist.invalid },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
