import { describe, expect, it } from 'vitest';

import type { Funnel } from '@shared/contract';
import { formatRate, funnelSummary, periodLabel, rateBaseWords, rateOf, sourceLabel } from './funnelRates';

const news = { visits: 100, signups: 10, confirmed: 5, invited: 4, joined: 1 };

describe('the funnel rates', () => {
  it('divides each step by the one before, and the invited by the sign-ups', () => {
    expect(rateOf(news, 'signups')).toBe(0.1);
    expect(rateOf(news, 'confirmed')).toBe(0.5);
    expect(rateOf(news, 'invited')).toBe(0.4);
    expect(rateOf(news, 'joined')).toBe(0.25);
    expect(rateBaseWords('invited')).toBe('of sign-ups');
    expect(rateBaseWords('joined')).toBe('of invited');
  });

  it('has no rate of nothing, and says so', () => {
    const quiet = { visits: 0, signups: 2, confirmed: 0, invited: 0, joined: 0 };
    expect(rateOf(quiet, 'signups')).toBeNull();
    expect(rateOf(quiet, 'joined')).toBeNull();
    expect(formatRate(null)).toBe('–');
  });

  it('writes small rates with a decimal and larger ones whole', () => {
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.045)).toBe('4.5%');
    expect(formatRate(0.05)).toBe('5%');
    expect(formatRate(0.4267)).toBe('43%');
    expect(formatRate(1.2)).toBe('120%');
  });
});

describe('the funnel in words', () => {
  const funnel: Funnel = {
    from: '2026-10-23',
    to: '2026-11-21',
    timeZone: 'UTC',
    sources: [{ source: 'news', ...news }],
    total: { visits: 1204, signups: 56, confirmed: 20, invited: 3, joined: 1 },
  };

  it('names its sources as the dashboard does', () => {
    expect(['direct', 'referral', 'other', 'news'].map(sourceLabel)).toEqual(['Direct', 'Referral', 'Other', 'news']);
  });

  it('says its days and totals in one sentence', () => {
    expect(periodLabel(funnel)).toBe('Oct 23 – Nov 21, 2026');
    expect(periodLabel({ from: '2025-12-30', to: '2026-01-05' })).toBe('Dec 30, 2025 – Jan 5, 2026');
    expect(funnelSummary(funnel)).toBe('1,204 visits and 56 sign-ups (4.7%), Oct 23 – Nov 21, 2026');
    const none = { ...funnel, total: { ...funnel.total, visits: 0, signups: 1 } };
    expect(funnelSummary(none)).toBe('0 visits and 1 sign-up, Oct 23 – Nov 21, 2026');
  });
});
