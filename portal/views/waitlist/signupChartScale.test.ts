import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SignupChart } from '@shared/contract';
import {
  alignedTicks,
  axisTicks,
  chartSummary,
  chartTotals,
  type DayLabel,
  dayLabels,
  dayZoneNote,
  formatAxisCount,
  formatChartDay,
  keyLabel,
  labelledDays,
  labelStep,
  niceStep,
  splitInWords,
  stackOf,
} from './signupChartScale';

const day = (date: string, total: number, runningTotal: number, byKey: Record<string, number> = {}) => ({
  date,
  total,
  runningTotal,
  byKey,
});

describe('the sign-ups chart scale', () => {
  it('counts its axis in round steps of whole sign-ups', () => {
    expect([0, 0.5, 1, 3, 7, 12, 25, 26, 180, 2400, 2600].map(niceStep)).toEqual([
      1, 1, 1, 5, 10, 20, 25, 50, 200, 2500, 5000,
    ]);
    // 2.5 is no count of sign-ups: 3 per interval reads as 5.
    expect(niceStep(2.2)).toBe(5);
  });

  it('ends the axis at or above the largest day, in at most four intervals', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(86)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(101)).toEqual([0, 50, 100, 150]);
    expect(axisTicks(14_000)).toEqual([0, 5000, 10_000, 15_000]);
  });

  it("puts the running total's ticks on the same grid lines, each a round number", () => {
    expect(alignedTicks(5310, 4)).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(alignedTicks(5310, 3)).toEqual([0, 2000, 4000, 6000]);
    expect(alignedTicks(0, 1)).toEqual([0, 1]);
  });

  it('labels fewer days where room is short, always today', () => {
    // 30 days on a wide card: every day has 24 px; labels need 48.
    expect(labelStep(30, 720, 48)).toBe(2);
    expect(labelStep(30, 1500, 48)).toBe(1);
    // 90 days on a 375 px phone (about 280 px of plot).
    expect(labelStep(90, 280, 56)).toBe(30);
    expect(labelStep(90, 900, 56)).toBe(7);
    expect(labelledDays(30, 7)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(5, 1)).toEqual([0, 1, 2, 3, 4]);
  });

  describe('date labels', () => {
    /** Days `band` pixels apart from `left`, as the chart draws them, each label `labelWidth` wide. */
    const layout = (dayCount: number, band: number, labelWidth: number, left = 20) => ({
      centers: Array.from({ length: dayCount }, (_, index) => left + band * (index + 0.5)),
      widths: Array.from({ length: dayCount }, () => labelWidth),
    });
    /** Where each label's text runs, from its day's centre and its anchor. */
    const extents = (labels: DayLabel[], centers: readonly number[], width: number) =>
      labels.map(({ index, anchor }) => {
        const from = centers[index]! - (anchor === 'end' ? width : anchor === 'middle' ? width / 2 : 0);
        return { from, to: from + width };
      });

    it('never overlap one another nor leave the drawing, whatever the width; today always has one', () => {
      for (const dayCount of [1, 2, 7, 30, 90]) {
        for (let plotWidth = 60; plotWidth <= 1600; plotWidth += 7) {
          const { centers, widths } = layout(dayCount, plotWidth / dayCount, 43);
          const bounds = [0, plotWidth + 40] as const;
          const labels = dayLabels({ centers, widths, bounds, gap: 8 });
          const placed = extents(labels, centers, 43);
          expect(labels.at(-1)?.index, `${dayCount} days in ${plotWidth} px`).toBe(dayCount - 1);
          placed.forEach(({ from, to }, index) => {
            expect(from).toBeGreaterThanOrEqual(bounds[0]);
            expect(to).toBeLessThanOrEqual(bounds[1]);
            if (index > 0)
              expect(from, `${dayCount} days in ${plotWidth} px`).toBeGreaterThanOrEqual(placed[index - 1]!.to + 8);
          });
        }
      }
    });

    it("keeps today's label in the drawing and drops the one before it where they would touch", () => {
      // A phone's 30 days (the defect: "Nov 17Nov 24"): 8 px a day, every 7th day labelled, today's
      // label pulled left of its day to stay in, so the one a week before is 8 px too near and gives way.
      const { centers, widths } = layout(30, 7.5, 43);
      const bounds = [0, 20 + 7.5 * 30 + 10] as const;
      expect(dayLabels({ centers, widths, bounds, gap: 8 })).toEqual([
        { index: 1, anchor: 'middle' },
        { index: 8, anchor: 'middle' },
        { index: 15, anchor: 'middle' },
        { index: 29, anchor: 'end' },
      ]);
      // With room on the right, today's label stands centred under its day and the rhythm holds.
      expect(dayLabels({ centers, widths, bounds: [0, 400], gap: 8 }).map(({ index }) => index)).toEqual([
        1, 8, 15, 22, 29,
      ]);
    });

    it('spaces the labels for the widest one', () => {
      const { centers } = layout(30, 24, 0);
      const widths = centers.map((_, index) => (index === 10 ? 60 : 43));
      const labels = dayLabels({ centers, widths, bounds: [0, 1000], gap: 8 });
      // 68 px of label and gap need three days of 24 px.
      expect(labels.map(({ index }) => index)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    });
  });

  it("stacks a day's keys bottom to top in the keys' order, leaving out those with none", () => {
    const keys = ['website', 'twitter', 'other'];
    expect(stackOf(day('2026-03-02', 6, 10, { website: 3, twitter: 0, other: 3 }), keys)).toEqual([
      { key: 'website', from: 0, to: 3 },
      { key: 'other', from: 3, to: 6 },
    ]);
    expect(stackOf(day('2026-03-02', 0, 10, {}), keys)).toEqual([]);
    expect(splitInWords(day('2026-03-02', 1206, 10, { website: 1200, twitter: 0, other: 6 }), keys)).toBe(
      'website 1,200, Other 6',
    );
  });

  it('sums the chart up in one sentence', () => {
    const chart: SignupChart = {
      timeZone: 'UTC',
      by: null,
      keys: [],
      days: [day('2026-02-28', 1118, 4224), day('2026-03-01', 0, 4224), day('2026-03-02', 86, 4310)],
    };
    expect(chartTotals(chart)).toEqual({ inWindow: 1204, today: 86, onList: 4310 });
    expect(chartSummary(chart)).toBe('1,204 sign-ups in the last 3 days, 86 today');
    const quiet = Array.from({ length: 30 }, (_, index) => day(`2026-03-${index + 1}`, index === 29 ? 1 : 0, 1));
    expect(chartSummary({ ...chart, days: quiet })).toBe('1 sign-up in the last 30 days, 1 today');
  });

  it('names no source Direct and the rest Other', () => {
    expect(['direct', 'other', 'newsletter'].map(keyLabel)).toEqual(['Direct', 'Other', 'newsletter']);
  });

  it('writes large axis counts short', () => {
    expect([0, 950, 9999, 12_400, 1_250_000].map(formatAxisCount)).toEqual(['0', '950', '9,999', '12.4K', '1.3M']);
  });
});

describe('the chart days', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("writes the server's date as it is, whatever the browser's zone", async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      vi.stubEnv('TZ', zone);
      vi.resetModules();
      const scale = await import('./signupChartScale');
      expect(scale.formatChartDay('2026-03-02')).toBe('Mar 2');
      expect(scale.formatChartDay('2026-03-02', 'long')).toBe('Mon, Mar 2, 2026');
    }
    expect(formatChartDay('2026-12-31')).toBe('Dec 31');
  });

  it("names the days' zone only when it is not the browser's", () => {
    expect(dayZoneNote('UTC', 'Europe/Berlin')).toBe('Days are counted in UTC time.');
    expect(dayZoneNote('Europe/Berlin', 'Europe/Berlin')).toBeNull();
  });
});
