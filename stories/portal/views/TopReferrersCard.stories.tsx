import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { referrerFlagTexts } from '@portal/views/waitlist/ReferrerFlags';
import { REFERRERS_CAPTION, TopReferrersCard } from '@portal/views/waitlist/TopReferrersCard';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { manyWaitlistEntries, waitlistEntries } from '@testing/mocks/fixtures';
import { referralNetwork } from '@testing/mocks/referralFixtures';
import { serverError } from '@testing/mocks/answers';
import { countReferrers, referrerFailures, referrersPath } from '@testing/mocks/referralHandlers';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

/** The referral network: Amara leads, and three of the members' referrals are flagged. */
const network = createAdminMock({ waitlist: referralNetwork });
/** A list a few weeks before launch, where some members brought a few friends each and nothing is flagged. */
const busy = createAdminMock({ waitlist: manyWaitlistEntries });
/** Four sign-ups; the one that came through Sam's link has not confirmed yet, so nobody is credited. */
const small = createAdminMock({ waitlist: waitlistEntries });

const card = (canvas: Canvas) => canvas.getByRole('region', { name: 'Top referrers' });
const leaderboard = (canvas: Canvas) => canvas.findByRole('table', { name: REFERRERS_CAPTION });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const meta = {
  title: 'Features/Admin/Views/TopReferrersCard',
  component: TopReferrersCard,
  decorators: [withQueryClient],
  parameters: { route: '/admin/waitlist', msw: { handlers: network.handlers } },
  beforeEach: () => {
    for (const mock of [network, busy, small]) mock.reset();
  },
} satisfies Meta<typeof TopReferrersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The leaderboard at 1440 px: rank, member, credited referrals, those awaiting confirmation and place in
 * line (a dash for a member invited or joined), with the flags that call for a look, each explained.
 */
export const WithFlags: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const table = await leaderboard(canvas);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Member', 'Referrals', 'Awaiting confirmation', 'Place']);
    const expected = countReferrers(referralNetwork, 10);
    await expect(rowsOf(table)).toHaveLength(expected.length);
    // Amara leads: 7 credited, 2 awaiting their newcomer's confirmation, moved up to the front of the line.
    await expect(cellTexts(rowsOf(table)[0]!)).toEqual([
      'Rank 1Amara Okaforamara.okafor@harbourpine.example',
      '7',
      '2',
      `#${expected[0]!.position}`,
    ]);
    // Tomasz was invited: out of line, which screen readers hear in words.
    const tomasz = within(table).getByText('Tomasz Nowak').closest('tr')!;
    await expect(cellTexts(tomasz).at(-1)).toBe('—Not in line');
    await expect(within(tomasz).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    // A member without a name is listed by address.
    await expect(within(table).getByTitle('hello@studio-tanaka.example')).toBeVisible();

    const sameMailbox = within(table).getAllByText('Same mailbox');
    const oneDomain = within(table).getAllByText('One domain');
    // Jonas (one Gmail mailbox twice), Priya (her own domain) and Tomasz (both).
    await expect(sameMailbox).toHaveLength(2);
    await expect(oneDomain).toHaveLength(2);
    await expect(sameMailbox[0]).toHaveAttribute('title', referrerFlagTexts.shared_address.explanation);
    await expect(sameMailbox[0]).toHaveTextContent(`Same mailbox: ${referrerFlagTexts.shared_address.explanation}`);
    await expect(oneDomain[0]).toHaveAttribute('title', referrerFlagTexts.shared_domain.explanation);
    const priya = within(table).getByText('Priya Raman').closest('tr')!;
    await expect(within(priya).getByText('One domain')).toBeVisible();
    await expect(within(priya).queryByText('Same mailbox')).not.toBeInTheDocument();
    await expect(network.requests('GET', '/api/waitlist/referrers').map((request) => `${request.query}`)).toEqual([
      'limit=10',
    ]);
  },
};

/** A list a few weeks before launch: a few friends each, ties in the order the members joined, nothing flagged. */
export const Populated: Story = {
  parameters: { msw: { handlers: busy.handlers } },
  play: async ({ canvas }) => {
    const table = await leaderboard(canvas);
    const expected = countReferrers(manyWaitlistEntries, 10);
    await expect(rowsOf(table)).toHaveLength(expected.length);
    await expect(rowsOf(table).map((row) => cellTexts(row)[1])).toEqual(
      expected.map((referrer) => String(referrer.referrals)),
    );
    await expect(within(table).queryByText('Same mailbox')).not.toBeInTheDocument();
    await expect(within(table).queryByText('One domain')).not.toBeInTheDocument();
  },
};

/** Nobody has been credited a referral yet: the card says where members find their link. */
export const Empty: Story = {
  parameters: { msw: { handlers: small.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No referrals yet: members share their link from their welcome e-mail and status page.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Waiting for the server: the card says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...referrerFailures.slow, ...network.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the top referrers' })).toBeVisible();
    await expect(card(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The call fails: the card says so and offers to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...referrerFailures.error, ...network.handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The top referrers could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Once the server answers again, Try again brings the leaderboard. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: [http.get(referrersPath, serverError, { once: true }), ...network.handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await leaderboard(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(network.requests('GET', '/api/waitlist/referrers')).toHaveLength(1);
  },
};

/**
 * On a 375 px phone each member is a card: the rank and name as its title, the flags under it, the
 * figures labelled; a long name and address wrap, nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: REFERRERS_CAPTION });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(countReferrers(referralNetwork, 10).length);
    const labels = [...items[0]!.querySelectorAll('dt')].map((label) => label.textContent);
    await expect(labels).toEqual(['Referrals', 'Awaiting confirmation', 'Place']);
    await expect(within(list).getByTitle(/^Maximilian Alexander/)).toBeVisible();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
