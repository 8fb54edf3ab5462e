import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { chartSummary } from '@portal/views/waitlist/signupChartScale';
import { SignupChartCard } from '@portal/views/waitlist/SignupChartCard';
import { signupChartSchema } from '@shared/contract';
import { createAdminMock } from '@testing/mocks/adminHandlers';
import { chartEntries, longChartKeys, quietChartEntries } from '@testing/mocks/chartFixtures';
import { countSignupChart, signupChartFailures, signupChartPath } from '@testing/mocks/chartHandlers';
import { contractAnswer } from '@testing/mocks/mailHandlers';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const entries = chartEntries();
const busy = createAdminMock({ waitlist: entries });
const quiet = createAdminMock({ waitlist: quietChartEntries });
const long = createAdminMock({ waitlist: chartEntries({ keys: [...longChartKeys, null] }) });

/** The sentence the card opens with, as the server's numbers make it. */
const summaryOf = (days: 30 | 90, by?: 'source' | 'campaign') => chartSummary(countSignupChart(entries, { days, by }));
const drawing = (canvas: Canvas) => canvas.findByRole('img', { name: /sign-ups in the last/ });
const legendLabels = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const chartCalls = (mock = busy) =>
  mock.requests('GET', '/api/waitlist/signups').map((request) => request.query.toString());

const meta = {
  title: 'Features/Admin/Views/SignupChartCard',
  component: SignupChartCard,
  decorators: [withQueryClient],
  parameters: { route: '/admin/waitlist', msw: { handlers: busy.handlers } },
  beforeEach: () => {
    for (const mock of [busy, quiet, long]) mock.reset();
  },
} satisfies Meta<typeof SignupChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days: bars of sign-ups per day, the list's size as a line, and the two in one sentence. */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    const svg = await drawing(canvas);
    await expect(svg).toHaveAccessibleName(`${summaryOf(30)}.`);
    await expect(canvas.getByText(summaryOf(30))).toBeVisible();
    await expect(summaryOf(30)).toMatch(/^[\d,]+ sign-ups in the last 30 days, \d+ today$/);
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(legendLabels(canvas)).toEqual(['Sign-ups per day (left axis)', 'On the list (right axis)']);
    // One bar per day with sign-ups, each day named in its tooltip; today is the fixtures' Saturday.
    await expect(svg.querySelectorAll('title')).toHaveLength(30);
    await expect(svg.querySelectorAll('title')[29]).toHaveTextContent(/^Sat, Nov 21, 2026: \d+ sign-ups, [\d,]+ on/);
    await expect(chartCalls()).toEqual(['days=30']);
  },
};

/** The zone this browser shows times in, and one certainly not it, for the server to count days in. */
const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = browserZone === 'Pacific/Auckland' ? 'Europe/Paris' : 'Pacific/Auckland';

/** The server counts days in another zone than the browser's: the card says so, and the dates stay the server's. */
export const DaysInAnotherZone: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(signupChartPath, () =>
          contractAnswer(signupChartSchema, { ...countSignupChart(entries, { days: 30 }), timeZone: otherZone }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const svg = await drawing(canvas);
    await expect(canvas.getByText(`Days are counted in ${otherZone} time.`)).toBeVisible();
    await expect(svg.querySelectorAll('title')[29]).toHaveTextContent(/^Sat, Nov 21, 2026:/);
  },
};

/** 90 days at a click: asked of the server, and the sentence follows. */
export const NinetyDays: Story = {
  play: async ({ canvas }) => {
    await drawing(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '90 days' }));
    await expect(await canvas.findByRole('img', { name: `${summaryOf(90)}.` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    await expect(chartCalls()).toEqual(['days=30', 'days=90']);
  },
};

/** Split by source: each day's bar stacked by where its sign-ups came from, with a legend. */
export const SplitBySource: Story = {
  play: async ({ canvas }) => {
    await drawing(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Split by' }), 'source');
    const expected = countSignupChart(entries, { days: 30, by: 'source' });
    await waitFor(() => expect(legendLabels(canvas)).toHaveLength(expected.keys.length + 1));
    await expect(legendLabels(canvas)).toEqual([
      ...expected.keys.map((key) => (key === 'direct' ? 'Direct' : key === 'other' ? 'Other' : key)),
      'On the list (right axis)',
    ]);
    await expect(chartCalls().at(-1)).toBe('days=30&by=source');
  },
};

/** Split by campaign: the five largest by name, the rest added up as Other. */
export const SplitByCampaignWithOther: Story = {
  play: async ({ canvas }) => {
    await drawing(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Split by' }), 'campaign');
    await waitFor(() => expect(legendLabels(canvas)).toContain('Other'));
    const labels = legendLabels(canvas);
    await expect(labels).toHaveLength(7);
    await expect(labels.slice(0, 2)).toEqual(['launch', 'newsletter-nov']);
    await expect(labels.slice(-2)).toEqual(['Other', 'On the list (right axis)']);
    // A stacked day says its split in its tooltip.
    const svg = await drawing(canvas);
    await expect(
      [...svg.querySelectorAll('title')].some((title) => /\(launch \d+, .*Other \d+/.test(title.textContent!)),
    ).toBe(true);
  },
};

/** Nobody signed up in the window: the card says so and how many are on the list, no empty axes. */
export const Empty: Story = {
  parameters: { msw: { handlers: quiet.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sign-ups in the last 30 days; 3 sign-ups on the list.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '90 days' }));
    await expect(await canvas.findByText('No sign-ups in the last 90 days; 3 sign-ups on the list.')).toBeVisible();
  },
};

/** Waiting for the server: the controls are there, the chart's place says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...signupChartFailures.slow, ...busy.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the sign-ups chart' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sign-ups over time' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Split by' })).toBeEnabled();
  },
};

/** The call fails: the card says so and offers to try again, which asks again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...signupChartFailures.error, ...busy.handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The sign-ups chart could not be loaded.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** On a 375 px phone the chart fits the card, with fewer dates under it; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const svg = await drawing(canvas);
    const card = canvas.getByRole('region', { name: 'Sign-ups over time' });
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    const dates = () =>
      [...svg.querySelectorAll('text')].filter((text) => /^[A-Z][a-z]{2} \d+$/.test(text.textContent!));
    await expect(dates().length).toBeLessThanOrEqual(6);
    await expect(dates().at(-1)).toHaveTextContent('Nov 21');
    await userEvent.click(canvas.getByRole('button', { name: '90 days' }));
    await expect(await canvas.findByRole('img', { name: `${summaryOf(90)}.` })).toBeVisible();
    await expect(dates().length).toBeLessThanOrEqual(4);
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** Campaign names as long as the server keeps wrap in the legend and the table; the card keeps its width. */
export const LongKeyNames: Story = {
  parameters: { msw: { handlers: long.handlers } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await drawing(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Split by' }), 'campaign');
    await waitFor(() => expect(legendLabels(canvas)).toContain(longChartKeys[0]));
    await expectNoHorizontalScroll(canvasElement, 375);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: /^Sign-ups per day/ });
    // No room for a column per campaign: each day's split is written under its date.
    await expect(within(table).getByRole('columnheader', { name: 'Day (by campaign)' })).toBeVisible();
    const firstRow = within(table).getAllByRole('row')[1]!;
    // A few lines of its names (a column of their own, 81 px wide, made it 600 px tall).
    await expect(firstRow.getBoundingClientRect().height).toBeLessThan(300);
    await expect(within(table).getAllByText(new RegExp(longChartKeys[0])).length).toBeGreaterThan(0);
    await expectNoHorizontalScroll(canvasElement, 375);
  },
};

/** The same numbers as a table, newest day first, for screen readers and anyone who wants the figures. */
export const TableView: Story = {
  play: async ({ canvas }) => {
    await drawing(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Split by' }), 'source');
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = await canvas.findByRole('table', { name: 'Sign-ups per day, last 30 days, newest first' });
    const expected = countSignupChart(entries, { days: 30, by: 'source' });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    // Until the split's own figures arrive, the card goes on showing the ones it had (without a column
    // per source): on a busy machine the table can come first.
    await waitFor(() => expect(headers()).toHaveLength(3 + expected.keys.length));
    await expect(headers()[0]).toBe('Day');
    await expect(headers().at(-1)).toBe('On the list');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(30);
    const today = expected.days.at(-1)!;
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells[0]).toBe('Sat, Nov 21, 2026');
    await expect(cells[1]).toBe(String(today.total));
    await expect(cells.at(-1)).toBe(today.runningTotal.toLocaleString('en-US'));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(summaryOf(30, 'source'))).toBeVisible();
  },
};
