import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { siteConfig } from '@/config/site';
import { WaitlistPage } from '@/pages/WaitlistPage';
import { STATUS_LINK_SENT_MESSAGE } from '@shared/contract/constants';
import { statusLinkHandlers, waitlistHandlers } from '@testing/mocks/handlers';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withLayout } from '@testing/stories/withLayout';

const storageKey = 'invoiceSystemWaitlist';
const storedEntries = (): Array<{ email: string; offline?: boolean }> =>
  JSON.parse(localStorage.getItem(storageKey) ?? '[]');

/** The page's own content: the layout around it has links and text of its own. */
const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Types an email (and a first name) into the page's form and presses Join Waitlist. */
async function joinWith(canvasElement: HTMLElement, email: string, name = '') {
  const main = mainOf(canvasElement);
  await userEvent.type(main.getByRole('textbox', { name: 'Email' }), email);
  if (name) await userEvent.type(main.getByRole('textbox', { name: 'First name' }), name);
  await userEvent.click(main.getByRole('button', { name: 'Join Waitlist' }));
  return main;
}

const meta = {
  title: 'Pages/Waitlist',
  component: WaitlistPage,
  decorators: [withLayout],
  parameters: { layout: 'fullscreen', route: '/waitlist', msw: { handlers: [waitlistHandlers.joined] } },
  beforeEach: () => {
    localStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof WaitlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The 50% promise and the sign-up form on a page of their own: a real form posting to /waitlist, with
 * the privacy line; Join Waitlist is disabled while the email is empty, as in the dialog.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe(`Join the Waitlist · ${siteConfig.brandName}`));
    await expect(main.getByText('50% off your first year')).toBeVisible();

    const email = main.getByRole('textbox', { name: 'Email' });
    const form = email.closest('form') as HTMLFormElement;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/waitlist');
    await expect(email).toBeRequired();
    await expect(main.getByRole('textbox', { name: 'First name' })).not.toBeRequired();
    await expect(main.getByRole('textbox', { name: 'Company (Optional)' })).not.toBeRequired();
    await expect(main.getByRole('link', { name: /privacy note/ })).toHaveAttribute('href', '/privacy');

    const submit = main.getByRole('button', { name: 'Join Waitlist' });
    await expect(submit).toBeDisabled();
    await userEvent.type(email, 'ada@example.com');
    await expect(submit).toBeEnabled();
  },
};

/** While the sign-up is on its way: "Joining Waitlist...", every field disabled. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.slow] } },
  play: async ({ canvasElement }) => {
    const main = await joinWith(canvasElement, 'ada@example.com');
    await expect(await main.findByRole('button', { name: 'Joining Waitlist...' })).toBeDisabled();
    await expect(main.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(main.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};

/** A sign-up the server accepts: "You're In!", the welcome and the three perks, in place of the form; it stays. */
export const Joined: Story = {
  play: async ({ canvasElement }) => {
    const main = await joinWith(canvasElement, 'ada@example.com', 'Ada');
    await expect(await main.findByRole('heading', { level: 2, name: "You're In!" })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent(`Welcome to ${siteConfig.brandName}!`);
    const perks = main.getByRole('list', { name: 'As an early user you get:' });
    await expect(within(perks).getAllByRole('listitem')).toHaveLength(3);
    // Focus moves to the view that replaced the form, so keyboard and screen reader users land on it.
    await waitFor(() => expect(perks.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(main.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(storedEntries()).toMatchObject([{ email: 'ada@example.com' }]);
  },
};

/** The server has the address already: the spec's message above the form, which keeps what was typed. */
export const AlreadyOnTheList: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.duplicate] } },
  play: async ({ canvasElement }) => {
    const main = await joinWith(canvasElement, 'ada@example.com');
    await expect(await main.findByRole('alert')).toHaveTextContent('This email is already on our waitlist!');
    const email = main.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@example.com');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** The server refuses the details: the spec's message for a 400. */
export const InvalidDetails: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.invalid] } },
  play: async ({ canvasElement }) => {
    const main = await joinWith(canvasElement, 'ada@example');
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Invalid information provided. Please check your details.',
    );
  },
};

/** Offline: the sign-up is kept in the browser, marked offline, and the success view shows. */
export const SavedOffline: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.networkError] } },
  play: async ({ canvasElement }) => {
    const main = await joinWith(canvasElement, 'offline@example.com');
    await expect(await main.findByRole('heading', { level: 2, name: "You're In!" })).toBeVisible();
    await expect(storedEntries()).toMatchObject([{ email: 'offline@example.com', offline: true }]);
  },
};

/**
 * Under the sign-up, members who lost their status link have it mailed again: a form of its own, posting
 * to the server's /waitlist/status-link without the app, whose field screen readers tell apart from the
 * sign-up's "Email". Sending it leaves the sign-up as it was.
 */
export const StatusLinkUnderTheSignUp: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.joined, statusLinkHandlers.sent] } },
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    const statusLink = within(main.getByRole('region', { name: 'Already on the list? Get your status link' }));
    const form = statusLink.getByRole('form') as HTMLFormElement;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/waitlist/status-link');
    // The sign-up's field keeps its name; the two are told apart by the status link's.
    await expect(main.getByRole('textbox', { name: 'Email' }).closest('form')).toHaveAttribute('action', '/waitlist');

    await userEvent.type(statusLink.getByRole('textbox', { name: 'Email for your status link' }), 'ada@example.com');
    await userEvent.click(statusLink.getByRole('button', { name: 'Email me my link' }));
    await expect(await statusLink.findByRole('status')).toHaveTextContent(STATUS_LINK_SENT_MESSAGE);
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(main.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
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
