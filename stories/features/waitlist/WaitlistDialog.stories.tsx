import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { KeyValueStorage } from '@/api';
import { Button } from '@/components/Button';
import { WaitlistDialog, type WaitlistDialogProps } from '@/features/waitlist/WaitlistDialog';
import { theme } from '@/theme';
import { waitlistHandlers } from '@testing/mocks/handlers';
import { hexToRgb } from '@testing/stories/css';
import { clickBackdrop, focusedIn, openDialogWith, pressEscape } from '@testing/stories/dialog';

const storageKey = 'invoiceSystemWaitlist';
type StoredEntry = { id: number; email: string; name: string | null; company: string | null; offline?: boolean };
const storedEntries = (): StoredEntry[] => JSON.parse(localStorage.getItem(storageKey) ?? '[]');

/** The dialog's owner, as the site's host is: a Join Waitlist button and the `open` state. */
function WaitlistHarness({ open: initiallyOpen, onClose, ...args }: WaitlistDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Join Waitlist</Button>
      <WaitlistDialog
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const openWaitlistDialog = (canvasElement: HTMLElement) => openDialogWith(canvasElement, 'Join Waitlist');

/** The form's controls, inside the dialog. */
function formOf(dialog: HTMLElement) {
  const inside = within(dialog);
  return {
    email: inside.getByRole('textbox', { name: 'Email' }),
    name: inside.getByRole('textbox', { name: 'First name' }),
    company: inside.getByRole('textbox', { name: 'Company (Optional)' }),
    submit: inside.getByRole('button', { name: 'Join Waitlist' }),
  };
}

/** Opens the dialog, fills it in and presses Join Waitlist. */
async function joinWith(canvasElement: HTMLElement, email: string, name = '', company = '') {
  const dialog = await openWaitlistDialog(canvasElement);
  const form = formOf(dialog);
  await userEvent.type(form.email, email);
  if (name) await userEvent.type(form.name, name);
  if (company) await userEvent.type(form.company, company);
  await userEvent.click(form.submit);
  return { dialog, form };
}

/** An error from the server shows in an error alert above the form; the dialog stays, editable, with what was typed. */
async function expectErrorShown(dialog: HTMLElement, message: string) {
  const alert = await within(dialog).findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  const form = formOf(dialog);
  await expect(alert.compareDocumentPosition(form.email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expect(dialog).toHaveAccessibleName('Join the Waitlist');
  await expect(form.email).toBeEnabled();
  // Focus moves to the email once the error is in, so the person can correct it and retry.
  await waitFor(() => expect(form.email).toHaveFocus());
  await expect(form.submit).toBeEnabled();
}

/** Storage that can be read but refuses every write, as a full or blocked local storage does. */
const refusingStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {},
};

const meta = {
  title: 'Features/Waitlist/WaitlistDialog',
  component: WaitlistDialog,
  args: { open: false, onClose: fn() },
  argTypes: { storage: { control: false } },
  parameters: { msw: { handlers: [waitlistHandlers.joined] } },
  // Every story starts with no local copy of the waitlist, whatever the story before it left.
  beforeEach: () => {
    localStorage.removeItem(storageKey);
  },
  render: (args) => <WaitlistHarness {...args} />,
} satisfies Meta<typeof WaitlistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened, it promises 50% off the first year and asks for an email (required), a first name and a
 * company (Optional). Join Waitlist stays disabled until an email is typed.
 */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWaitlistDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Join the Waitlist');
    await expect(within(dialog).getByText('50% off your first year')).toBeVisible();
    // The promise is highlighted on the brand's tint, as the site's other notes are.
    const promise = within(dialog).getByText('50% off your first year').closest('p')?.parentElement?.parentElement;
    await expect(getComputedStyle(promise as HTMLElement).backgroundColor).toBe(
      hexToRgb(theme.color.surface.brandSubtle),
    );

    const form = formOf(dialog);
    await expect(form.email).toHaveFocus();
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.email).toBeRequired();
    await expect(form.name).not.toBeRequired();
    await expect(form.company).not.toBeRequired();
    await expect(form.submit).toBeDisabled();

    await userEvent.type(form.name, 'Ada');
    await expect(form.submit).toBeDisabled();
    await userEvent.type(form.email, 'ada@example.com');
    await expect(form.submit).toBeEnabled();
    await userEvent.clear(form.email);
    await expect(form.submit).toBeDisabled();
  },
};

/**
 * While the sign-up is on its way the button reads "Joining Waitlist...", every field and the close
 * button are disabled, and nothing closes the dialog: not Escape, not the backdrop.
 */
export const Submitting: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.slow] } },
  play: async ({ args, canvasElement }) => {
    const { dialog, form } = await joinWith(canvasElement, 'ada@example.com', 'Ada', 'Analytical Engines');

    const busy = await within(dialog).findByRole('button', { name: 'Joining Waitlist...' });
    await expect(busy).toBeDisabled();
    await expect(form.email).toBeDisabled();
    await expect(form.name).toBeDisabled();
    await expect(form.company).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();

    await pressEscape();
    await clickBackdrop(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    // Every control is disabled, so the dialog itself holds focus rather than the page behind it.
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(dialog));
    await userEvent.tab();
    await expect(dialog).toContainElement(focusedIn(canvasElement) as HTMLElement);
  },
};

/**
 * A sign-up the server accepts shows "You're In!" with a welcome and three perks, and keeps a local
 * copy with the server's id. The dialog closes by itself 2 s later and opens again on an empty form.
 */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await joinWith(canvasElement, 'ada@example.com', 'Ada', 'Analytical Engines');
    const heading = await within(dialog).findByRole('heading', { name: "You're In!" });
    const shownAt = performance.now();
    await expect(dialog).toHaveAccessibleName("You're In!");
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^Welcome to .+!/);
    const perks = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    await expect(perks).toHaveLength(3);
    await expect(heading).toBeVisible();

    const [entry] = storedEntries();
    await expect(entry).toMatchObject({ email: 'ada@example.com', name: 'Ada', company: 'Analytical Engines' });
    await expect(entry?.id).toBeGreaterThanOrEqual(1000);
    await expect(entry).not.toHaveProperty('offline');

    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 4000 });
    // Closed by itself, after the spec's 2000 ms (the clock started a little after the view appeared).
    await expect(performance.now() - shownAt).toBeGreaterThan(1800);
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    const reopened = await openWaitlistDialog(canvasElement);
    await expect(reopened).toHaveAccessibleName('Join the Waitlist');
    await expect(formOf(reopened).email).toHaveValue('');
    await expect(formOf(reopened).name).toHaveValue('');
    await expect(formOf(reopened).company).toHaveValue('');
  },
};

/** The server already has this email (409). */
export const Duplicate: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.duplicate] } },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await joinWith(canvasElement, 'ada@example.com', 'Ada');
    await expectErrorShown(dialog, 'This email is already on our waitlist!');
    await expect(form.email).toHaveValue('ada@example.com');
    await expect(form.name).toHaveValue('Ada');
  },
};

/** The server refuses the details (400), here an email it cannot accept. */
export const InvalidDetails: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.invalid] } },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await joinWith(canvasElement, 'ada.example.com');
    await expectErrorShown(dialog, 'Invalid information provided. Please check your details.');
    await expect(form.email).toHaveValue('ada.example.com');
  },
};

/**
 * The server refuses an address at a domain that hands out throwaway addresses (400): the dialog shows the
 * server's own message, which names the domain and why, in place of the spec's general one.
 */
export const ThrowawayAddress: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.throwaway] } },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await joinWith(canvasElement, 'ada@mailinator.com');
    await expectErrorShown(dialog, 'Email must be an address you keep: mailinator.com hands out throwaway addresses');
    await expect(form.email).toHaveValue('ada@mailinator.com');
  },
};

/** Opens the dialog, types an address with a typo of gmail.com and leaves the field: the suggestion shows. */
async function typoSuggested(canvasElement: HTMLElement) {
  const dialog = await openWaitlistDialog(canvasElement);
  const form = formOf(dialog);
  await userEvent.type(form.email, 'ada@gmial.com');
  await userEvent.tab();
  const suggestion = await within(dialog).findByRole('button', { name: 'ada@gmail.com' });
  return { dialog, form, suggestion };
}

/**
 * An address that looks like a typo of a common domain: once the person leaves the email field, "Did you
 * mean …?" shows under it, the corrected address a button. Nothing is changed or sent until they choose.
 */
export const EmailTypoSuggested: Story = {
  play: async ({ canvasElement }) => {
    const { form, suggestion } = await typoSuggested(canvasElement);
    await expect(suggestion.closest('p')).toHaveTextContent(/^Did you mean ada@gmail\.com\?$/);
    await expect(form.name).toHaveFocus();
    await expect(form.email).toHaveValue('ada@gmial.com');
    await expect(form.submit).toBeEnabled();
  },
};

/**
 * One click takes the suggestion: the email field holds it, with focus, and the line is gone. (That the
 * sign-up then stored is the corrected one is e2e/emailSuggestion.spec.ts's journey.)
 */
export const EmailSuggestionTaken: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, form, suggestion } = await typoSuggested(canvasElement);
    await userEvent.click(suggestion);
    await expect(form.email).toHaveValue('ada@gmail.com');
    await expect(form.email).toHaveFocus();
    await expect(within(dialog).queryByText(/^Did you mean/)).not.toBeInTheDocument();
  },
};

/** Too many sign-ups from this address (429). */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.rateLimited] } },
  play: async ({ canvasElement }) => {
    const { dialog } = await joinWith(canvasElement, 'ada@example.com');
    await expectErrorShown(dialog, 'Too many requests. Please try again later.');
  },
};

/** Any other failure of the server (500). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.serverError] } },
  play: async ({ canvasElement }) => {
    const { dialog } = await joinWith(canvasElement, 'ada@example.com');
    await expectErrorShown(dialog, 'Something went wrong. Please try again.');
  },
};

/**
 * No network: the sign-up is kept in the browser, marked offline (the site sends it when it is next
 * online), and the person sees the success view all the same.
 */
export const Offline: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.networkError] } },
  play: async ({ canvasElement }) => {
    const { dialog } = await joinWith(canvasElement, ' ada@example.com ', 'Ada');
    await within(dialog).findByRole('heading', { name: "You're In!" });

    const entries = storedEntries();
    await expect(entries).toHaveLength(1);
    await expect(entries[0]).toMatchObject({ email: 'ada@example.com', name: 'Ada', company: null, offline: true });
    await expect(entries[0]?.id).toBeGreaterThan(Date.parse('2026-01-01'));

    // Ends closed, as it would by itself, so the check after the story sees a settled page.
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

/** No network, and this browser has already saved this email (in any letter case). */
export const DuplicateOffline: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.networkError] } },
  beforeEach: () => {
    const earlier = {
      id: 1,
      email: 'ada@example.com',
      name: 'Ada',
      company: null,
      timestamp: '2026-03-14T09:26:53.000Z',
    };
    localStorage.setItem(storageKey, JSON.stringify([{ ...earlier, offline: true }]));
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await joinWith(canvasElement, 'ADA@example.com');
    await expectErrorShown(dialog, 'This email is already on our waitlist!');
    await expect(storedEntries()).toHaveLength(1);
  },
};

/** No network, and the browser cannot keep the sign-up either (storage full or blocked). */
export const OfflineStorageUnavailable: Story = {
  args: { storage: refusingStorage },
  parameters: { msw: { handlers: [waitlistHandlers.networkError] } },
  play: async ({ canvasElement }) => {
    const { dialog } = await joinWith(canvasElement, 'ada@example.com');
    await expectErrorShown(dialog, 'Unable to join waitlist. Please check your connection and try again.');
  },
};

/**
 * On a phone (375) the dialog spans the width, Join Waitlist spans the dialog, and the button follows
 * the privacy line at once: the dialog is as tall as the form, no empty band above the button.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openWaitlistDialog(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const form = formOf(dialog);
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(view.innerWidth * 0.9);
    await expect(form.submit.getBoundingClientRect().width).toBeGreaterThan(view.innerWidth * 0.75);
    await expect(form.email.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    await expect(within(dialog).getByText('50% off your first year')).toBeVisible();
    const privacyLine = within(dialog)
      .getByRole('link', { name: /privacy note/ })
      .closest('p') as HTMLElement;
    // The body's bottom padding and the footer's top padding (1rem each) and its hairline.
    await expect(
      form.submit.getBoundingClientRect().top - privacyLine.getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(2 * 16 + 2);

    await userEvent.type(form.email, 'ada@example.com');
    await userEvent.click(form.submit);
    await expect(await within(dialog).findByRole('heading', { name: "You're In!" })).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 4000 });
  },
};
