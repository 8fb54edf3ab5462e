import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ProfileDialog } from '@portal/profile';
import { accountFailures, signedAdminProfile } from '@testing/mocks/accountHandlers';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { animationsFinished, focusedIn, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

/** Olivia without a signature; stories that save have their own copy. */
const unsigned = createAdminMock();
const saving = createAdminMock();
const signed = createAdminMock({ profile: signedAdminProfile });

/** The dialog, fully shown, once the profile has loaded (or failed to). */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Your profile' });
  await animationsFinished(dialog);
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading your profile' })).toBeNull());
  return within(dialog);
}

const field = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('textbox', { name: (accessible: string) => accessible.startsWith(name) }) as
    HTMLInputElement | HTMLTextAreaElement;

/** How the replies end, as the preview under the form shows it. */
const signOff = (dialog: ReturnType<typeof within>) =>
  dialog.getByText('Your replies end with').closest('figure')!.querySelector('p')!;

const meta = {
  title: 'Features/Admin/ProfileDialog',
  component: ProfileDialog,
  decorators: [withQueryClient],
  parameters: { msw: { handlers: unsigned.handlers } },
  args: { open: true, onClose: fn(), onSaved: fn(), brandName: 'InvoiceFlow' },
  beforeEach: () => {
    for (const mock of [unsigned, saving, signed]) mock.reset();
  },
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from the header: the admin's name, the address they sign in with (not changed here), an empty
 * signature, and how their replies end without one: their name and the brand. Nothing to save yet.
 */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(field(dialog, 'First name')).toHaveValue('Olivia');
    await expect(field(dialog, 'Last name')).toHaveValue('Bennett');
    await expect(field(dialog, 'Signature')).toHaveValue('');
    await expect(dialog.getByText('olivia.bennett@invoiceflow.app')).toBeVisible();
    await expect(signOff(dialog)).toHaveTextContent('Olivia Bennett, InvoiceFlow');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** Typing a signature shows at once how the replies will end; Save can go, Cancel drops it. */
export const TypingASignature: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(field(dialog, 'Signature'), 'Olivia Bennett{Enter}Customer success');
    await expect(signOff(dialog).textContent).toBe('Olivia Bennett\nCustomer success');
    await expect(dialog.getByText('31 / 500')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** A signature saved before: its three lines, as the replies end. */
export const WithSignature: Story = {
  parameters: { msw: { handlers: signed.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(field(dialog, 'Signature')).toHaveValue(signedAdminProfile.signature);
    await expect(signOff(dialog).textContent).toBe(signedAdminProfile.signature);
  },
};

/** The profile is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...accountFailures.profileSlow, ...unsigned.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Your profile' });
    await animationsFinished(dialog);
    await expect(within(dialog).getByRole('status', { name: 'Loading your profile' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The profile did not load: why, and a way to ask again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...accountFailures.profileError, ...unsigned.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Profile not loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Save pressed: it waits for the server, the text as typed and nothing to close meanwhile. */
export const Saving: Story = {
  parameters: { msw: { handlers: [...accountFailures.saveSlow, ...unsigned.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(field(dialog, 'Signature'), 'Olivia');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(field(dialog, 'Signature')).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * A name left empty: Save names it beside its field, in the server's words, and puts the cursor there;
 * nothing is sent.
 */
export const ValidationError: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(field(dialog, 'Last name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const lastName = field(dialog, 'Last name');
    await expect(lastName).toHaveAccessibleDescription('Last name is required');
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(focusedIn(canvasElement)).toBe(lastName);
    await expect(field(dialog, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(saving.requests('PUT')).toEqual([]);
  },
};

/** The server refuses what only it checks: its reason above the buttons, the text kept to correct. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: [...accountFailures.saveRefused, ...unsigned.handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(field(dialog, 'Signature'), 'Olivia');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Profile not saved');
    await expect(alert).toHaveTextContent('Signature contains a character that cannot be stored');
    await expect(field(dialog, 'Signature')).toHaveValue('Olivia');
  },
};

/**
 * Saved: the server keeps it trimmed, the header is told (`onSaved`), and a notice says the replies sent
 * from now on end as shown; there is nothing left to save.
 */
export const Saved: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(field(dialog, 'First name'));
    await userEvent.type(field(dialog, 'First name'), 'Liv ');
    await userEvent.type(field(dialog, 'Signature'), 'Liv Bennett{Enter}Customer success, InvoiceFlow');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(/Your profile is saved/)).toBeVisible();
    const saved = {
      id: 1,
      firstName: 'Liv',
      lastName: 'Bennett',
      email: 'olivia.bennett@invoiceflow.app',
      signature: 'Liv Bennett\nCustomer success, InvoiceFlow',
    };
    await expect(args.onSaved).toHaveBeenCalledWith(saved);
    await expect(saving.profile()).toEqual(saved);
    await expect(saving.requests('PUT').map((request) => request.body)).toEqual([
      { firstName: 'Liv ', lastName: 'Bennett', signature: 'Liv Bennett\nCustomer success, InvoiceFlow' },
    ]);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** On a phone the names go one under the other and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { msw: { handlers: signed.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const first = field(dialog, 'First name').getBoundingClientRect();
    const last = field(dialog, 'Last name').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expectNoHorizontalScroll(canvasElement, 320);
  },
};
