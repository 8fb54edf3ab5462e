import { DIRECT_SOURCE, OTHER_KEY } from '@shared/contract/constants';
import type { SignupChart } from '@shared/contract/launch';
import { browserTimeZone } from '../common/format';
import { formatCount } from '../common/resultCount';

/*
 * The sign-ups chart's arithmetic, apart from its drawing: axis ticks, which days carry a date label at
 * a given width, how a day's bar stacks, and the words that sum it up. Free of React, so it is tested
 * on its own and the card can use it without loading the chart's code.
 */

export type SignupChartDay = SignupChart['days'][number];

export const signupNoun = { one: 'sign-up', other: 'sign-ups' };

/** The steps an axis counts in: 1, 2, 2.5 and 5 times a power of ten, never less than one sign-up. */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const multiple of [1, 2, 2.5, 5, 10]) {
    const step = multiple * magnitude;
    if (step >= raw && Number.isInteger(step)) return step;
  }
  return 10 * magnitude;
}

/**
 * The ticks of an axis from 0 to at least `max`: at most `intervals` round steps (fewer when the values
 * are small: a top of 3 has ticks 0, 1, 2, 3, not 0, 1, 2, 3, 4).
 */
export function axisTicks(max: number, intervals = 4): number[] {
  const step = niceStep(max / intervals);
  const count = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/**
 * The ticks of a second axis drawn on the first one's grid lines (the same number of intervals), each a
 * round number, from 0 to at least `max`.
 */
export function alignedTicks(max: number, intervals: number): number[] {
  const step = niceStep(max / intervals);
  return Array.from({ length: intervals + 1 }, (_, index) => index * step);
}

/** How many days apart the date labels may be: each a whole number of days that reads as a rhythm. */
const LABEL_STEPS = [1, 2, 3, 5, 7, 14, 15, 30, 45] as const;

/**
 * Every how many days a date is written under the bars, so that labels stand at least `minGap` pixels
 * apart in `plotWidth` pixels: every day on a wide 30-day chart, every two weeks on a phone's 90.
 */
export function labelStep(dayCount: number, plotWidth: number, minGap: number): number {
  const band = plotWidth / Math.max(1, dayCount);
  return LABEL_STEPS.find((step) => step * band >= minGap) ?? LABEL_STEPS.at(-1)!;
}

/** The indexes of the days that carry a label: counted back from the last (today), which always does. */
export const labelledDays = (dayCount: number, step: number) =>
  Array.from({ length: dayCount }, (_, index) => index).filter((index) => (dayCount - 1 - index) % step === 0);

/** A day's date label: which day, and which way its text runs from the day's centre (as SVG's text-anchor). */
export type DayLabel = { index: number; anchor: 'start' | 'middle' | 'end' };

/**
 * The date labels under the bars, none overlapping another or running out of the drawing. `centers` are
 * the days' x positions (evenly spaced), `widths` their labels' widths, `bounds` the x range the labels
 * must stay in, `gap` the least room between two labels. The days are every `labelStep` days back from
 * the last (today), spaced for the widest label; a label too near the edge is moved in (anchored at its
 * end or start), and one that then touches its right-hand neighbour is left out, so today keeps its label
 * and the one before it gives way.
 */
export function dayLabels({
  centers,
  widths,
  bounds: [left, right],
  gap,
}: {
  centers: readonly number[];
  widths: readonly number[];
  bounds: readonly [number, number];
  gap: number;
}): DayLabel[] {
  const dayCount = centers.length;
  if (dayCount === 0) return [];
  const band = dayCount > 1 ? (centers[dayCount - 1]! - centers[0]!) / (dayCount - 1) : Infinity;
  const step = labelStep(dayCount, band * dayCount, Math.max(...widths) + gap);
  const place = (index: number) => {
    const center = centers[index]!;
    const width = widths[index]!;
    if (center + width / 2 > right) return { index, anchor: 'end' as const, from: center - width, to: center };
    if (center - width / 2 < left) return { index, anchor: 'start' as const, from: center, to: center + width };
    return { index, anchor: 'middle' as const, from: center - width / 2, to: center + width / 2 };
  };
  const labels: DayLabel[] = [];
  let nextFrom = Infinity;
  for (const index of labelledDays(dayCount, step).reverse()) {
    const label = place(index);
    const isToday = index === dayCount - 1;
    if (!isToday && (label.to + gap > nextFrom || label.from < left)) continue;
    labels.unshift({ index, anchor: label.anchor });
    nextFrom = label.from;
  }
  return labels;
}

/**
 * A day's bar split into its keys' segments, bottom to top in the order of `keys`: where each starts and
 * ends in sign-ups. Keys with none that day have no segment.
 */
export function stackOf(day: SignupChartDay, keys: readonly string[]) {
  let top = 0;
  return keys.flatMap((key) => {
    const count = day.byKey[key] ?? 0;
    if (count === 0) return [];
    const segment = { key, from: top, to: top + count };
    top += count;
    return [segment];
  });
}

/** A day's split, largest key first, each key as it reads with its count (keys with none left out). */
export const splitOf = (day: SignupChartDay, keys: readonly string[]) =>
  keys
    .filter((key) => (day.byKey[key] ?? 0) > 0)
    .map((key) => ({ key, label: keyLabel(key), count: day.byKey[key]!.toLocaleString('en-US') }));

/** A day's split in words, largest key first: "launch 40, Direct 12, Other 3" (keys with none left out). */
export const splitInWords = (day: SignupChartDay, keys: readonly string[]) =>
  splitOf(day, keys)
    .map(({ label, count }) => `${label} ${count}`)
    .join(', ');

/** What a chart holds in all: the sign-ups in its window, today's (its last day) and the list's size now. */
export function chartTotals(chart: SignupChart) {
  const last = chart.days.at(-1);
  return {
    inWindow: chart.days.reduce((sum, day) => sum + day.total, 0),
    today: last?.total ?? 0,
    onList: last?.runningTotal ?? 0,
  };
}

/** "1,204 sign-ups in the last 30 days, 86 today": the chart in one sentence, for every reader. */
export function chartSummary(chart: SignupChart): string {
  const { inWindow, today } = chartTotals(chart);
  return `${formatCount(inWindow, signupNoun)} in the last ${chart.days.length} days, ${today.toLocaleString('en-US')} today`;
}

/** How a key reads: none as Direct, the rest added up as Other, any other as the server keeps it. */
export function keyLabel(key: string): string {
  if (key === DIRECT_SOURCE) return 'Direct';
  if (key === OTHER_KEY) return 'Other';
  return key;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A chart day ("2026-03-02") as it reads: "Mar 2", or "Mon, Mar 2, 2026" in full. The day is the
 * server's calendar day, so it is written as that date, never moved into the browser's zone.
 */
export function formatChartDay(date: string, style: 'short' | 'long' = 'short'): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return (style === 'short' ? shortDate : longDate).format(noon);
}

/** "1.2K" for an axis where room is short; counts under 10,000 are written out ("1,204"). */
export function formatAxisCount(count: number): string {
  return count < 10_000
    ? count.toLocaleString('en-US')
    : new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(count);
}

/**
 * The line naming the zone the days are counted in, when it is not the browser's ("Days are counted in
 * UTC time."): a day's bar then holds other hours than the administrator's own day. Null when the zones
 * agree.
 */
export function dayZoneNote(chartTimeZone: string, viewerTimeZone: string = browserTimeZone()): string | null {
  return chartTimeZone === viewerTimeZone ? null : `Days are counted in ${chartTimeZone} time.`;
}
