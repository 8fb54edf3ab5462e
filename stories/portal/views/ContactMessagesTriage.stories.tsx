import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ContactMessages } from '@portal/views/contact';
import { type AdminMock, createAdminMock } from '@testing/mocks/adminHandlers';
import { animationsFinished, pageOf, pressEscape } from '@testing/stories/dialog';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

/** A message's row in the table. */
const rowOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('table', { name: 'Recent Messages' }))
    .getByText(name)
    .closest('tr') as HTMLElement;
const patches = (mock: AdminMock) =>
  mock.requests('PATCH').map((request) => ({ path: request.path, body: request.body }));

/** The details dialog, queried afresh: moving to another message draws it anew. */
const detailsOf = (canvasElement: HTMLElement) =>
  within(pageOf(canvasElement).getByRole('dialog', { name: 'Message Details' }));

/** Opens a message's details through its name and returns the dialog, fully shown. */
async function openDetails(canvas: Canvas, canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(rowOf(canvas, name)).getByRole('button', { name }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Message Details' });
  await animationsFinished(dialog);
  return dialog;
}

/** Waits until the dialog shows the message from `email`, fully drawn. */
async function showing(canvasElement: HTMLElement, email: string) {
  await waitFor(() => expect(detailsOf(canvasElement).getByText(email)).toBeVisible());
  await animationsFinished(pageOf(canvasElement).getByRole('dialog', { name: 'Message Details' }));
}

/**
 * Three messages, newest first: Grace (New, unread), Alan (In Progress, read, not replied) and
 * Katherine (Resolved, replied). Each story has its own copy.
 */
const moving = createAdminMock();
const sendAndResolve = createAdminMock();
const sendSaves = createAdminMock();
const leftTheFilter = createAdminMock();

const meta = {
  title: 'Features/Admin/Views/ContactMessages/Working through messages',
  component: ContactMessages,
  decorators: [withQueryClient],
  parameters: { route: '/admin/messages', msw: { handlers: moving.handlers } },
  beforeEach: () => {
    for (const mock of [moving, sendAndResolve, sendSaves, leftTheFilter]) mock.reset();
  },
} satisfies Meta<typeof ContactMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Next and Previous (and j, k) go through the rows of the page in their order, the address naming the
 * message shown; Previous waits on the first row, Next on the last.
 */
export const NextAndPrevious: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Grace Hopper');
    await openDetails(canvas, canvasElement, 'Grace Hopper');
    await expect(detailsOf(canvasElement).getByRole('button', { name: 'Previous message' })).toBeDisabled();

    await userEvent.click(detailsOf(canvasElement).getByRole('button', { name: 'Next message' }));
    await showing(canvasElement, 'alan@example.com');
    await expect(locationOf(canvas)).toBe('/admin/messages?message=2');

    // Focus is in the dialog, on no text field: the keys move too.
    await userEvent.keyboard('j');
    await showing(canvasElement, 'katherine@example.com');
    await expect(locationOf(canvas)).toBe('/admin/messages?message=1');
    await expect(detailsOf(canvasElement).getByRole('button', { name: 'Next message' })).toBeDisabled();

    await userEvent.keyboard('k');
    await showing(canvasElement, 'alan@example.com');
    await expect(detailsOf(canvasElement).getByRole('button', { name: 'Previous message' })).toBeEnabled();
    await expect(detailsOf(canvasElement).getByRole('button', { name: 'Next message' })).toBeEnabled();
  },
};

/**
 * Send & resolve: the reply goes to Grace, her message is stored Resolved, and the dialog moves on to
 * the next one, Alan's; her row follows.
 */
export const SendAndResolve: Story = {
  parameters: { msw: { handlers: sendAndResolve.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Grace Hopper');
    const dialog = await openDetails(canvas, canvasElement, 'Grace Hopper');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reply' }));
    const composer = within(within(dialog).getByRole('form', { name: 'Reply to Grace Hopper' }));
    await userEvent.type(composer.getByRole('textbox', { name: 'Your reply' }), 'Yes: one currency per client.');
    await userEvent.click(composer.getByRole('button', { name: 'Send & resolve' }));

    // Sending, saving, then the list's reload: give a loaded machine time.
    await waitFor(() => expect(detailsOf(canvasElement).getByText('alan@example.com')).toBeVisible(), {
      timeout: 8000,
    });
    await showing(canvasElement, 'alan@example.com');
    await expect(sendAndResolve.requests('POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/contact/3/replies', body: { body: 'Yes: one currency per client.' } },
    ]);
    await expect(patches(sendAndResolve)).toEqual([
      { path: '/api/webpage/contact/3/read', body: undefined },
      { path: '/api/webpage/contact/3/status', body: { status: 'Resolved' } },
    ]);
    await waitFor(() => expect(within(rowOf(canvas, 'Grace Hopper')).getByText('Resolved')).toBeVisible());
  },
};

/**
 * Send stores the status and notes chosen with the reply: the dialog stays on the message, nothing is
 * left unsaved (Escape closes with no question), and the row shows the new status.
 */
export const SendSavesStatusAndNotes: Story = {
  parameters: { msw: { handlers: sendSaves.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Alan Turing');
    const dialog = await openDetails(canvas, canvasElement, 'Alan Turing');
    const details = within(dialog);
    await userEvent.selectOptions(details.getByRole('combobox', { name: 'Status' }), 'Closed');
    const notes = details.getByRole('textbox', { name: 'Admin Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'CSV import promised for launch.');
    await userEvent.click(await details.findByRole('button', { name: 'Reply' }));
    const composer = within(details.getByRole('form', { name: 'Reply to Alan Turing' }));
    await userEvent.type(composer.getByRole('textbox', { name: 'Your reply' }), 'Yes: at launch.');
    await userEvent.click(composer.getByRole('button', { name: 'Send' }));

    await waitFor(
      () =>
        expect(patches(sendSaves)).toEqual([
          { path: '/api/webpage/contact/2/notes', body: { notes: 'CSV import promised for launch.' } },
          { path: '/api/webpage/contact/2/status', body: { status: 'Closed' } },
        ]),
      { timeout: 8000 },
    );
    await waitFor(() => expect(within(rowOf(canvas, 'Alan Turing')).getByText('Closed')).toBeVisible());
    await expect(details.getByText('Your reply to alan@example.com is in the outbox.')).toBeVisible();
    await waitFor(() => expect(details.getByText('Current status').nextElementSibling).toHaveTextContent('Closed'));

    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * The list shows the messages awaiting a reply. Grace's, marked replied, leaves it, but the dialog
 * still knows where she was: Next goes on to Alan, the message that took her place.
 */
export const NextAfterLeavingTheList: Story = {
  parameters: { route: '/admin/messages?reply=awaiting', msw: { handlers: leftTheFilter.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Grace Hopper');
    const dialog = await openDetails(canvas, canvasElement, 'Grace Hopper');
    // Opening an unread message marks it read: the actions wait for that first.
    const more = within(dialog).getByRole('button', { name: 'More actions' });
    await waitFor(() => expect(more).toBeEnabled());
    await userEvent.click(more);
    const menu = within(dialog).getByRole('menu', { name: 'More actions' });
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark as Replied' }));
    await waitFor(() => expect(canvas.queryByText('Grace Hopper')).not.toBeInTheDocument());

    await expect(detailsOf(canvasElement).getByRole('button', { name: 'Previous message' })).toBeDisabled();
    await userEvent.click(detailsOf(canvasElement).getByRole('button', { name: 'Next message' }));
    await showing(canvasElement, 'alan@example.com');
  },
};
