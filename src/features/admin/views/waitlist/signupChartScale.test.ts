import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SignupChart } from '../../../../contract';
import {
  alignedTicks,
  axisTicks,
  chartSummary,
  chartTotals,
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
