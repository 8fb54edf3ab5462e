import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { formOutcomes } from '@/content/formOutcomes';
import { formOutcomePaths } from '@shared/content/paths';
import { FormOutcome } from '@/pages/formOutcome/FormOutcome';

const outcomeAt = (path: string) => formOutcomes.find((outcome) => outcome.path === path)!;

const meta = {
  title: 'Pages/Form outcome body',
  component: FormOutcome,
  parameters: { layout: 'fullscreen' },
  args: { outcome: outcomeAt(formOutcomePaths.waitlist.joined) },
} satisfies Meta<typeof FormOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks an error outcome: its heading, the spec's message word for word, the hint and both ways back. */
const errorOutcome = (path: string, heading: string, message: string, form: 'waitlist' | 'contact'): Story => ({
  args: { outcome: outcomeAt(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.!?]/g, '\\$&')}$`));
    await expect(canvas.getByText(/Back button takes you to the form/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Back to the ${form} form` })).toHaveAttribute('href', `/${form}`);
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
});

export const WaitlistJoined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "You're In!" })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent("You're on the waitlist.");
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /form/ })).toBeNull();
  },
};

export const WaitlistDuplicate = errorOutcome(
  formOutcomePaths.waitlist.duplicate,
  'Already on the Waitlist',
  'This email is already on our waitlist!',
  'waitlist',
);

export const WaitlistInvalid = errorOutcome(
  formOutcomePaths.waitlist.invalid,
  'Check Your Details',
  'Invalid information provided. Please check your details.',
  'waitlist',
);

export const WaitlistThrowawayAddress = errorOutcome(
  formOutcomePaths.waitlist.throwaway,
  'Use an Address You Keep',
  'Please use an email address you keep: this one is at a domain that hands out throwaway addresses.',
  'waitlist',
);

export const WaitlistRateLimited = errorOutcome(
  formOutcomePaths.waitlist.rateLimited,
  'Too Many Requests',
  'Too many requests. Please try again later.',
  'waitlist',
);

export const WaitlistFailed = errorOutcome(
  formOutcomePaths.waitlist.failed,
  'Not Joined Yet',
  'Something went wrong. Please try again.',
  'waitlist',
);

export const ContactSent: Story = {
  args: { outcome: outcomeAt(formOutcomePaths.contact.sent) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
    const success = canvas.getByRole('status');
    await expect(success).toHaveTextContent('Thank you for reaching out!');
    await expect(success).toHaveTextContent('Most inquiries are answered within 4-6 hours');
  },
};

export const ContactInvalid = errorOutcome(
  formOutcomePaths.contact.invalid,
  'Check Your Details',
  'Please check your form data and try again.',
  'contact',
);

export const ContactFailed = errorOutcome(
  formOutcomePaths.contact.failed,
  'Message Not Sent',
  'Something went wrong. Please try again later.',
  'contact',
);
