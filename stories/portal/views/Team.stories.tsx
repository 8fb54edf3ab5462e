import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Team } from '@portal/views/team';
import { serverError } from '@testing/mocks/answers';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { longUnicodeMembers, onlyAdministrator } from '@testing/mocks/teamFixtures';
import { teamFailures, teamPaths } from '@testing/mocks/teamHandlers';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, focusedIn, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

/** Olivia (signed in, "You"), Samuel (no second factor), Mei (no access), Priya and Lukas (invited). */
const team = createAdminMock();
const lastAdministrator = createAdminMock({ members: onlyAdministrator });
const longTeam = createAdminMock({ members: longUnicodeMembers });

const meta = {
  title: 'Features/Admin/Views/Team',
  component: Team,
  decorators: [withQueryClient],
  parameters: { route: '/admin/team', msw: { handlers: team.handlers } },
  beforeEach: () => {
    for (const mock of [team, lastAdministrator, longTeam]) mock.reset();
  },
} satisfies Meta<typeof Team>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Holds each invitation until the play function lets it go, so a story can look at the dialog while it
 * is sending; let go, it goes on to the mock's own handler (a resolver that returns nothing passes on).
 */
const heldInvitations: Array<() => void> = [];
const holdEachInvitation = http.post(teamPaths.users, async () => {
  await new Promise<void>((release) => heldInvitations.push(release));
});
/** Lets the invitation being sent go on to the server, once it has reached the mock. */
async function releaseInvitation() {
  await waitFor(() => expect(heldInvitations).toHaveLength(1));
  heldInvitations.shift()!();
}

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Accounts' });
const rowOf = (canvas: Canvas, name: string) => within(table(canvas)).getByText(name).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const notifications = (canvasElement: HTMLElement) =>
  pageOf(canvasElement).getByRole('region', { name: 'Notifications' });

/** Waits for the table's rows. */
async function loaded(canvas: Canvas) {
  await canvas.findByText('Lukas Brandt');
  // "You" comes with the profile, a call of its own.
  await canvas.findByText('You');
}

/** Chooses `item` in the row menu of `name`. */
async function chooseFor(canvas: Canvas, name: string, item: string) {
  await userEvent.click(canvas.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await canvas.findByRole('menuitem', { name: item }));
}

/** Opens "Add administrator" and returns the dialog, fully shown. */
async function openAddDialog(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add administrator' }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Add administrator' });
  await animationsFinished(dialog);
  return dialog;
}

/** Types an invitation into the dialog's fields. */
async function fillIn(dialog: HTMLElement, { email, firstName, lastName }: Record<string, string>) {
  const inDialog = within(dialog);
  if (email) await userEvent.type(inDialog.getByRole('textbox', { name: 'Email' }), email);
  if (firstName) await userEvent.type(inDialog.getByRole('textbox', { name: 'First name' }), firstName);
  if (lastName) await userEvent.type(inDialog.getByRole('textbox', { name: 'Last name' }), lastName);
}

/** Asks to remove the admin access of `name` and returns the question, fully shown. */
async function askToRemove(canvas: Canvas, canvasElement: HTMLElement, name: string) {
  await chooseFor(canvas, name, 'Remove admin access');
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Remove admin access' });
  await animationsFinished(dialog);
  return dialog;
}

/**
 * Every account, oldest first: "You" beside Olivia, who is signed in; Samuel without a second factor;
 * Mei, whose access was removed; Lukas, invited yesterday, who has not set his password and has never
 * signed in.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Access', 'Two-factor', 'Last sign-in', 'Actions']);
    await expect(cellsOf(rowOf(canvas, 'Olivia Bennett')).slice(0, 5)).toEqual([
      'Olivia BennettYou',
      'olivia.bennett@invoiceflow.app',
      'Administrator',
      'On',
      'Nov 21, 2026, 9:46 AM',
    ]);
    await expect(cellsOf(rowOf(canvas, 'Samuel Okafor')).slice(2, 4)).toEqual(['Administrator', 'Off']);
    await expect(cellsOf(rowOf(canvas, 'Mei Tanaka')).slice(2, 5)).toEqual([
      'No access',
      'Off',
      'Sep 30, 2026, 9:00 AM',
    ]);
    await expect(cellsOf(rowOf(canvas, 'Lukas Brandt')).slice(2, 5)).toEqual([
      'AdministratorInvitation sent',
      'Off',
      'Never',
    ]);
    await expect(within(table(canvas)).getAllByText('You')).toHaveLength(1);
    await expect(team.requests('GET', '/api/admin/users')).toHaveLength(1);
  },
};

/** An administrator's menu mails a new link or removes the access; a removed one's menu restores it. */
export const RowMenus: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Samuel Okafor' }));
    const menu = await canvas.findByRole('menu', { name: 'Actions for Samuel Okafor' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Send set-password link', 'Remove admin access']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Mei Tanaka' }));
    const meisMenu = await canvas.findByRole('menu', { name: 'Actions for Mei Tanaka' });
    await waitFor(() => expect(meisMenu).toBeVisible());
    await expect(
      within(meisMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore admin access']);
  },
};

/** Waiting for the accounts. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...teamFailures.membersSlow, ...team.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the team' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add administrator' })).toBeEnabled();
  },
};

/** The accounts could not be loaded: said in their place, in the server's words, with Try again; logged. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...teamFailures.membersError, ...team.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Team not loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(console.error).toHaveBeenCalledWith('Error fetching the team:', expect.any(Error));
  },
};

/** Try again after a failure asks again, and the accounts show. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: [http.get(teamPaths.users, serverError, { once: true }), ...team.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded(canvas);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * "Add administrator": the address and the name, no password (the mail's link sets it). While the server
 * adds the account the button reads Sending... and the dialog cannot be closed. Sent, the dialog closes,
 * a notice says where the invitation went and for how long its link works, and the new account shows as
 * invited.
 */
export const AddAdministrator: Story = {
  parameters: { msw: { handlers: [holdEachInvitation, ...team.handlers] } },
  beforeEach: () => {
    heldInvitations.length = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const dialog = await openAddDialog(canvas, canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'They get a mail with a link to set their password, valid for 24 hours. Nobody else ever knows it.',
    );
    await expect(focusedIn(canvasElement)).toBe(within(dialog).getByRole('textbox', { name: 'Email' }));
    await fillIn(dialog, { email: ' ada.lovelace@invoiceflow.app', firstName: 'Ada', lastName: 'Lovelace ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await releaseInvitation();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      await within(notifications(canvasElement)).findByText(
        'Invitation sent to ada.lovelace@invoiceflow.app. The link is valid for 24 hours.',
      ),
    ).toBeInTheDocument();
    await expect(team.requests('POST', '/api/admin/users').map((request) => request.body)).toEqual([
      { email: 'ada.lovelace@invoiceflow.app', firstName: 'Ada', lastName: 'Lovelace' },
    ]);
    await waitFor(() =>
      expect(cellsOf(rowOf(canvas, 'Ada Lovelace')).slice(2, 5)).toEqual([
        'AdministratorInvitation sent',
        'Off',
        'Never',
      ]),
    );
  },
};

/**
 * What goes beside a field. "Send invitation" with nothing typed: each field says what it needs and the
 * first takes focus, and nothing is sent; an address without a domain is named too, and each field says
 * so as it is corrected. An address the form lets through but the server refuses: the server's words
 * beside the field, the text kept.
 */
export const AddFieldErrors: Story = {
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const dialog = await openAddDialog(canvas, canvasElement);
    const inDialog = within(dialog);
    const email = inDialog.getByRole('textbox', { name: 'Email' });
    const lastName = inDialog.getByRole('textbox', { name: 'Last name' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Send invitation' }));
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(inDialog.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(lastName).toHaveAccessibleDescription('Last name is required');
    await expect(focusedIn(canvasElement)).toBe(email);

    await fillIn(dialog, { email: 'ada.lovelace', firstName: 'Ada' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Send invitation' }));
    await expect(email).toHaveAccessibleDescription('Email must be a valid e-mail address');
    await expect(inDialog.getByRole('textbox', { name: 'First name' })).not.toHaveAccessibleDescription();
    await expect(team.requests('POST')).toEqual([]);

    await userEvent.clear(email);
    await fillIn(dialog, { email: 'ada@192.168.1.10', lastName: 'Lovelace' });
    await expect(email).not.toHaveAccessibleDescription();
    await expect(lastName).not.toHaveAccessibleDescription();
    await userEvent.click(inDialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(team.requests('POST')).toHaveLength(1));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email must be a valid e-mail address'));
    await expect(email).toHaveValue('ada@192.168.1.10');
  },
};

/**
 * An address that has an account already, in any case: the server's 409 in its words above the
 * buttons, the dialog open with what was typed.
 */
export const AddDuplicate: Story = {
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const dialog = await openAddDialog(canvas, canvasElement);
    await fillIn(dialog, { email: 'Samuel.Okafor@invoiceflow.app', firstName: 'Samuel', lastName: 'Okafor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Invitation not sent');
    await expect(alert).toHaveTextContent('An account with the email Samuel.Okafor@invoiceflow.app already exists');
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Samuel');
    await expect(console.error).toHaveBeenCalledWith('Error adding an administrator:', expect.any(Error));
  },
};

/**
 * "Remove admin access" asks first, saying that person is signed out at once and can no longer sign in;
 * Cancel has the focus. Confirmed, a notice says so and the row reads No access.
 */
export const RemoveAccess: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const dialog = await askToRemove(canvas, canvasElement, 'Samuel Okafor');
    await expect(dialog).toHaveTextContent('Remove the admin access of Samuel Okafor (samuel.okafor@invoiceflow.app)?');
    await expect(dialog).toHaveTextContent(
      'They are signed out at once and can no longer sign in. You can restore their access later.',
    );
    await expect(focusedIn(canvasElement)).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin access' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      await within(notifications(canvasElement)).findByText('Samuel Okafor was signed out and can no longer sign in.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(rowOf(canvas, 'Samuel Okafor'))[2]).toBe('No access'));
    await expect(team.requests('PATCH').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/admin/users/2/admin-status', body: { isAdmin: false } },
    ]);
  },
};

/**
 * The last administrator asks to remove their own access: the question says they would be signed out,
 * and the server refuses (409) in its words, which stay in the question.
 */
export const LastAdministrator: Story = {
  parameters: { msw: { handlers: lastAdministrator.handlers } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('You');
    const dialog = await askToRemove(canvas, canvasElement, 'Olivia Bennett');
    await expect(dialog).toHaveTextContent(
      'You are signed out at once and can no longer sign in. Another administrator can restore your access.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin access' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Not removed');
    await expect(alert).toHaveTextContent('At least one administrator must remain');
    await expect(cellsOf(rowOf(canvas, 'Olivia Bennett'))[2]).toBe('Administrator');
    await expect(console.error).toHaveBeenCalledWith('Error removing admin access:', expect.any(Error));
  },
};

/** "Restore admin access" gives Mei her access back at once; a notice says she can sign in again. */
export const RestoreAccess: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await chooseFor(canvas, 'Mei Tanaka', 'Restore admin access');
    await expect(
      await within(notifications(canvasElement)).findByText('Mei Tanaka can sign in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(rowOf(canvas, 'Mei Tanaka'))[2]).toBe('Administrator'));
    await expect(team.requests('PATCH').map((request) => request.body)).toEqual([{ isAdmin: true }]);
  },
};

/** "Send set-password link" mails Lukas a new link; a notice says where it went and for how long it works. */
export const SendPasswordLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await chooseFor(canvas, 'Lukas Brandt', 'Send set-password link');
    await expect(
      await within(notifications(canvasElement)).findByText(
        'A new link was sent to lukas.brandt@invoiceflow.app. It is valid for 24 hours.',
      ),
    ).toBeInTheDocument();
    await expect(team.requests('POST').map((request) => request.path)).toEqual(['/api/admin/users/5/password-link']);
  },
};

/** Sending the link fails: a notice says so in the server's words; logged. */
export const SendPasswordLinkError: Story = {
  parameters: { msw: { handlers: [...teamFailures.passwordLinkError, ...team.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await chooseFor(canvas, 'Lukas Brandt', 'Send set-password link');
    const notice = await within(notifications(canvasElement)).findByRole('alert');
    await expect(notice).toHaveTextContent('Link not sent');
    await expect(notice).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(console.error).toHaveBeenCalledWith('Error sending a set-password link:', expect.any(Error));
  },
};

/** Names and addresses at their longest, in several scripts: cut to two lines, whole on hover. */
export const LongUnicode: Story = {
  parameters: { msw: { handlers: longTeam.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByText('You');
    await expect(canvas.getByText('Αλέξανδρος Παπαδόπουλος-Καραγιάννης')).toBeVisible();
    await expect(canvas.getByText('李 小龍')).toBeVisible();
    await expect(
      canvas.getByTitle('Maximiliane-Josephine Oppenheimer-Wittelsbach von Hohenzollern-Sigmaringen'),
    ).toBeVisible();
  },
};

/** On a 375 px phone each account is a card, every value on a line of its own; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Accounts' });
    await canvas.findByText('You');
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(5));
    const lukas = within(cards).getAllByRole('listitem')[4]!;
    await expect([...lukas.querySelectorAll('dt')].map((label) => label.textContent)).toEqual([
      'Email',
      'Access',
      'Two-factor',
      'Last sign-in',
    ]);
    await expect(within(lukas).getByRole('button', { name: 'Actions for Lukas Brandt' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** The longest names on a phone: cut, never widening the page. */
export const MobileLongUnicode: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: longTeam.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Accounts' });
    await canvas.findByText('You');
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(5));
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
