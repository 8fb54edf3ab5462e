import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { openWaitlist, WaitlistDialogHost } from '@/features/waitlist';
import { waitlistHandlers } from '@testing/mocks/handlers';
import { animationsFinished, pageOf, pressEscape } from '@testing/stories/dialog';

const storageKey = 'invoiceSystemWaitlist';
type StoredEntry = { id: number; email: string; offline?: boolean };
const storedEntries = (): StoredEntry[] => JSON.parse(localStorage.getItem(storageKey) ?? '[]');
const offlineAda = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  company: null,
  timestamp: '2026-03-14T09:26:53.000Z',
  offline: true,
};

/**
 * The site's one waitlist dialog, mounted by the layout. Any Join Waitlist button opens it with the
 * window-level `openWaitlist` event; on load and when the browser is back online it sends the
 * sign-ups saved offline.
 */
const meta = {
  title: 'Features/Waitlist/WaitlistDialogHost',
  component: WaitlistDialogHost,
  // The host is one per page by design: a docs page showing every story would mount several, and one
  // openWaitlist event would open them all.
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [waitlistHandlers.joined] } },
  beforeEach: () => {
    localStorage.removeItem(storageKey);
  },
  render: () => (
    <>
      <Button onClick={openWaitlist}>Join Waitlist</Button>
      <WaitlistDialogHost />
    </>
  ),
} satisfies Meta<typeof WaitlistDialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A Join Waitlist button dispatches `openWaitlist`; the host opens the dialog. After a sign-up it
 * closes by itself and focus goes back to the button.
 */
export const OpenedByEvent: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const opener = within(canvasElement).getByRole('button', { name: 'Join Waitlist' });
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Join the Waitlist' });
    await animationsFinished(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    await expect(await within(dialog).findByRole('heading', { name: "You're In!" })).toBeVisible();

    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(opener).toHaveFocus();
  },
};

/** Any script can open it: the event needs no button. */
export const OpenedByScript: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    window.dispatchEvent(new Event('openWaitlist'));
    const dialog = await page.findByRole('dialog', { name: 'Join the Waitlist' });
    await animationsFinished(dialog);
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await pressEscape();
    await expect(dialog).not.toBeInTheDocument();
  },
};

/** A sign-up saved offline on an earlier visit is sent on load; it loses its offline flag and takes the server's id. */
export const SendsOfflineSignUpsOnLoad: Story = {
  beforeEach: () => {
    localStorage.setItem(storageKey, JSON.stringify([offlineAda]));
  },
  play: async () => {
    await waitFor(() => expect(storedEntries()[0]).not.toHaveProperty('offline'));
    await expect(storedEntries()[0]?.id).toBeGreaterThanOrEqual(1000);
  },
};

/** Saved while offline on this visit, it is sent when the browser reports it is back online. */
export const SendsOfflineSignUpsWhenOnline: Story = {
  play: async () => {
    // Saved after the load's own sync read the list: only the online event can send it.
    localStorage.setItem(storageKey, JSON.stringify([offlineAda]));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(storedEntries()[0]).not.toHaveProperty('offline'));
  },
};

/** The server has the email already (409): nothing is left to send, so the flag goes and the local id stays. */
export const OfflineSignUpTheServerHas: Story = {
  parameters: { msw: { handlers: [waitlistHandlers.duplicate] } },
  beforeEach: () => {
    localStorage.setItem(storageKey, JSON.stringify([offlineAda]));
  },
  play: async () => {
    await waitFor(() => expect(storedEntries()[0]).not.toHaveProperty('offline'));
    await expect(storedEntries()[0]?.id).toBe(1);
  },
};
