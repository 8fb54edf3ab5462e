import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { PersonalDataErasure } from '@portal/privacy';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { waitlistEntries } from '@testing/mocks/fixtures';
import { animationsFinished, focusedIn, pageOf, pressEscape } from '@testing/stories/dialog';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const mock = createAdminMock();
/** Someone on the waitlist; the stories type the address in capitals too, as the server matches any case. */
const address = waitlistEntries[0]!.email;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Email address/ });

/** Types the address, presses Erase... and returns the confirmation, fully shown. */
async function askToErase(canvasElement: HTMLElement, canvas: Canvas, email: string) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Erase...' }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Erase personal data' });
  await animationsFinished(dialog);
  return dialog;
}

const meta = {
  title: 'Features/Admin/PersonalDataErasure',
  component: PersonalDataErasure,
  decorators: [withQueryClient],
  parameters: { msw: { handlers: mock.handlers } },
  beforeEach: () => mock.reset(),
} satisfies Meta<typeof PersonalDataErasure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address field, and Erase..., which waits for an address. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(emailField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Erase...' })).toBeDisabled();
  },
};

/**
 * Erase... asks first: the address named, what goes and that it cannot be undone, focus on Cancel.
 * Cancel erases nothing.
 */
export const Confirming: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, address);
    await expect(within(dialog).getByText(`Erase everything stored about ${address}?`)).toBeVisible();
    await expect(within(dialog).getByText(/This cannot be undone/)).toBeVisible();
    await expect(focusedIn(canvasElement)).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(mock.requests('POST', '/api/privacy/erase')).toEqual([]);
  },
};

/** Delete erases every row of the address, any case, and the notice counts what went. */
export const Erased: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, address.toUpperCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(`Erased everything stored about ${address.toUpperCase()}:`);
    await expect(notice).toHaveTextContent(/\d+ waitlist sign-up/);
    await expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(emailField(canvas)).toHaveValue('');
    // The address went in the body, never in the URL.
    await expect(
      mock.requests('POST', '/api/privacy/erase').map((request) => [request.query.toString(), request.body]),
    ).toEqual([['', { email: address.toUpperCase() }]]);
    const sameAddress = (row: { email: string }) => row.email.toLowerCase() === address.toLowerCase();
    await expect(mock.entries().some(sameAddress)).toBe(false);
    await expect(mock.messages().some(sameAddress)).toBe(false);
  },
};

/** Nothing was stored about the address: the notice says so. */
export const NothingStored: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nothing was stored about nobody@example.com.');
  },
};

/** While it runs, Delete reads "Deleting..." and the confirmation cannot be closed. */
export const Erasing: Story = {
  parameters: { msw: { handlers: [...adminFailures.erasureSlow, ...mock.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await pressEscape();
    await expect(dialog).toBeVisible();
  },
};

/** An address the server refuses: its message stays in the confirmation, nothing is erased. */
export const InvalidAddress: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Not deleted');
    await expect(alert).toHaveTextContent('Email must be a valid e-mail address');
  },
};

/** The erasure fails on the server: the reason in the confirmation, which stays open to retry. */
export const ErasureError: Story = {
  parameters: { msw: { handlers: [...adminFailures.erasureError, ...mock.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** On a phone the field and the button stack, and the confirmation fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToErase(canvasElement, canvas, address);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
