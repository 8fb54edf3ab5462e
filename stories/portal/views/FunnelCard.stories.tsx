import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { funnelSummary, sourceLabel } from '@portal/views/waitlist/funnelRates';
import { FunnelCard } from '@portal/views/waitlist/FunnelCard';
import { funnelPeriod } from '@shared/contract';
import { createAdminMock, createEmptyAdminMock } from '@testing/mocks/adminHandlers';
import { funnelEntries, funnelPageViews } from '@testing/mocks/funnelFixtures';
import { countFunnel, fixtureToday, funnelFailures } from '@testing/mocks/funnelHandlers';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const busy = createAdminMock({ waitlist: funnelEntries, pageViews: funnelPageViews });
const empty = createEmptyAdminMock();

/** The funnel the mock server answers for the last `days`, as the server would count it. */
const funnelOf = (days: number) => {
  const period = funnelPeriod({ days }, fixtureToday);
  if ('problem' in period) throw new Error(period.problem);
  return countFunnel(funnelEntries, funnelPageViews, period);
};

const table = (canvas: Canvas) => canvas.findByRole('table', { name: /^Funnel by source/ });
/** Each body row's cells as they read. */
const rowTexts = async (canvas: Canvas) =>
  within(await table(canvas))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const funnelCalls = (mock = busy) =>
  mock.requests('GET', '/api/waitlist/funnel').map((request) => request.query.toString());

const meta = {
  title: 'Features/Admin/Views/FunnelCard',
  component: FunnelCard,
  decorators: [withQueryClient],
  parameters: { route: '/admin/waitlist', msw: { handlers: busy.handlers } },
  beforeEach: () => {
    for (const mock of [busy, empty]) mock.reset();
  },
} satisfies Meta<typeof FunnelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The last 30 days at 1440 px: a row per source, most visits first, Referral (share links) and Direct
 * among them, each step with its rate, and all sources added up last.
 */
export const ThirtyDays: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const expected = funnelOf(30);
    const rows = await rowTexts(canvas);
    await expect(canvas.getByText(funnelSummary(expected))).toBeVisible();
    await expect(rows.map((cells) => cells[0])).toEqual([
      ...expected.sources.map(({ source }) => sourceLabel(source)),
      'All sources',
    ]);
    await expect(rows.map((cells) => cells[0])).toEqual(
      expect.arrayContaining(['Direct', 'Referral', 'news', 'producthunt']),
    );
    // "Sign-ups: 28, 6.7% of visits" for the newsletter: the count, then its rate and what it is a share of.
    const news = expected.sources.find(({ source }) => source === 'news')!;
    const newsRow = rows.find((cells) => cells[0] === 'news')!;
    await expect(newsRow[1]).toBe(news.visits.toLocaleString('en-US'));
    await expect(newsRow[2]).toMatch(new RegExp(`^${news.signups}[\\d.]+% of visits$`));
    await expect(newsRow[3]).toMatch(new RegExp(`^${news.confirmed}[\\d.]+% of sign-ups$`));
    await expect(newsRow[5]).toMatch(new RegExp(`^${news.joined}[\\d.]+% of invited$`));
    // No visit, no rate: Product Hunt has visits and no sign-up yet; nobody can have joined of none invited.
    const producthunt = rows.find((cells) => cells[0] === 'producthunt')!;
    await expect(producthunt[3]).toBe('0– of sign-ups');
    await expect(rows.at(-1)![1]).toBe(expected.total.visits.toLocaleString('en-US'));
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(funnelCalls()).toEqual(['days=30']);
  },
};

/** Another period at a click: asked of the server, and every figure follows. */
export const SevenAndNinetyDays: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await expect(await canvas.findByText(funnelSummary(funnelOf(7)))).toBeVisible();
    await expect(canvas.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '90 days' }));
    await expect(await canvas.findByText(funnelSummary(funnelOf(90)))).toBeVisible();
    const rows = await rowTexts(canvas);
    await expect(rows.find((cells) => cells[0] === 'Referral')![1]).toBe('212');
    await expect(funnelCalls()).toEqual(['days=30', 'days=7', 'days=90']);
  },
};

/** Nothing counted yet: the card says so, no empty table. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No visits or sign-ups in the last 30 days.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Waiting for the server: the period buttons are there, the table's place says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...funnelFailures.slow, ...busy.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the funnel' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Funnel' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '7 days' })).toBeEnabled();
  },
};

/** The call fails: the card says so and offers to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...funnelFailures.error, ...busy.handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The funnel could not be loaded.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * On a 375 px phone each source is a card of its own, its steps one per line with their counts and
 * rates, all sources added up in the last; nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const expected = funnelOf(30);
    const cards = await canvas.findByRole('list', { name: 'Funnel by source, last 30 days' });
    const items = within(cards).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      ...expected.sources.map(({ source }) => sourceLabel(source)),
      'All sources',
    ]);
    const referral = items.find((item) => within(item).queryByRole('heading', { name: 'Referral' }))!;
    const referralSteps = expected.sources.find(({ source }) => source === 'referral')!;
    await expect(
      within(referral)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Visits', 'Sign-ups', 'Confirmed', 'Invited', 'Joined']);
    await expect(within(referral).getAllByRole('definition')[2]).toHaveTextContent(String(referralSteps.signups));
    await expect(within(referral).getAllByRole('definition')[3]).toHaveTextContent(/^[\d.]+% of visits$/);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};
