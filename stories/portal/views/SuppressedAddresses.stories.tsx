import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MailOutbox } from '@portal/views/outbox';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { minutesFromNow, type SuppressedAddress } from '@testing/mocks/mailFixtures';
import { addressHash } from '@testing/mocks/mailHandlers';
import { silenceConsoleError } from '@testing/stories/console';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { locationOf, withLocationProbe } from '@testing/stories/withLocationProbe';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Suppressed addresses' });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The list of the fixtures: Lena's address bounced, someone's complained, a member left. */
const server = createAdminMock();
const empty = createAdminMock({ suppressions: [] });
/** 60 addresses, one bounced every few hours: more than a page. */
const many = createAdminMock({
  suppressions: Array.from({ length: 60 }, (_, index): SuppressedAddress => ({
    email: `member${index}@example.com`,
    reason: 'bounced',
    detail: '550 at RCPT TO',
    createdAt: minutesFromNow(-30 - index * 180),
  })),
});

const suppressedTab = '/admin/outbox?tab=suppressed';

const meta = {
  title: 'Features/Admin/Views/SuppressedAddresses',
  component: MailOutbox,
  decorators: [withQueryClient],
  parameters: { route: suppressedTab, msw: { handlers: server.handlers } },
  beforeEach: () => {
    for (const mock of [server, empty, many]) mock.reset();
  },
} satisfies Meta<typeof MailOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `address` into the lookup and asks for it. */
async function lookUp(canvas: Canvas, address: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Look up an address' }), address);
  await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
}

/**
 * The list, newest first: each address by its hash (shortened, whole in its tooltip), why no mail goes
 * to it, what the bounce said, and since when, with Lift; the text above says why only hashes show and
 * how to find an address.
 */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Suppressed addresses' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Address', 'Reason', 'Detail', 'Since', 'Actions']);
    const lenaHash = await addressHash('lena.fischer@example.de');
    const [bounced, complained, left] = bodyRows(canvas).map(cellsOf);
    await expect(bounced!.slice(0, 3)).toEqual([
      `${lenaHash.slice(0, 8)}…${lenaHash.slice(-4)}`,
      'Bounced',
      '550 at RCPT TO',
    ]);
    await expect(complained!.slice(1, 3)).toEqual(['Complained', 'abuse']);
    await expect(left!.slice(1, 3)).toEqual(['Left', 'None']);
    await expect(within(bodyRows(canvas)[0]!).getByTitle(lenaHash)).toBeVisible();
    await expect(within(table(canvas)).getAllByRole('button', { name: 'Lift' })).toHaveLength(3);
    await expect(canvas.getByText(/Only a hash of each address is kept, never the address/)).toBeVisible();
    await expect(canvas.getByText('3 addresses')).toBeVisible();
    await expect(server.requests('GET', '/api/mail/suppressions').map((request) => request.query.toString())).toEqual([
      'page=1&pageSize=50',
    ]);
    // The mails' tab is not mounted: its list is not asked for.
    await expect(server.requests('GET', '/api/mail/outbox')).toEqual([]);
  },
};

/** The tab is reached from the mails and kept in the URL; going back to the mails drops it. */
export const FromTheMails: Story = {
  parameters: { route: '/admin/outbox?state=failed' },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Mails' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Suppressed addresses' }));
    await expect(await canvas.findByRole('table', { name: 'Suppressed addresses' })).toBeVisible();
    await expect(locationOf(canvas)).toBe('/admin/outbox?tab=suppressed');
    await userEvent.click(canvas.getByRole('tab', { name: 'Mails' }));
    await expect(await canvas.findByRole('table', { name: 'Mails' })).toBeVisible();
    await expect(locationOf(canvas)).toBe('/admin/outbox');
  },
};

/**
 * The one way to find an address: typed whole, in any case, it is asked of the server alone, and its row
 * shows the address above its hash. The address stays out of the page's URL. Show all goes back.
 */
export const LookUp: Story = {
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await lookUp(canvas, 'LENA.Fischer@example.de');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(cellsOf(bodyRows(canvas)[0]!)[0]).toMatch(/^LENA\.Fischer@example\.de[0-9a-f]{8}…[0-9a-f]{4}$/);
    await expect(server.requests('GET', '/api/mail/suppressions').at(-1)?.query.toString()).toBe(
      'email=LENA.Fischer%40example.de&page=1&pageSize=50',
    );
    await expect(locationOf(canvas)).toBe(suppressedTab);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(canvas.getByRole('textbox', { name: 'Look up an address' })).toHaveValue('');
  },
};

/** An address not on the list: the table says mails to it are sent. */
export const LookUpNotSuppressed: Story = {
  play: async ({ canvas }) => {
    await lookUp(canvas, 'maria.gonzalez@brightpath.studio');
    await expect(
      await canvas.findByText(
        '“maria.gonzalez@brightpath.studio” is not on the suppression list: mails to it are sent.',
      ),
    ).toBeVisible();
  },
};

/** Opens Lift on the row at `index` and returns its dialog, fully shown. */
async function askToLift(canvas: Canvas, canvasElement: HTMLElement, index: number) {
  const lifts = () => within(table(canvas)).getAllByRole('button', { name: 'Lift' });
  await waitFor(() => expect(lifts().length).toBeGreaterThan(index));
  await userEvent.click(lifts()[index]!);
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Lift suppression' });
  await animationsFinished(dialog);
  return dialog;
}

/**
 * Lift asks first: with only its hash known the question names the shortened hash, and says what lifting
 * means for an address whose owner left (Cancel and its focus: WaitlistDashboard's LiftSuppressionConfirmation).
 */
export const LiftConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToLift(canvas, canvasElement, 2);
    const hash = await addressHash('former.member@example.com');
    await expect(dialog).toHaveTextContent(
      `Lift the suppression of the address ${hash.slice(0, 8)}…${hash.slice(-4)}?`,
    );
    await expect(dialog).toHaveTextContent(
      'Mails to this address are sent again, the waitlist’s mails included. Its owner left the waitlist: lift this only if its owner asked for our mails again.',
    );
  },
};

/** Looked up and lifted: the dialog names the address, the row goes, and a notice says its mails go again. */
export const Lifted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvas, 'lena.fischer@example.de');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    const dialog = await askToLift(canvas, canvasElement, 0);
    await expect(dialog).toHaveTextContent('Lift the suppression of lena.fischer@example.de?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(
      await within(notifications).findByText('Mails to lena.fischer@example.de are sent again.'),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByText('“lena.fischer@example.de” is not on the suppression list: mails to it are sent.'),
    ).toBeVisible();
    await expect(server.requests('DELETE').map((request) => request.path)).toEqual([
      `/api/mail/suppressions/${await addressHash('lena.fischer@example.de')}`,
    ]);
  },
};

/** While the server lifts it, Lift reads Lifting... and nothing in the dialog can be pressed. */
export const Lifting: Story = {
  parameters: { msw: { handlers: [...adminFailures.liftSlow, ...server.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await askToLift(canvas, canvasElement, 0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await expect(await within(dialog).findByRole('button', { name: 'Lifting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Nothing suppressed: the table says every address gets its mails. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No suppressed addresses: mails go to every address.')).toBeVisible();
  },
};

/** Waiting for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...adminFailures.slow, ...server.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading suppressed addresses' })).toBeVisible();
  },
};

/** The list fails: logged, a notice in the corner, and the table says it did not load. */
export const ListError: Story = {
  parameters: { msw: { handlers: [...adminFailures.suppressionsError, ...server.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas, canvasElement }) => {
    const notifications = pageOf(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByRole('alert')).toHaveTextContent('Suppressed addresses not loaded');
    await expect(canvas.getByText('Suppressed addresses could not be loaded')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith('Error fetching the suppression list:', expect.any(Error));
  },
};

/** More than a page: the newest 50 of 60 and a way to page on, the page kept in the URL. */
export const Paging: Story = {
  parameters: { msw: { handlers: many.handlers } },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText(/Showing 51–60 of 60/)).toBeVisible();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(10));
    await expect(many.requests('GET', '/api/mail/suppressions').at(-1)?.query.toString()).toBe('page=2&pageSize=50');
    await expect(locationOf(canvas)).toBe('/admin/outbox?tab=suppressed&page=2');
  },
};

/** On a phone the list is cards, the lookup fits, and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Suppressed addresses' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.getByRole('textbox', { name: 'Look up an address' })).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
